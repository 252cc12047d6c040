import { api } from '../../api/api';
import { risonParam, type ListQuery, type ListResponse } from '../../components/list-view';
import type { SavedQueryFilterOption, SavedQueryListItem } from './saved-query-types';

const LIST = { type: 'SavedQuery', id: 'LIST' } as const;

/** The columns the saved query list shows. */
export const SAVED_QUERY_LIST_COLUMNS = [
  'id',
  'label',
  'description',
  'db_id',
  'database.id',
  'database.database_name',
  'schema',
  'sql',
  'changed_on',
  'changed_on_delta_humanized',
  'created_by.id',
  'created_by.first_name',
  'created_by.last_name',
] as const;

/** Saved queries: list, delete one or many, and the choices of the list's filters. */
export const savedQueryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSavedQueryList: build.query<ListResponse<SavedQueryListItem>, ListQuery>({
      query: (q) => `/api/v1/saved_query/?q=${risonParam({ ...q, columns: SAVED_QUERY_LIST_COLUMNS })}`,
      providesTags: (response) => [LIST, ...(response?.result ?? []).map(({ id }) => ({ type: 'SavedQuery' as const, id }))],
    }),
    deleteSavedQuery: build.mutation<{ message?: string }, number>({
      query: (id) => ({ url: `/api/v1/saved_query/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    bulkDeleteSavedQueries: build.mutation<{ message?: string }, readonly number[]>({
      query: (ids) => ({ url: `/api/v1/saved_query/?q=${risonParam(ids)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    getSavedQueryDatabaseChoices: build.query<SavedQueryFilterOption[], void>({
      query: () => `/api/v1/saved_query/related/database?q=${risonParam({ page: 0, page_size: 100 })}`,
      transformResponse: (response: { result: SavedQueryFilterOption[] }) => response.result,
      providesTags: [{ type: 'Database', id: 'LIST' }],
    }),
    getSavedQuerySchemaChoices: build.query<string[], void>({
      query: () => '/api/v1/saved_query/distinct/schema',
      transformResponse: (response: { result: SavedQueryFilterOption<string>[] }) => response.result.map(({ value }) => value),
      providesTags: [LIST],
    }),
  }),
});

export const {
  useGetSavedQueryListQuery,
  useDeleteSavedQueryMutation,
  useBulkDeleteSavedQueriesMutation,
  useGetSavedQueryDatabaseChoicesQuery,
  useGetSavedQuerySchemaChoicesQuery,
} = savedQueryApi;
