import type { ExploreDatasource } from '@control-schemas/widgets/control-panel-context.js';
import { api } from '../../api/api';
import { risonParam } from '../../components/list-view';

/** `GET /api/v1/explore/`'s `result` (Superset's ExploreContextSchema). */
export interface ExploreContext {
  dataset: ExploreDatasource & Record<string, unknown>;
  form_data: Record<string, unknown>;
  slice: ExploreSlice | null;
  message: string | null;
  metadata: Record<string, unknown> | null;
}

/** The saved chart explore opened, as `slice` in the explore context. */
export interface ExploreSlice {
  slice_id: number;
  slice_name: string;
  description?: string | null;
  owners?: number[];
  dashboards?: number[];
  form_data?: Record<string, unknown>;
  /** The chart's version as explore opened it (an overwrite names it). */
  changed_on?: string;
  [field: string]: unknown;
}

/** Rows of a dataset as the Samples tab shows them. */
export interface DatasetSamples {
  colnames: string[];
  coltypes: number[];
  data: Array<Record<string, unknown>>;
}

/** The chart's save payload (`POST /api/v1/chart/`, `PUT /api/v1/chart/{id}`). */
export interface ChartSaveBody {
  slice_name: string;
  viz_type: string;
  datasource_id: number;
  datasource_type: string;
  params: string;
  query_context: string;
  query_context_generation: boolean;
  dashboards: number[];
  description?: string | null;
  /** The version an overwrite was based on: 409 when the chart changed since. */
  changed_on?: string;
}

/** A dashboard the save modal may add a chart to. */
export interface DashboardTarget {
  id: number;
  dashboard_title: string;
}

/** A dataset explore can be opened on. */
export interface DatasetChoice {
  id: number;
  table_name: string;
  schema: string | null;
  database: { database_name: string };
  kind?: string;
}

/** What `POST /api/v1/explore/permalink` answers: the key, and the permalink's absolute URL. */
export interface ExplorePermalink {
  key: string;
  url: string;
}

const CHART_LIST = { type: 'Chart', id: 'LIST' } as const;
const DASHBOARD_LIST = { type: 'Dashboard', id: 'LIST' } as const;
const DATASET_LIST = { type: 'Dataset', id: 'LIST' } as const;

/** A chart saved onto dashboards changes what those dashboards show. */
const dashboardsOf = (body: ChartSaveBody) => body.dashboards.map((id) => ({ type: 'Dashboard' as const, id }));

/**
 * Explore's server data: the context it opens with (from a chart, a dataset or a permalink), a
 * column's values and the dataset's samples, the save of a chart (and of a new dashboard for it),
 * the save modal's dashboards, the dataset picker's datasets, and permalinks.
 */
export const exploreApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v1/explore/?…` with the page's parameters (`exploreContextParams`, as a string). */
    getExploreContext: build.query<ExploreContext, string>({
      query: (params) => `/api/v1/explore/?${params}`,
      transformResponse: (response: { result: ExploreContext }) => response.result,
      providesTags: (context) =>
        context
          ? [{ type: 'Dataset', id: context.dataset.id }, ...(context.slice ? [{ type: 'Chart' as const, id: context.slice.slice_id }] : [])]
          : [],
    }),
    /** Distinct values of a dataset column (filter suggestions). */
    getColumnValues: build.query<unknown[], { datasourceId: number; column: string }>({
      query: ({ datasourceId, column }) => `/api/v1/datasource/table/${datasourceId}/column/${encodeURIComponent(column)}/values/`,
      transformResponse: (response: { result: unknown[] }) => response.result,
      providesTags: (_result, _error, { datasourceId }) => [{ type: 'Dataset', id: datasourceId }],
    }),
    /** Rows of the dataset (`POST /datasource/samples`), for the Samples tab. */
    getDatasetSamples: build.query<DatasetSamples, { id: number; type: string }>({
      query: ({ id, type }) => ({
        url: `/datasource/samples?datasource_id=${id}&datasource_type=${encodeURIComponent(type)}&force=false`,
        method: 'POST',
        body: {},
      }),
      transformResponse: (response: { result: DatasetSamples }) => response.result,
      providesTags: (_result, _error, { id }) => [{ type: 'Dataset', id }],
    }),
    /** Saves a new chart; answers its id. */
    createChart: build.mutation<{ id: number }, ChartSaveBody>({
      query: (body) => ({ url: '/api/v1/chart/', method: 'POST', body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [CHART_LIST, ...dashboardsOf(body)]),
    }),
    /** Overwrites a chart the user owns with explore's state. */
    overwriteChart: build.mutation<unknown, { id: number; body: ChartSaveBody }>({
      query: ({ id, body }) => ({ url: `/api/v1/chart/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, error, { id, body }) => (error ? [] : [CHART_LIST, { type: 'Chart', id }, ...dashboardsOf(body)]),
    }),
    /** Dashboards the user may add a chart to, searched by title, latest changed first. */
    getDashboardTargets: build.query<DashboardTarget[], string>({
      query: (search) => {
        const filters = search ? [{ col: 'dashboard_title', opr: 'ct', value: search }] : [];
        const q = { columns: ['id', 'dashboard_title'], filters, order_column: 'changed_on_delta_humanized', order_direction: 'desc', page: 0, page_size: 100 };
        return `/api/v1/dashboard/?q=${risonParam(q)}`;
      },
      transformResponse: (response: { result: DashboardTarget[] }) => response.result,
      providesTags: [DASHBOARD_LIST],
    }),
    /** Creates an empty dashboard for the save modal's "new dashboard" choice; answers its id. */
    createDashboardForChart: build.mutation<{ id: number }, string>({
      query: (title) => ({ url: '/api/v1/dashboard/', method: 'POST', body: { dashboard_title: title } }),
      invalidatesTags: (_result, error) => (error ? [] : [DASHBOARD_LIST]),
    }),
    /** Shares the current explore state: `POST /api/v1/explore/permalink`. */
    createExplorePermalink: build.mutation<ExplorePermalink, { formData: Record<string, unknown>; urlParams: Array<[string, string]> }>({
      query: (body) => ({ url: '/api/v1/explore/permalink', method: 'POST', body }),
    }),
    /** Datasets for the picker, searched by name. */
    getDatasetChoices: build.query<DatasetChoice[], string>({
      query: (search) => {
        const filters = search ? [{ col: 'table_name', opr: 'ct', value: search }] : [];
        const q = { columns: ['id', 'table_name', 'schema', 'database.database_name', 'kind'], filters, order_column: 'table_name', order_direction: 'asc', page: 0, page_size: 100 };
        return `/api/v1/dataset/?q=${risonParam(q)}`;
      },
      transformResponse: (response: { result: DatasetChoice[] }) => response.result,
      providesTags: [DATASET_LIST],
    }),
  }),
});

export const {
  useGetDashboardTargetsQuery,
  useCreateDashboardForChartMutation,
  useGetDatasetChoicesQuery,
} = exploreApi;
