import { api } from '../../../api/api';
import { risonParam, type ListQuery, type ListResponse } from '../../../components/list-view';
import type { RelatedOption } from '../../chart/chart-types';
import type { DashboardCreated, DashboardListItem } from './dashboard-list-types';

const LIST = { type: 'Dashboard', id: 'LIST' } as const;
/** Lists filtered on favourites change when a star does. */
const FAVORITE_LIST = { type: 'Dashboard', id: 'FAVORITE_LIST' } as const;

/** The columns the dashboard list shows, so rows do not carry layouts and metadata. */
export const DASHBOARD_LIST_COLUMNS = [
  'id',
  'dashboard_title',
  'slug',
  'url',
  'published',
  'certified_by',
  'certification_details',
  'owners.id',
  'owners.first_name',
  'owners.last_name',
  'changed_by_name',
  'changed_on_delta_humanized',
  'changed_on_utc',
] as const;

const filtersOnFavorites = (query: ListQuery) => (query.filters ?? []).some((filter) => filter.opr === 'dashboard_is_favorite');

/** Dashboards as lists show them: list, favourites, publish, create, delete, and the filters' choices. */
export const dashboardListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardList: build.query<ListResponse<DashboardListItem>, ListQuery>({
      query: (q) => `/api/v1/dashboard/?q=${risonParam({ ...q, columns: DASHBOARD_LIST_COLUMNS })}`,
      providesTags: (response, _error, q) => [
        LIST,
        ...(filtersOnFavorites(q) ? [FAVORITE_LIST] : []),
        ...(response?.result ?? []).map(({ id }) => ({ type: 'Dashboard' as const, id })),
      ],
    }),
    getDashboardListFavoriteStatus: build.query<Record<number, boolean>, readonly number[]>({
      query: (ids) => `/api/v1/dashboard/favorite_status/?q=${risonParam(ids)}`,
      transformResponse: (response: { result: { id: number; value: boolean }[] }) =>
        Object.fromEntries(response.result.map(({ id, value }) => [id, value])),
    }),
    /**
     * Stars or unstars a dashboard. The star shows at once (the cached status of `statusIds` is
     * patched) and goes back if the server refuses.
     */
    setDashboardListFavorite: build.mutation<unknown, { id: number; starred: boolean; statusIds: readonly number[] }>({
      query: ({ id, starred }) => ({ url: `/api/v1/dashboard/${id}/favorites/`, method: starred ? 'POST' : 'DELETE' }),
      async onQueryStarted({ id, starred, statusIds }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          dashboardListApi.util.updateQueryData('getDashboardListFavoriteStatus', statusIds, (draft) => {
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
    /** `PUT /api/v1/dashboard/{id}` with `published` alone. */
    setDashboardListPublished: build.mutation<unknown, { id: number; published: boolean }>({
      query: ({ id, published }) => ({ url: `/api/v1/dashboard/${id}`, method: 'PUT', body: { published } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Dashboard', id }, LIST]),
    }),
    /** `POST /api/v1/dashboard/` with no title: the server names it "[ untitled dashboard ]". */
    createUntitledDashboard: build.mutation<DashboardCreated, void>({
      query: () => ({ url: '/api/v1/dashboard/', method: 'POST', body: {} }),
      invalidatesTags: [LIST],
    }),
    deleteListedDashboard: build.mutation<{ message?: string }, number>({
      query: (id) => ({ url: `/api/v1/dashboard/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    bulkDeleteDashboards: build.mutation<{ message?: string }, readonly number[]>({
      query: (ids) => ({ url: `/api/v1/dashboard/?q=${risonParam(ids)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    getDashboardPeopleChoices: build.query<RelatedOption[], 'owners' | 'created_by'>({
      query: (column) => `/api/v1/dashboard/related/${column}?q=${risonParam({ page: 0, page_size: 100 })}`,
      transformResponse: (response: { result: RelatedOption[] }) => response.result,
    }),
  }),
});

export const {
  useGetDashboardListQuery,
  useGetDashboardListFavoriteStatusQuery,
  useSetDashboardListFavoriteMutation,
  useSetDashboardListPublishedMutation,
  useCreateUntitledDashboardMutation,
  useDeleteListedDashboardMutation,
  useBulkDeleteDashboardsMutation,
  useGetDashboardPeopleChoicesQuery,
} = dashboardListApi;
