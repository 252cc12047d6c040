import { api } from '../../api/api';
import { risonParam, type ListQuery, type ListResponse } from '../../components/list-view';
import type {
  AvailableEngine,
  DatabaseDetail,
  DatabaseListItem,
  DatabasePayload,
  TestConnectionPayload,
} from './database-types';

const LIST = { type: 'Database', id: 'LIST' } as const;

/** Superset answers `{databases: [...]}`; its published schema says a bare array. Accept both. */
const readEngines = (response: unknown): AvailableEngine[] => {
  if (Array.isArray(response)) return response as AvailableEngine[];
  const databases = (response as { databases?: unknown } | null)?.databases;
  return Array.isArray(databases) ? (databases as AvailableEngine[]) : [];
};

/** Database connections: list, read, test, create, update, delete. */
export const databaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDatabaseList: build.query<ListResponse<DatabaseListItem>, ListQuery>({
      query: (q) => `/api/v1/database/?q=${risonParam(q)}`,
      providesTags: (response) => [LIST, ...(response?.result ?? []).map(({ id }) => ({ type: 'Database' as const, id }))],
    }),
    getDatabase: build.query<DatabaseDetail, number>({
      query: (id) => `/api/v1/database/${id}`,
      transformResponse: (response: { result: DatabaseDetail }) => response.result,
      providesTags: (_result, _error, id) => [{ type: 'Database', id }],
    }),
    getAvailableEngines: build.query<AvailableEngine[], void>({
      query: () => '/api/v1/database/available/',
      transformResponse: readEngines,
    }),
    testDatabaseConnection: build.mutation<{ message?: string }, TestConnectionPayload>({
      query: (body) => ({ url: '/api/v1/database/test_connection/', method: 'POST', body }),
    }),
    createDatabase: build.mutation<{ id: number; result: DatabaseDetail }, DatabasePayload>({
      query: (body) => ({ url: '/api/v1/database/', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateDatabase: build.mutation<{ id: number; result: DatabaseDetail }, { id: number; payload: DatabasePayload }>({
      query: ({ id, payload }) => ({ url: `/api/v1/database/${id}`, method: 'PUT', body: payload }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Database', id }],
    }),
    deleteDatabase: build.mutation<{ message?: string }, number>({
      query: (id) => ({ url: `/api/v1/database/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetDatabaseListQuery,
  useGetDatabaseQuery,
  useGetAvailableEnginesQuery,
  useTestDatabaseConnectionMutation,
  useCreateDatabaseMutation,
  useUpdateDatabaseMutation,
  useDeleteDatabaseMutation,
} = databaseApi;
