import { api } from '../../api/api';
import { risonParam, type ListQuery, type ListResponse } from '../../components/list-view';
import type { ReportListRow, ReportLogRow, ReportPostBody, ReportPutBody, ReportRecord } from '@plugins/report-kit/report-types';
import type { RelatedUserChoice } from './alert-report-types';

const LIST = { type: 'ReportSchedule', id: 'LIST' } as const;

/** A page of a report's execution log, newest first. */
export interface ExecutionLogQuery {
  reportId: number;
  page: number;
  pageSize: number;
}

const relatedUsers = (field: 'owners' | 'created_by') => `/api/v1/report/related/${field}?q=${risonParam({ page: 0, page_size: 100 })}`;

/** Alerts and reports for the list page: list, toggle, delete one or many, logs, the filters' user choices. */
export const alertReportApi = api.enhanceEndpoints({ addTagTypes: ['ReportSchedule'] }).injectEndpoints({
  endpoints: (build) => ({
    getAlertReportList: build.query<ListResponse<ReportListRow>, ListQuery>({
      query: (q) => `/api/v1/report/?q=${risonParam(q)}`,
      providesTags: (response) => [LIST, ...(response?.result ?? []).map(({ id }) => ({ type: 'ReportSchedule' as const, id }))],
    }),
    getAlertReport: build.query<ReportRecord, number>({
      query: (id) => `/api/v1/report/${id}`,
      transformResponse: (response: { result: ReportRecord }) => response.result,
      providesTags: (_response, _error, id) => [{ type: 'ReportSchedule', id }],
    }),
    createAlertReport: build.mutation<{ id: number }, ReportPostBody>({
      query: (body) => ({ url: '/api/v1/report/', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateAlertReport: build.mutation<{ id: number }, { id: number; body: ReportPutBody }>({
      query: ({ id, body }) => ({ url: `/api/v1/report/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'ReportSchedule', id }],
    }),
    setAlertReportActive: build.mutation<unknown, { id: number; active: boolean }>({
      query: ({ id, active }) => ({ url: `/api/v1/report/${id}`, method: 'PUT', body: { active } }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'ReportSchedule', id }],
    }),
    deleteAlertReport: build.mutation<{ message?: string }, number>({
      query: (id) => ({ url: `/api/v1/report/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    bulkDeleteAlertReports: build.mutation<{ message?: string }, readonly number[]>({
      query: (ids) => ({ url: `/api/v1/report/?q=${risonParam(ids)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    getExecutionLog: build.query<ListResponse<ReportLogRow>, ExecutionLogQuery>({
      query: ({ reportId, page, pageSize }) =>
        `/api/v1/report/${reportId}/log/?q=${risonParam({ order_column: 'start_dttm', order_direction: 'desc', page, page_size: pageSize })}`,
      providesTags: (_response, _error, { reportId }) => [{ type: 'ReportSchedule', id: reportId }],
    }),
    getReportOwnerChoices: build.query<RelatedUserChoice[], void>({
      query: () => relatedUsers('owners'),
      transformResponse: (response: { result: RelatedUserChoice[] }) => response.result,
    }),
    getReportCreatorChoices: build.query<RelatedUserChoice[], void>({
      query: () => relatedUsers('created_by'),
      transformResponse: (response: { result: RelatedUserChoice[] }) => response.result,
    }),
  }),
});

export const {
  useGetAlertReportListQuery,
  useGetAlertReportQuery,
  useCreateAlertReportMutation,
  useUpdateAlertReportMutation,
  useSetAlertReportActiveMutation,
  useDeleteAlertReportMutation,
  useBulkDeleteAlertReportsMutation,
  useGetExecutionLogQuery,
  useGetReportOwnerChoicesQuery,
  useGetReportCreatorChoicesQuery,
} = alertReportApi;
