import { createApi } from '@reduxjs/toolkit/query/react';
import { apiFetch } from './api-fetch';
import { createCsrfBaseQuery } from './csrf-base-query';
import { CSRF_TOKEN_URL } from './csrf-token-source';
import type { CurrentUser } from './current-user';

interface ResultEnvelope<T> {
  result: T;
}

/**
 * The app's one RTK Query API. Feature folders add their endpoints with
 * `api.injectEndpoints({ endpoints: (build) => ({ … }) })` next to the code that uses them.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createCsrfBaseQuery(apiFetch),
  tagTypes: ['Me', 'Dashboard', 'Chart', 'Dataset', 'Database', 'SavedQuery', 'Query', 'SqlLabTab'],
  endpoints: (build) => ({
    getMe: build.query<CurrentUser, void>({
      query: () => '/api/v1/me/',
      transformResponse: (response: ResultEnvelope<CurrentUser>) => response.result,
      providesTags: ['Me'],
    }),
    getCsrfToken: build.query<string, void>({
      query: () => CSRF_TOKEN_URL,
      transformResponse: (response: ResultEnvelope<string>) => response.result,
    }),
  }),
});

export const { useGetMeQuery, useGetCsrfTokenQuery } = api;
