// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createCsrfBaseQuery } from './csrf-base-query';
import { CSRF_HEADER, createCsrfFetch } from './csrf-fetch';
import { createCsrfTokenSource } from './csrf-token-source';
import { createGuestTokenSource } from './guest-token-source';

interface Seen {
  method: string;
  path: string;
  guestToken: string | null;
  csrfToken: string | null;
  credentials: RequestCredentials;
  body: string;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A server that accepts the guest tokens in `valid` (in the `X-Guest` header) and answers others
 * 401 with the server's words: "Guest token has expired" for those in `expired`.
 */
function guestServer() {
  const valid = new Set<string>();
  const expired = new Set<string>();
  const seen: Seen[] = [];
  let csrfTokenFetches = 0;
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/api/v1/security/csrf_token/') {
      csrfTokenFetches += 1;
      return json(200, { result: 'csrf-1' });
    }
    const guestToken = request.headers.get('X-Guest');
    seen.push({ method: request.method, path, guestToken, csrfToken: request.headers.get(CSRF_HEADER), credentials: request.credentials, body: await request.text() });
    if (guestToken && valid.has(guestToken)) return json(200, { result: 'ok' });
    if (guestToken && expired.has(guestToken)) return json(401, { message: 'Guest token has expired' });
    return json(401, { message: 'Invalid guest token' });
  };
  return { fetchImpl, valid, expired, seen, csrfTokenFetches: () => csrfTokenFetches };
}

function setup() {
  const server = guestServer();
  const guest = createGuestTokenSource();
  const apiFetch = createCsrfFetch(server.fetchImpl, createCsrfTokenSource(server.fetchImpl), guest);
  return { server, guest, apiFetch };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('guest requests (an embedded page)', () => {
  it('carry the guest token in the configured header, with no CSRF token and no cookie', async () => {
    const { server, guest, apiFetch } = setup();
    guest.enable('X-Guest');
    guest.set('g1');
    server.valid.add('g1');
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) expect((await apiFetch('/api/v1/chart/data', { method })).status).toBe(200);
    expect(server.seen.map((seen) => [seen.method, seen.guestToken, seen.csrfToken, seen.credentials])).toEqual([
      ['GET', 'g1', null, 'omit'],
      ['POST', 'g1', null, 'omit'],
      ['PUT', 'g1', null, 'omit'],
      ['DELETE', 'g1', null, 'omit'],
    ]);
    expect(server.csrfTokenFetches()).toBe(0);
  });

  it('send nothing before the host sends the first token', async () => {
    const { server, guest, apiFetch } = setup();
    guest.enable('X-Guest');
    server.valid.add('g1');
    const pending = apiFetch('/api/v1/dashboard/4', { method: 'GET' });
    await settle();
    expect(server.seen).toEqual([]);
    expect(guest.status()).toEqual({ kind: 'waiting' });
    guest.set('g1');
    expect((await pending).status).toBe(200);
    expect(server.seen.map((seen) => seen.guestToken)).toEqual(['g1']);
    expect(guest.status()).toEqual({ kind: 'ready' });
  });

  it('on a 401 mark the token expired and resend the request, body included, with the refreshed one', async () => {
    const { server, guest, apiFetch } = setup();
    guest.enable('X-Guest');
    guest.set('old');
    server.expired.add('old');
    const pending = apiFetch('/api/v1/chart/data', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"n":1}' });
    await settle();
    await settle();
    expect(guest.status()).toEqual({ kind: 'refused', reason: 'expired' });
    // Other requests wait too instead of failing.
    const later = apiFetch('/api/v1/dashboard/4');
    await settle();
    expect(server.seen).toHaveLength(1);
    server.valid.add('new');
    guest.set('new');
    expect((await pending).status).toBe(200);
    expect((await later).status).toBe(200);
    expect(guest.status()).toEqual({ kind: 'ready' });
    expect(server.seen[0]).toMatchObject({ path: '/api/v1/chart/data', guestToken: 'old', body: '{"n":1}' });
    // The two waiting requests go out together with the new token.
    expect(server.seen.slice(1).map((seen) => [seen.path, seen.guestToken, seen.body]).sort()).toEqual([
      ['/api/v1/chart/data', 'new', '{"n":1}'],
      ['/api/v1/dashboard/4', 'new', ''],
    ]);
  });

  it('tell an invalid token from an expired one', async () => {
    const { guest, apiFetch } = setup();
    guest.enable('X-Guest');
    guest.set('forged');
    void apiFetch('/api/v1/dashboard/4').catch(() => undefined);
    for (let i = 0; i < 4; i += 1) await settle();
    expect(guest.status()).toEqual({ kind: 'refused', reason: 'invalid' });
  });

  it('do not mark a refused token that was replaced meanwhile', () => {
    const guest = createGuestTokenSource();
    guest.enable('X-Guest');
    guest.set('a');
    guest.set('b');
    guest.refuse('a', 'expired');
    expect(guest.status()).toEqual({ kind: 'ready' });
    guest.refuse('b', 'expired');
    expect(guest.status()).toEqual({ kind: 'refused', reason: 'expired' });
    // The same token sent again does not lift the refusal.
    guest.set('b');
    expect(guest.status()).toEqual({ kind: 'refused', reason: 'expired' });
  });

  it('stop waiting when the request is aborted', async () => {
    const { server, guest, apiFetch } = setup();
    guest.enable('X-Guest');
    const controller = new AbortController();
    const pending = apiFetch('/api/v1/dashboard/4', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    guest.set('g1');
    await settle();
    expect(server.seen).toEqual([]);
  });

  it('go through the RTK Query base query too', async () => {
    const { server, guest, apiFetch } = setup();
    guest.enable('X-Guest');
    guest.set('g1');
    server.valid.add('g1');
    const baseQuery = createCsrfBaseQuery(apiFetch, 'http://localhost');
    const api = { signal: new AbortController().signal, abort: () => undefined, dispatch: () => undefined, getState: () => ({}), extra: undefined, endpoint: 'x', type: 'query' as const };
    const result = await baseQuery({ url: '/api/v1/dashboard/4/charts' }, api, {});
    expect(result.data).toEqual({ result: 'ok' });
    expect(server.seen[0]).toMatchObject({ path: '/api/v1/dashboard/4/charts', guestToken: 'g1', credentials: 'omit' });
  });

  it('leave the session path alone when guest mode is off', async () => {
    const { server, guest, apiFetch } = setup();
    guest.set('ignored');
    await apiFetch('/api/v1/chart/1', { method: 'PUT' });
    expect(server.seen[0]).toMatchObject({ guestToken: null, csrfToken: 'csrf-1', credentials: 'same-origin' });
    expect(guest.enabled()).toBe(false);
  });
});
