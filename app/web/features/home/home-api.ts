import { api } from '../../api/api';
import { risonParam, type ListQuery, type ListQueryFilter, type ListResponse } from '../../components/list-view';
import type { HomeChart, HomeDashboard, HomeListArgs, HomeSavedQuery, RecentActivityItem } from './home-types';

const DASHBOARD_COLUMNS = ['id', 'dashboard_title', 'url', 'published', 'changed_on_utc', 'changed_on_delta_humanized', 'created_on_delta_humanized'];
const CHART_COLUMNS = ['id', 'slice_name', 'url', 'viz_type', 'changed_on_utc', 'changed_on_delta_humanized', 'created_on_delta_humanized'];
const SAVED_QUERY_COLUMNS = ['id', 'label', 'sql', 'schema', 'database.id', 'database.database_name', 'changed_on_delta_humanized'];

/**
 * The list request of a home section, as Superset's home page sends it: favourites by the
 * resource's `is_favorite` filter, "mine" by owner, edited and created by the user, latest change first.
 */
export function homeListQuery({ tab, userId, pageSize }: HomeListArgs, favoriteOperator: string): ListQuery {
  const filter: Record<HomeListArgs['tab'], ListQueryFilter | null> = {
    favorite: { col: 'id', opr: favoriteOperator, value: true },
    mine: { col: 'owners', opr: 'rel_m_m', value: userId },
    edited: { col: 'changed_by', opr: 'rel_o_m', value: userId },
    created: { col: 'created_by', opr: 'rel_o_m', value: userId },
    all: null,
  };
  const chosen = filter[tab];
  return {
    ...(chosen ? { filters: [chosen] } : {}),
    order_column: 'changed_on_delta_humanized',
    order_direction: 'desc',
    page: 0,
    page_size: pageSize,
  };
}

/** Lists that change when a star does (the tag ids the list pages' star mutations invalidate). */
const favoriteTags = (type: 'Dashboard' | 'Chart', tab: HomeListArgs['tab']) =>
  tab === 'favorite' ? [{ type, id: 'FAVORITE_LIST' }] : [];

/** What the home page reads: recent activity, and short lists of dashboards, charts and saved queries. */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecentActivity: build.query<RecentActivityItem[], { pageSize: number }>({
      query: ({ pageSize }) => `/api/v1/log/recent_activity/?q=${risonParam({ page: 0, page_size: pageSize, distinct: true })}`,
      transformResponse: (response: { result: RecentActivityItem[] }) => response.result,
      keepUnusedDataFor: 0,
    }),
    getHomeDashboards: build.query<ListResponse<HomeDashboard>, HomeListArgs>({
      query: (args) => `/api/v1/dashboard/?q=${risonParam({ ...homeListQuery(args, 'dashboard_is_favorite'), columns: DASHBOARD_COLUMNS })}`,
      providesTags: (response, _error, args) => [
        { type: 'Dashboard', id: 'LIST' },
        ...favoriteTags('Dashboard', args.tab),
        ...(response?.result ?? []).map(({ id }) => ({ type: 'Dashboard' as const, id })),
      ],
    }),
    getHomeCharts: build.query<ListResponse<HomeChart>, HomeListArgs>({
      query: (args) => `/api/v1/chart/?q=${risonParam({ ...homeListQuery(args, 'chart_is_favorite'), columns: CHART_COLUMNS })}`,
      providesTags: (response, _error, args) => [
        { type: 'Chart', id: 'LIST' },
        ...favoriteTags('Chart', args.tab),
        ...(response?.result ?? []).map(({ id }) => ({ type: 'Chart' as const, id })),
      ],
    }),
    getHomeSavedQueries: build.query<ListResponse<HomeSavedQuery>, HomeListArgs>({
      query: ({ userId, pageSize }) =>
        `/api/v1/saved_query/?q=${risonParam({
          filters: [{ col: 'created_by', opr: 'rel_o_m', value: userId }],
          order_column: 'changed_on_delta_humanized',
          order_direction: 'desc',
          page: 0,
          page_size: pageSize,
          columns: SAVED_QUERY_COLUMNS,
        })}`,
      providesTags: [{ type: 'SavedQuery', id: 'LIST' }],
    }),
  }),
});

export const { useGetRecentActivityQuery, useGetHomeDashboardsQuery, useGetHomeChartsQuery, useGetHomeSavedQueriesQuery } = homeApi;
