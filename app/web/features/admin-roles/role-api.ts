import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { risonParam, type ListQuery, type ListResponse } from '../../components/list-view';
import { adminApi } from '../admin-shared/admin-api';
import type { Choice } from '../admin-shared/choice';
import { collectPages } from './collect-pages';
import type { PermissionViewRow, RolePermission, RoleSearchItem } from './role-types';

const LIST = { type: 'Role', id: 'LIST' } as const;

/** Roles are few: one page of this size holds them all for pickers. */
const ROLE_CHOICES_PAGE_SIZE = 100;

/**
 * The search endpoint takes `{col, value}` filters (name contains), not Flask-AppBuilder's
 * operators, and orders by id or name only.
 */
function roleSearchQuery(q: ListQuery) {
  return {
    ...q,
    filters: (q.filters ?? []).map(({ col, value }) => ({ col, value: String(value) })),
  };
}

/** Roles (admin only): list with their users and grants, create, rename, delete, permissions and users of one. */
export const roleApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getRoleList: build.query<ListResponse<RoleSearchItem>, ListQuery>({
      query: (q) => `/api/v1/security/roles/search/?q=${risonParam(roleSearchQuery(q))}`,
      transformResponse: (response: { count: number; ids?: number[]; result: RoleSearchItem[] }) => ({
        count: response.count,
        ids: response.ids ?? response.result.map((role) => role.id),
        result: response.result,
      }),
      providesTags: (response) => [LIST, ...(response?.result ?? []).map(({ id }) => ({ type: 'Role' as const, id }))],
    }),
    getRoleChoices: build.query<Choice[], void>({
      query: () =>
        `/api/v1/security/roles/?q=${risonParam({ order_column: 'name', order_direction: 'asc', page: 0, page_size: ROLE_CHOICES_PAGE_SIZE })}`,
      transformResponse: (response: { result: { id: number; name: string }[] }) =>
        response.result.map((role) => ({ value: role.id, text: role.name })),
      providesTags: [LIST],
    }),
    createRole: build.mutation<{ id: number }, { name: string }>({
      query: (body) => ({ url: '/api/v1/security/roles/', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    renameRole: build.mutation<unknown, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `/api/v1/security/roles/${id}`, method: 'PUT', body: { name } }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Role', id }, { type: 'User', id: 'LIST' }],
    }),
    deleteRole: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/v1/security/roles/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST, { type: 'User', id: 'LIST' }],
    }),
    getRolePermissions: build.query<RolePermission[], number>({
      query: (id) => `/api/v1/security/roles/${id}/permissions/`,
      transformResponse: (response: { result: RolePermission[] }) => response.result,
      providesTags: (_result, _error, id) => [{ type: 'Role', id }],
    }),
    setRolePermissions: build.mutation<unknown, { id: number; permissionViewIds: number[] }>({
      query: ({ id, permissionViewIds }) => ({
        url: `/api/v1/security/roles/${id}/permissions`,
        method: 'POST',
        body: { permission_view_menu_ids: permissionViewIds },
      }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Role', id }],
    }),
    setRoleUsers: build.mutation<unknown, { id: number; userIds: number[] }>({
      query: ({ id, userIds }) => ({ url: `/api/v1/security/roles/${id}/users`, method: 'PUT', body: { user_ids: userIds } }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Role', id }, { type: 'User', id: 'LIST' }],
    }),
    /** Every permission on every view: thousands of rows, read page by page once and searched here. */
    getPermissionViews: build.query<PermissionViewRow[], void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const rows = await collectPages<PermissionViewRow>(async (page, pageSize) => {
          const answer = await baseQuery(`/api/v1/security/permissions-resources/?q=${risonParam({ page, page_size: pageSize })}`);
          if (answer.error) throw answer.error;
          return answer.data as { count: number; result: PermissionViewRow[] };
        }).catch((error: unknown) => ({ error: error as FetchBaseQueryError }));
        return 'error' in rows ? rows : { data: rows };
      },
    }),
  }),
});

export const {
  useGetRoleListQuery,
  useGetRoleChoicesQuery,
  useCreateRoleMutation,
  useRenameRoleMutation,
  useDeleteRoleMutation,
  useGetRolePermissionsQuery,
  useSetRolePermissionsMutation,
  useSetRoleUsersMutation,
  useGetPermissionViewsQuery,
} = roleApi;
