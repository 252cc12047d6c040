// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { createCsrfBaseQuery } from './csrf-base-query';
import { createCsrfFetch } from './csrf-fetch';
import { createCsrfTokenSource } from './csrf-token-source';
import { createTestCsrfServer } from '../test-support/csrf-test-server';

interface Echo {
  result: { path: string; body: string };
}

function setup(handler?: Parameters<typeof createTestCsrfServer>[0]) {
  const server = createTestCsrfServer(handler);
  const testApi = createApi({
    baseQuery: createCsrfBaseQuery(createCsrfFetch(server.fetch, createCsrfTokenSource(server.fetch))),
    endpoints: (build) => ({
      getDashboard: build.query<Echo, number>({ query: (id) => `/api/v1/dashboard/${id}` }),
      saveDashboard: build.mutation<Echo, { title: string }>({
        query: (body) => ({ url: '/api/v1/dashboard/', method: 'POST', body }),
      }),
    }),
  });
  const store = configureStore({
    reducer: { [testApi.reducerPath]: testApi.reducer },
    middleware: (getDefault) => getDefault().concat(testApi.middleware),
  });
  const save = (title: string) => store.dispatch(testApi.endpoints.saveDashboard.initiate({ title }));
  const get = (id: number) => store.dispatch(testApi.endpoints.getDashboard.initiate(id, { forceRefetch: true }));
  return { server, save, get };
}

describe('createCsrfBaseQuery', () => {
  it('sends queries (GET) without a token and fetches none', async () => {
    const { server, get } = setup();
    const result = await get(1);
    expect(result.data?.result.path).toBe('/api/v1/dashboard/1');
    expect(server.tokenFetches()).toBe(0);
    expect(server.calls()[0]).toMatchObject({ method: 'GET', csrfToken: null, credentials: 'same-origin' });
  });

  it('adds X-CSRFToken to mutations, fetching the token only once', async () => {
    const { server, save } = setup();
    const first = await save('Sales');
    const second = await save('Marketing');
    expect(first.data?.result.body).toBe('{"title":"Sales"}');
    expect(second.error).toBeUndefined();
    expect(server.tokenFetches()).toBe(1);
    expect(server.calls().map((r) => [r.method, r.csrfToken])).toEqual([
      ['POST', 'token-1'],
      ['POST', 'token-1'],
    ]);
  });

  it('refetches the token and retries once when the server rejects it', async () => {
    const { server, save } = setup();
    await save('Sales');
    server.rotate();
    const result = await save('Sales v2');
    expect(result.error).toBeUndefined();
    expect(result.data?.result.body).toBe('{"title":"Sales v2"}');
    expect(server.tokenFetches()).toBe(2);
    expect(server.calls().map((r) => r.csrfToken)).toEqual(['token-1', 'token-1', 'token-2']);
  });

  it('does not loop: a second CSRF refusal is returned as the error', async () => {
    const { server, save } = setup((request) =>
      request.method === 'POST'
        ? new Response(JSON.stringify({ message: 'The CSRF token is missing.' }), {
            status: 403,
            headers: { 'Content-Type': 'application/json' },
          })
        : undefined,
    );
    const result = await save('Sales');
    expect(result.error).toEqual({ status: 403, data: { message: 'The CSRF token is missing.' } });
    expect(server.calls()).toHaveLength(2);
    expect(server.tokenFetches()).toBe(2);
  });
});
