import { api } from '../../api/api';
import { risonParam, type ListQuery, type ListResponse } from '../../components/list-view';
import type { DatasetDetail, DatasetListItem, DatasetPutBody, NewDatasetBody } from './dataset-types';

const LIST = { type: 'Dataset', id: 'LIST' } as const;

/** Datasets: list, read, create, update, delete, and sync columns from the source. */
export const datasetApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDatasetList: build.query<ListResponse<DatasetListItem>, ListQuery>({
      query: (q) => `/api/v1/dataset/?q=${risonParam(q)}`,
      providesTags: (response) => [LIST, ...(response?.result ?? []).map(({ id }) => ({ type: 'Dataset' as const, id }))],
    }),
    getDataset: build.query<DatasetDetail, number>({
      query: (id) => `/api/v1/dataset/${id}`,
      transformResponse: (response: { result: DatasetDetail }) => response.result,
      providesTags: (_result, _error, id) => [{ type: 'Dataset', id }],
    }),
    createDataset: build.mutation<{ id: number }, NewDatasetBody>({
      query: (body) => ({ url: '/api/v1/dataset/', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateDataset: build.mutation<{ id: number }, { id: number; body: DatasetPutBody }>({
      query: ({ id, body }) => ({ url: `/api/v1/dataset/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Dataset', id }],
    }),
    deleteDataset: build.mutation<{ message?: string }, number>({
      query: (id) => ({ url: `/api/v1/dataset/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    getDatasetSchemaChoices: build.query<string[], void>({
      query: () => '/api/v1/dataset/distinct/schema',
      transformResponse: (response: { result: { value: string | null }[] }) =>
        response.result.map(({ value }) => value).filter((value): value is string => typeof value === 'string' && value !== ''),
      providesTags: [LIST],
    }),
    refreshDatasetColumns: build.mutation<{ message?: string }, number>({
      query: (id) => ({ url: `/api/v1/dataset/${id}/refresh`, method: 'PUT' }),
      // Not invalidating the dataset: the editor reads it again itself, to merge it with unsaved edits.
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetDatasetListQuery,
  useGetDatasetQuery,
  useGetDatasetSchemaChoicesQuery,
  useLazyGetDatasetQuery,
  useCreateDatasetMutation,
  useUpdateDatasetMutation,
  useDeleteDatasetMutation,
  useRefreshDatasetColumnsMutation,
} = datasetApi;
