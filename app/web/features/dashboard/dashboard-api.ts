import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { FilterConfigItem, LabelColorConfig, NativeFilterChanges } from '@core/dashboard/index.js';
import type { ChartDataResponse, QueryContext } from '@core/plugin-api/index.js';
import { api } from '../../api/api';
import { fetchChartData } from '../../api/chart-data';
import { verboseMapOf } from '../../chart/verbose-map-of';
import { risonParam } from '../../components/list-view/rison-param';
import { dashboardChartsUrl, dashboardUrl, takeDashboardPrefetch } from './dashboard-prefetch';
import type { ChartChoice, DashboardChart, DashboardInfo, DashboardPermalinkState, DashboardPermalinkValue } from './dashboard-types';
import { noteDashboardVersion, secondsOfChangedOn } from './model/dashboard-version';
import type { DashboardSaveBody } from './model/save-payload';

/** What `PUT /api/v1/dashboard/{id}` answers. */
export interface DashboardUpdateAnswer {
  id: number;
  result: Record<string, unknown>;
  last_modified_time: number;
}

/** What `POST /api/v1/dashboard/{id}/permalink` answers: the key, and the permalink's absolute URL. */
export interface DashboardPermalink {
  key: string;
  url: string;
}

/** A choice of a related field (owners, roles). */
export interface RelatedChoice {
  value: number;
  text: string;
}

/** Display names of a dataset's columns and metrics. */
export type VerboseMap = Readonly<Record<string, string>>;

/** The columns the edit panel's chart list needs (form data included, so an added chart runs at once). */
const CHART_CHOICE_COLUMNS = ['id', 'slice_name', 'viz_type', 'datasource_name_text', 'description', 'changed_on_delta_humanized', 'form_data', 'owners.id'];

/** Spec §9: the chart list asks for 200 charts, latest changed first. */
export const CHART_CHOICES_PAGE_SIZE = 200;

const DASHBOARD_LIST = { type: 'Dashboard', id: 'LIST' } as const;
const CHART_LIST = { type: 'Chart', id: 'LIST' } as const;

/**
 * The tags of one dashboard: by id, and by the id or slug its page was opened with (the detail
 * and charts are read by either), so a change to it reaches both.
 */
function dashboardTags(id: number, slug?: string | null) {
  return [
    { type: 'Dashboard' as const, id },
    { type: 'Dashboard' as const, id: String(id) },
    ...(slug ? [{ type: 'Dashboard' as const, id: slug }] : []),
  ];
}

type Answer<T> = { data: T } | { error: FetchBaseQueryError };

/** An early request's answer (see `dashboard-prefetch`) read as the base query reads an answer. */
async function earlyAnswer(answer: Promise<Response>): Promise<Answer<unknown>> {
  let response: Response;
  let text: string;
  try {
    response = await answer;
    text = await response.text();
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    if (response.ok) return { error: { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: 'The answer is not JSON.' } };
  }
  return response.ok ? { data: body } : { error: { status: response.status, data: body } };
}

/** The `result` of an answer whose body is `{ result }`. */
function resultOf<T>(answer: { data?: unknown; error?: FetchBaseQueryError }): Answer<T> {
  if (answer.error) return { error: answer.error };
  return { data: (answer.data as { result: T }).result };
}

