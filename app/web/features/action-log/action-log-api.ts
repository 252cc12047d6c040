import { risonParam, type ListQuery, type ListResponse } from '../../components/list-view';
import { adminApi } from '../admin-shared/admin-api';
import type { Choice } from '../admin-shared/choice';
import type { ActionLogEntry } from './action-log-types';

/** Dashboards and charts offered by the filters: the first ones by name. */
const CHOICES_PAGE_SIZE = 100;

/** The action log (admin only), and the dashboards and charts its filters offer. */
export const actionLogApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getActionLog: build.query<ListResponse<ActionLogEntry>, ListQuery>({
      query: (q) => `/api/v1/log/?q=${risonParam(q)}`,
      providesTags: [{ type: 'Log', id: 'LIST' }],
    }),
    getActionLogDashboardChoices: build.query<Choice[], void>({
      query: () =>
        `/api/v1/dashboard/?q=${risonParam({ columns: ['id', 'dashboard_title'], order_column: 'dashboard_title', order_direction: 'asc', page: 0, page_size: CHOICES_PAGE_SIZE })}`,
      transformResponse: (response: { result: { id: number; dashboard_title: string | null }[] }) =>
        response.result.map((dashboard) => ({ value: dashboard.id, text: dashboard.dashboard_title || `Dashboard ${dashboard.id}` })),
      providesTags: [{ type: 'Dashboard', id: 'LIST' }],
    }),
    getActionLogChartChoices: build.query<Choice[], void>({
      query: () =>
        `/api/v1/chart/?q=${risonParam({ columns: ['id', 'slice_name'], order_column: 'slice_name', order_direction: 'asc', page: 0, page_size: CHOICES_PAGE_SIZE })}`,
      transformResponse: (response: { result: { id: number; slice_name: string | null }[] }) =>
        response.result.map((chart) => ({ value: chart.id, text: chart.slice_name || `Chart ${chart.id}` })),
      providesTags: [{ type: 'Chart', id: 'LIST' }],
    }),
  }),
});

export const { useGetActionLogQuery, useGetActionLogDashboardChoicesQuery, useGetActionLogChartChoicesQuery } = actionLogApi;
