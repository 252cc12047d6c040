import { api } from '../../api/api';
import { risonParam } from '../../components/list-view';
import type { Choice } from '../admin-shared/choice';

/** How many matches a search select offers. */
const PAGE_SIZE = 50;

const search = (col: string, text: string) => (text.trim() ? { filters: [{ col, opr: 'ct', value: text.trim() }] } : {});

/** The dashboards, charts and databases a schedule may use, searched by name; a dashboard's layout for its tabs. */
export const contentChoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchDashboardChoices: build.query<Choice[], string>({
      query: (text) =>
        `/api/v1/dashboard/?q=${risonParam({ ...search('dashboard_title', text), columns: ['id', 'dashboard_title'], order_column: 'dashboard_title', order_direction: 'asc', page: 0, page_size: PAGE_SIZE })}`,
      transformResponse: (response: { result: { id: number; dashboard_title: string | null }[] }) =>
        response.result.map((row) => ({ value: row.id, text: row.dashboard_title || `Dashboard ${row.id}` })),
    }),
    searchChartChoices: build.query<Choice[], string>({
      query: (text) =>
        `/api/v1/chart/?q=${risonParam({ ...search('slice_name', text), columns: ['id', 'slice_name'], order_column: 'slice_name', order_direction: 'asc', page: 0, page_size: PAGE_SIZE })}`,
      transformResponse: (response: { result: { id: number; slice_name: string | null }[] }) =>
        response.result.map((row) => ({ value: row.id, text: row.slice_name || `Chart ${row.id}` })),
    }),
    searchDatabaseChoices: build.query<Choice[], string>({
      query: (text) =>
        `/api/v1/database/?q=${risonParam({ ...search('database_name', text), columns: ['id', 'database_name'], order_column: 'database_name', order_direction: 'asc', page: 0, page_size: PAGE_SIZE })}`,
      transformResponse: (response: { result: { id: number; database_name: string }[] }) => response.result.map((row) => ({ value: row.id, text: row.database_name })),
    }),
    getDashboardLayout: build.query<string | null, number>({
      query: (id) => `/api/v1/dashboard/${id}`,
      transformResponse: (response: { result: { position_json?: string | null } }) => response.result.position_json ?? null,
    }),
  }),
});

export const { useSearchDashboardChoicesQuery, useSearchChartChoicesQuery, useSearchDatabaseChoicesQuery, useGetDashboardLayoutQuery } = contentChoicesApi;
