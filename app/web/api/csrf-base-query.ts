import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { CsrfFetch } from './csrf-fetch';

/** The RTK Query base query: `fetchBaseQuery` sending every request through the CSRF-aware fetch. */
export function createCsrfBaseQuery(csrfFetch: CsrfFetch, baseUrl?: string) {
  return fetchBaseQuery({
    ...(baseUrl === undefined ? {} : { baseUrl }),
    credentials: 'same-origin',
    fetchFn: (input, init) => csrfFetch(input, init),
  });
}
