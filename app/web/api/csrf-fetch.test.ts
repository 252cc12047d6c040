// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createCsrfFetch } from './csrf-fetch';
import { createCsrfTokenSource } from './csrf-token-source';
import { createTestCsrfServer } from '../test-support/csrf-test-server';

const setup = (handler?: Parameters<typeof createTestCsrfServer>[0]) => {
  const server = createTestCsrfServer(handler);
  const csrfFetch = createCsrfFetch(server.fetch, createCsrfTokenSource(server.fetch));
  return { server, csrfFetch };
};

const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('createCsrfFetch', () => {
  it('sends GET and HEAD without a token and without fetching one', async () => {
    const { server, csrfFetch } = setup();
    expect((await csrfFetch('/api/v1/me/')).status).toBe(200);
    expect((await csrfFetch('/api/v1/me/', { method: 'HEAD' })).status).toBe(200);
    expect(server.tokenFetches()).toBe(0);
    expect(server.calls().map((r) => r.csrfToken)).toEqual([null, null]);
  });

  it('adds the token to every state-changing method', async () => {
    const { server, csrfFetch } = setup();
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      expect((await csrfFetch('/api/v1/chart/1', { method })).status).toBe(200);
    }
    expect(server.calls().map((r) => r.csrfToken)).toEqual(['token-1', 'token-1', 'token-1', 'token-1']);
  });

  it('fetches the token once, lazily, and shares it between concurrent requests', async () => {
    const { server, csrfFetch } = setup();
    expect(server.tokenFetches()).toBe(0);
    await Promise.all([csrfFetch('/a', post({})), csrfFetch('/b', post({})), csrfFetch('/c', { method: 'DELETE' })]);
    await csrfFetch('/d', post({}));
    expect(server.tokenFetches()).toBe(1);
  });

  it('sends the session cookie with every request, the token fetch included', async () => {
    const { server, csrfFetch } = setup();
    await csrfFetch('/a', post({}));
    await csrfFetch('/b');
    expect(server.requests.map((r) => r.credentials)).toEqual(['same-origin', 'same-origin', 'same-origin']);
  });

  it('on a CSRF 403 fetches a new token and retries once with the same body', async () => {
    const { server, csrfFetch } = setup();
    await csrfFetch('/a', post({ n: 1 }));
    server.rotate();
    const response = await csrfFetch('/api/v1/dashboard/', post({ dashboard_title: 'Sales' }));
    expect(response.status).toBe(200);
    const [rejected, retried] = server.calls().slice(1);
    expect(rejected).toMatchObject({ csrfToken: 'token-1', body: '{"dashboard_title":"Sales"}' });
    expect(retried).toMatchObject({ csrfToken: 'token-2', body: '{"dashboard_title":"Sales"}' });
    expect(server.tokenFetches()).toBe(2);
  });

  it('gives up after one retry when the server keeps refusing the token', async () => {
    const { server, csrfFetch } = setup((request) =>
      request.method === 'POST'
        ? new Response(JSON.stringify({ message: 'The CSRF token is invalid.' }), { status: 403 })
        : undefined,
    );
    const response = await csrfFetch('/api/v1/chart/', post({}));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'The CSRF token is invalid.' });
    expect(server.calls()).toHaveLength(2);
    expect(server.tokenFetches()).toBe(2);
  });

  it('does not retry a 403 that is about permissions, not CSRF', async () => {
    const { server, csrfFetch } = setup((request) =>
      request.method === 'PUT'
        ? new Response(JSON.stringify({ message: 'You do not have permission to edit this dashboard' }), {
            status: 403,
          })
        : undefined,
    );
    const response = await csrfFetch('/api/v1/dashboard/3', { method: 'PUT', body: '{}' });
    expect(response.status).toBe(403);
    expect(server.calls()).toHaveLength(1);
    expect(server.tokenFetches()).toBe(1);
  });

  it('recognises CSRF failures reported in the errors array', async () => {
    let refused = false;
    const { server, csrfFetch } = setup((request) => {
      if (request.method !== 'POST' || refused) return undefined;
      refused = true;
      return new Response(JSON.stringify({ errors: [{ message: '400 Bad Request: The CSRF session token is missing.' }] }), {
        status: 403,
      });
    });
    expect((await csrfFetch('/a', post({}))).status).toBe(200);
    expect(server.calls()).toHaveLength(2);
  });

  it('shares one new token when several requests are refused together', async () => {
    const { server, csrfFetch } = setup();
    await csrfFetch('/warm-up', post({}));
    server.rotate();
    const responses = await Promise.all([csrfFetch('/a', post({})), csrfFetch('/b', post({})), csrfFetch('/c', post({}))]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(server.tokenFetches()).toBe(2);
  });

  it('tries the token endpoint again after it failed', async () => {
    let failTokenOnce = true;
    const server = createTestCsrfServer();
    const flakyFetch: typeof fetch = async (input, init) => {
      if (String(input).includes('csrf_token') && failTokenOnce) {
        failTokenOnce = false;
        return new Response('{}', { status: 500 });
      }
      return server.fetch(input, init);
    };
    const csrfFetch = createCsrfFetch(flakyFetch, createCsrfTokenSource(flakyFetch));
    await expect(csrfFetch('/a', post({}))).rejects.toThrow(/CSRF token/);
    expect((await csrfFetch('/a', post({}))).status).toBe(200);
  });
});