/**
 * One dashboard's server data: its detail and charts (taking the requests the page's early
 * script sent when they are for it), saves of its layout, properties, colours and filters, a copy,
 * permalinks, the choices of its pickers, and its datasets' display names. Its star is the
 * dashboard list's (`dashboard-list-api`), so every star of it shows the same.
 */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v1/dashboard/{id_or_slug}`. */
    getDashboard: build.query<DashboardInfo, string>({
      async queryFn(idOrSlug, _api, _extra, baseQuery) {
        const early = takeDashboardPrefetch(idOrSlug, 'dashboard');
        const answer = resultOf<DashboardInfo>(early ? await earlyAnswer(early) : await baseQuery(dashboardUrl(idOrSlug)));
        if ('data' in answer) noteDashboardVersion(answer.data.id, secondsOfChangedOn(answer.data.changed_on));
        return answer;
      },
      providesTags: (info, _error, idOrSlug) => [{ type: 'Dashboard', id: idOrSlug }, ...(info ? dashboardTags(info.id, info.slug) : [])],
    }),
    /** `GET /api/v1/dashboard/{id_or_slug}/charts`: the charts the dashboard shows, with their form data. */
    getDashboardCharts: build.query<DashboardChart[], string>({
      async queryFn(idOrSlug, _api, _extra, baseQuery) {
        const early = takeDashboardPrefetch(idOrSlug, 'charts');
        return resultOf<DashboardChart[]>(early ? await earlyAnswer(early) : await baseQuery(dashboardChartsUrl(idOrSlug)));
      },
      providesTags: (charts, _error, idOrSlug) => [{ type: 'Dashboard', id: idOrSlug }, ...(charts ?? []).map((chart) => ({ type: 'Chart' as const, id: chart.id }))],
    }),
    /** `PUT /api/v1/dashboard/{id}` in any of its forms (published only, properties, CSS, metadata, full save). */
    updateDashboard: build.mutation<DashboardUpdateAnswer, { id: number; slug?: string | null; body: Partial<DashboardSaveBody> & { published?: boolean; last_modified_time?: number } }>({
      query: ({ id, body }) => ({ url: `/api/v1/dashboard/${id}`, method: 'PUT', body }),
      transformResponse: (answer: DashboardUpdateAnswer, _meta, { id }) => {
        noteDashboardVersion(id, answer.last_modified_time);
        return answer;
      },
      invalidatesTags: (_answer, error, { id, slug }) => (error ? [] : [...dashboardTags(id, slug), DASHBOARD_LIST]),
    }),
    /** `POST /api/v1/dashboard/{id}/copy/`: answers the new dashboard's id. */
    copyDashboard: build.mutation<number, { id: number; body: { dashboard_title: string; css: string; duplicate_slices: boolean; json_metadata: string } }>({
      query: ({ id, body }) => ({ url: `/api/v1/dashboard/${id}/copy/`, method: 'POST', body }),
      transformResponse: (answer: { result: { id: number } }) => answer.result.id,
      invalidatesTags: (_id, error, { body }) => (error ? [] : [DASHBOARD_LIST, ...(body.duplicate_slices ? [CHART_LIST] : [])]),
    }),
    /**
     * `PUT /api/v1/dashboard/{id}/colors?mark_updated=false`: stores the colour map without marking
     * the dashboard changed. It invalidates nothing: the page that stores it is the one showing
     * those colours, and a dashboard page always reads its detail afresh when it opens.
     */
    putDashboardColors: build.mutation<unknown, { id: number; colors: LabelColorConfig }>({
      query: ({ id, colors }) => ({ url: `/api/v1/dashboard/${id}/colors?mark_updated=false`, method: 'PUT', body: colors }),
    }),
    /**
     * `PUT /api/v1/dashboard/{id}/filters`: saves the native filters that changed, were deleted or
     * moved; answers the dashboard's whole `native_filter_configuration` as the server stored it.
     */
    saveNativeFilters: build.mutation<FilterConfigItem[], { id: number; changes: NativeFilterChanges }>({
      query: ({ id, changes }) => ({ url: `/api/v1/dashboard/${id}/filters`, method: 'PUT', body: changes }),
      transformResponse: (answer: { result?: unknown; last_modified_time?: unknown }, _meta, { id }) => {
        noteDashboardVersion(id, answer.last_modified_time);
        return Array.isArray(answer.result) ? (answer.result as FilterConfigItem[]) : [];
      },
      invalidatesTags: (_configuration, error, { id }) => (error ? [] : dashboardTags(id)),
    }),
    /** `POST /api/v1/dashboard/{id}/permalink`. */
    createDashboardPermalink: build.mutation<DashboardPermalink, { id: number; state: DashboardPermalinkState }>({
      query: ({ id, state }) => ({ url: `/api/v1/dashboard/${id}/permalink`, method: 'POST', body: state }),
    }),
    /** `GET /api/v1/dashboard/permalink/{key}`. */
    getDashboardPermalink: build.query<DashboardPermalinkValue, string>({
      query: (key) => `/api/v1/dashboard/permalink/${encodeURIComponent(key)}`,
    }),
    /** `GET /api/v1/dashboard/related/{owners|roles}` searched by `filter`. */
    getDashboardRelatedChoices: build.query<RelatedChoice[], { field: 'owners' | 'roles'; filter: string }>({
      query: ({ field, filter }) => `/api/v1/dashboard/related/${field}?q=${risonParam({ filter, page: 0, page_size: 100 })}`,
      transformResponse: (answer: { result: RelatedChoice[] }) => answer.result,
    }),
    /** Saved charts for the edit panel: searched by name, description, viz type or dataset; optionally the user's own. */
    getChartChoices: build.query<{ count: number; result: ChartChoice[] }, { search: string; ownerId: number | null }>({
      query: ({ search, ownerId }) => {
        const filters: Array<{ col: string; opr: string; value: unknown }> = [];
        if (search.trim()) filters.push({ col: 'slice_name', opr: 'chart_all_text', value: search.trim() });
        if (ownerId !== null) filters.push({ col: 'owners', opr: 'rel_m_m', value: ownerId });
        const q = { columns: CHART_CHOICE_COLUMNS, filters, order_column: 'changed_on_delta_humanized', order_direction: 'desc', page: 0, page_size: CHART_CHOICES_PAGE_SIZE };
        return `/api/v1/chart/?q=${risonParam(q)}`;
      },
      providesTags: (answer) => [CHART_LIST, ...(answer?.result ?? []).map((chart) => ({ type: 'Chart' as const, id: chart.id }))],
    }),
    /** `GET /api/v1/dashboard/{id}/datasets`: each dataset's display names, by datasource key (`3__table`). */
    getDashboardVerboseMaps: build.query<Record<string, VerboseMap>, number>({
      query: (id) => `/api/v1/dashboard/${id}/datasets`,
      transformResponse: (answer: { result: Array<{ id: number; type?: string; verbose_map?: unknown }> }) => {
        const maps: Record<string, VerboseMap> = {};
        for (const dataset of answer.result) {
          const map = verboseMapOf(dataset);
          if (map) maps[`${dataset.id}__${dataset.type ?? 'table'}`] = map;
        }
        return maps;
      },
      providesTags: (maps, _error, id) => [
        ...dashboardTags(id),
        ...Object.keys(maps ?? {}).map((key) => ({ type: 'Dataset' as const, id: Number(key.split('__')[0]) })),
      ],
    }),
  }),
});

export const {
  useUpdateDashboardMutation,
  useCopyDashboardMutation,
  useSaveNativeFiltersMutation,
  useGetDashboardRelatedChoicesQuery,
  useGetChartChoicesQuery,
  useGetDashboardVerboseMapsQuery,
} = dashboardApi;

/** Options of {@link postDashboardChartData}. */
export interface DashboardChartDataOptions {
  dashboardId: number;
  pollingDelayMs: number;
  signal?: AbortSignal;
}

/**
 * `POST /api/v1/chart/data?form_data={"slice_id":…}&dashboard_id=…` as a dashboard sends it: 200
 * is the data (a query that failed inside it is thrown as its error), 202 an async job that is
 * waited for, any other status an error normalised to the catalogue. The chart-data lane, not
 * RTK Query: the page's `ChartDataCache` is its only cache.
 */
export async function postDashboardChartData(queryContext: QueryContext, options: DashboardChartDataOptions): Promise<ChartDataResponse> {
  const sliceId = (queryContext.form_data as { slice_id?: unknown } | undefined)?.slice_id;
  const params = new URLSearchParams();
  if (typeof sliceId === 'number') params.set('form_data', JSON.stringify({ slice_id: sliceId }));
  params.set('dashboard_id', String(options.dashboardId));
  return fetchChartData(queryContext, { pollingDelayMs: options.pollingDelayMs, search: params, ...(options.signal ? { signal: options.signal } : {}) });
}
