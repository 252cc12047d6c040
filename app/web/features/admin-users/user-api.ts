import { risonParam, type ListQuery, type ListResponse } from '../../components/list-view';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { adminApi } from '../admin-shared/admin-api';
import type { Choice } from '../admin-shared/choice';
import { collectPages } from '../admin-roles/collect-pages';
import type { SecurityUser, SecurityUserPayload } from './user-types';

const LIST = { type: 'User', id: 'LIST' } as const;

/** The columns the user list asks for. */
export const USER_LIST_COLUMNS = [
  'id',
  'username',
  'first_name',
  'last_name',
  'email',
  'active',
  'roles.id',
  'roles.name',
  'last_login',
  'login_count',
  'created_on',
  'changed_on',
] as const;

/** How many matches a user search offers. */
const USER_SEARCH_SIZE = 25;
const USER_CHOICE_COLUMNS = ['id', 'username', 'first_name', 'last_name'];

/** A user as pickers name them: "Grace Hopper (grace)". */
export const userChoice = (user: Pick<SecurityUser, 'id' | 'username' | 'first_name' | 'last_name'>): Choice => {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return { value: user.id, text: name ? `${name} (${user.username})` : user.username };
};

/** Users (admin only): list, create, change (a password sets a new one), delete. */
export const userApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getUserList: build.query<ListResponse<SecurityUser>, ListQuery>({
      query: (q) => `/api/v1/security/users/?q=${risonParam({ ...q, columns: USER_LIST_COLUMNS })}`,
      providesTags: (response) => [LIST, ...(response?.result ?? []).map(({ id }) => ({ type: 'User' as const, id }))],
    }),
    createUser: build.mutation<{ id: number }, SecurityUserPayload>({
      query: (body) => ({ url: '/api/v1/security/users/', method: 'POST', body }),
      invalidatesTags: [LIST, { type: 'Role', id: 'LIST' }],
    }),
    updateUser: build.mutation<unknown, { id: number; changes: Partial<SecurityUserPayload> }>({
      query: ({ id, changes }) => ({ url: `/api/v1/security/users/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'User', id }, { type: 'Role', id: 'LIST' }],
    }),
    deleteUser: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/v1/security/users/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST, { type: 'Role', id: 'LIST' }],
    }),
    /** Users whose username contains `text`, for pickers. */
    searchUserChoices: build.query<Choice[], string>({
      query: (text) =>
        `/api/v1/security/users/?q=${risonParam({
          ...(text.trim() ? { filters: [{ col: 'username', opr: 'ct', value: text.trim() }] } : {}),
          columns: USER_CHOICE_COLUMNS,
          order_column: 'username',
          order_direction: 'asc',
          page: 0,
          page_size: USER_SEARCH_SIZE,
        })}`,
      transformResponse: (response: ListResponse<SecurityUser>) => response.result.map(userChoice),
      providesTags: [LIST],
    }),
    /** Everyone holding the role, read page by page. */
    getRoleMemberChoices: build.query<Choice[], number>({
      queryFn: async (roleId, _api, _extra, baseQuery) => {
        const members = await collectPages<SecurityUser>(async (page, pageSize) => {
          const q = { filters: [{ col: 'roles', opr: 'rel_m_m', value: roleId }], columns: USER_CHOICE_COLUMNS, order_column: 'username', order_direction: 'asc', page, page_size: pageSize };
          const answer = await baseQuery(`/api/v1/security/users/?q=${risonParam(q)}`);
          if (answer.error) throw answer.error;
          return answer.data as ListResponse<SecurityUser>;
        }).catch((error: unknown) => ({ error: error as FetchBaseQueryError }));
        return 'error' in members ? members : { data: members.map(userChoice) };
      },
      providesTags: (_result, _error, roleId) => [LIST, { type: 'Role', id: roleId }],
    }),
  }),
});

export const {
  useSearchUserChoicesQuery,
  useGetRoleMemberChoicesQuery,
  useGetUserListQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
} = userApi;
