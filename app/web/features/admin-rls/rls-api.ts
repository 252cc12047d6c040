import { risonParam, type ListQuery, type ListResponse } from '../../components/list-view';
import { adminApi } from '../admin-shared/admin-api';
import type { Choice } from '../admin-shared/choice';
import type { RlsRule, RlsRulePayload } from './rls-types';

const LIST = { type: 'RowLevelSecurity', id: 'LIST' } as const;

/** How many matches a picker offers at a time. */
const RELATED_PAGE_SIZE = 50;

/** Row level security rules (admin only): list, one, create, change, delete one or many, and the pickers' options. */
export const rlsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getRlsRuleList: build.query<ListResponse<RlsRule>, ListQuery>({
      query: (q) => `/api/v1/rowlevelsecurity/?q=${risonParam(q)}`,
      providesTags: (response) => [LIST, ...(response?.result ?? []).map(({ id }) => ({ type: 'RowLevelSecurity' as const, id }))],
    }),
    getRlsRule: build.query<RlsRule, number>({
      query: (id) => `/api/v1/rowlevelsecurity/${id}`,
      transformResponse: (response: { id: number; result: Omit<RlsRule, 'id'> & { id?: number } }) => ({ ...response.result, id: response.id }),
      providesTags: (_result, _error, id) => [{ type: 'RowLevelSecurity', id }],
    }),
    createRlsRule: build.mutation<{ id: number }, RlsRulePayload>({
      query: (body) => ({ url: '/api/v1/rowlevelsecurity/', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateRlsRule: build.mutation<unknown, { id: number; payload: RlsRulePayload }>({
      query: ({ id, payload }) => ({ url: `/api/v1/rowlevelsecurity/${id}`, method: 'PUT', body: payload }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'RowLevelSecurity', id }],
    }),
    deleteRlsRule: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/v1/rowlevelsecurity/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    bulkDeleteRlsRules: build.mutation<unknown, readonly number[]>({
      query: (ids) => ({ url: `/api/v1/rowlevelsecurity/?q=${risonParam(ids)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    /** Datasets (`tables`) or roles whose name matches `filter`, as the rule's pickers offer them. */
    getRlsRelatedChoices: build.query<Choice[], { column: 'tables' | 'roles'; filter: string }>({
      query: ({ column, filter }) =>
        `/api/v1/rowlevelsecurity/related/${column}?q=${risonParam({ filter: filter.trim(), page: 0, page_size: RELATED_PAGE_SIZE })}`,
      transformResponse: (response: { result: Choice[] }) => response.result.map(({ value, text }) => ({ value, text })),
    }),
  }),
});

export const {
  useGetRlsRuleListQuery,
  useGetRlsRuleQuery,
  useCreateRlsRuleMutation,
  useUpdateRlsRuleMutation,
  useDeleteRlsRuleMutation,
  useBulkDeleteRlsRulesMutation,
  useGetRlsRelatedChoicesQuery,
} = rlsApi;
