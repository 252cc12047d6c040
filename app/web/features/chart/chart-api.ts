import { api } from '../../api/api';
import { risonParam, type ListQuery, type ListResponse } from '../../components/list-view';
import type { ChartDetail, ChartFavoriteStatus, ChartListItem, ChartPropertiesUpdate, RelatedOption } from './chart-types';

const LIST = { type: 'Chart', id: 'LIST' } as const;
/** Lists filtered on favourites change when a star does. */
const FAVORITE_LIST = { type: 'Chart', id: 'FAVORITE_LIST' } as const;

/** The columns the chart list shows, so rows do not carry form data and query contexts. */
export const CHART_LIST_COLUMNS = [
  'id',
  'slice_name',
  'url',
  'viz_type',
  'datasource_id',
  'datasource_name_text',
  'datasource_url',
  'owners.id',
  'owners.first_name',
  'owners.last_name',
  'dashboards.id',
  'dashboards.dashboard_title',
  'description',
  'certified_by',
  'certification_details',
  'changed_by_name',
  'changed_on_delta_humanized',
  'changed_on_utc',
] as const;

const filtersOnFavorites = (query: ListQuery) => (query.filters ?? []).some((filter) => filter.opr === 'chart_is_favorite');

/** Charts: list, favourites, delete, and the choices of the list's filters. */
export const chartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChartList: build.query<ListResponse<ChartListItem>, ListQuery>({
      query: (q) => `/api/v1/chart/?q=${risonParam({ ...q, columns: CHART_LIST_COLUMNS })}`,
      providesTags: (response, _error, q) => [
        LIST,
        ...(filtersOnFavorites(q) ? [FAVORITE_LIST] : []),
        ...(response?.result ?? []).map(({ id }) => ({ type: 'Chart' as const, id })),
      ],
    }),
    getChartFavoriteStatus: build.query<Record<number, boolean>, readonly number[]>({
      query: (ids) => `/api/v1/chart/favorite_status/?q=${risonParam(ids)}`,
      transformResponse: (response: { result: ChartFavoriteStatus[] }) =>
        Object.fromEntries(response.result.map(({ id, value }) => [id, value])),
    }),
    /**
     * Stars or unstars a chart. The star shows at once (the cached status of `statusIds` is
     * patched) and goes back if the server refuses.
     */
    setChartFavorite: build.mutation<unknown, { id: number; starred: boolean; statusIds: readonly number[] }>({
      query: ({ id, starred }) => ({ url: `/api/v1/chart/${id}/favorites/`, method: starred ? 'POST' : 'DELETE' }),
      async onQueryStarted({ id, starred, statusIds }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          chartApi.util.updateQueryData('getChartFavoriteStatus', statusIds, (draft) => {
            draft[id] = starred;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [FAVORITE_LIST]),
    }),
    getChart: build.query<ChartDetail, number>({
      query: (id) => `/api/v1/chart/${id}`,
      transformResponse: (response: { result: ChartDetail }) => response.result,
      providesTags: (_result, _error, id) => [{ type: 'Chart', id }],
    }),
    updateChart: build.mutation<unknown, { id: number; changes: ChartPropertiesUpdate & { changed_on?: string } }>({
      query: ({ id, changes }) => ({ url: `/api/v1/chart/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, { type: 'Chart', id }]),
    }),
    deleteChart: build.mutation<{ message?: string }, number>({
      query: (id) => ({ url: `/api/v1/chart/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    bulkDeleteCharts: build.mutation<{ message?: string }, readonly number[]>({
      query: (ids) => ({ url: `/api/v1/chart/?q=${risonParam(ids)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    getChartVizTypes: build.query<string[], void>({
      query: () => '/api/v1/chart/distinct/viz_type',
      transformResponse: (response: { result: RelatedOption<string>[] }) => response.result.map(({ value }) => value),
      providesTags: [LIST],
    }),
    getChartOwnerChoices: build.query<RelatedOption[], void>({
      query: () => `/api/v1/chart/related/owners?q=${risonParam({ page: 0, page_size: 100 })}`,
      transformResponse: (response: { result: RelatedOption[] }) => response.result,
    }),
    getChartDatasetChoices: build.query<{ id: number; table_name: string; schema: string | null }[], void>({
      query: () =>
        `/api/v1/dataset/?q=${risonParam({ columns: ['id', 'table_name', 'schema'], order_column: 'table_name', order_direction: 'asc', page: 0, page_size: 100 })}`,
      transformResponse: (response: ListResponse<{ id: number; table_name: string; schema: string | null }>) => response.result,
      providesTags: [{ type: 'Dataset', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetChartListQuery,
  useGetChartFavoriteStatusQuery,
  useSetChartFavoriteMutation,
  useGetChartQuery,
  useUpdateChartMutation,
  useDeleteChartMutation,
  useBulkDeleteChartsMutation,
  useGetChartVizTypesQuery,
  useGetChartOwnerChoicesQuery,
  useGetChartDatasetChoicesQuery,
} = chartApi;
