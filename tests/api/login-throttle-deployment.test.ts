import { createServer, type AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, createTestApp, USERS, type TestApp } from './test-app.js';

/**
 * Login throttling as deployed: behind a reverse proxy (`TRUST_PROXY`), and with its Redis store
 * unreachable. The throttle's own rules are in security-hardening.test.ts.
 */

const PROXY = '10.20.0.1';

/** A failed API login for an unknown user, from `remoteAddress`, optionally forwarded for `client`. */
const guess = (t: TestApp, remoteAddress: string, client: string | null, n: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/security/login',
    remoteAddress,
    headers: client ? { 'x-forwarded-for': client } : {},
    payload: { username: `nobody-${n}`, password: 'guess', provider: 'db' },
  });

/** Ten failures from one client (the address limit), each under a new username so only the address counts. */
async function exhaustAddress(t: TestApp, remoteAddress: string, client: string | null): Promise<void> {
  for (let i = 0; i < 10; i += 1) expect((await guess(t, remoteAddress, client, i)).statusCode).toBe(401);
}

describe('behind a reverse proxy', () => {
  let trusting: TestApp;
  let oneHop: TestApp;
  let plain: TestApp;

  beforeAll(async () => {
    trusting = await createTestApp({ env: { TRUST_PROXY: `${PROXY}, 10.30.0.0/16` } });
    oneHop = await createTestApp({ env: { TRUST_PROXY: '1' } });
    plain = await createTestApp();
  });
  afterAll(async () => {
    await trusting?.close();
    await oneHop?.close();
    await plain?.close();
  });

  it('with TRUST_PROXY, counts each forwarded client on its own', async () => {
    await exhaustAddress(trusting, PROXY, '203.0.113.1');
    expect((await guess(trusting, PROXY, '203.0.113.1', 99)).statusCode).toBe(429);
    // Another client behind the same proxy is not locked out by the first one's guesses.
    expect((await guess(trusting, PROXY, '203.0.113.2', 99)).statusCode).toBe(401);
    // A proxy inside a trusted range is believed as well, and its client is the same person.
    expect((await guess(trusting, '10.30.4.5', '203.0.113.1', 100)).statusCode).toBe(429);
  });

  it('with TRUST_PROXY, ignores the header from a client that is not a trusted proxy', async () => {
    // A client talking to the server directly cannot pick a fresh address per guess.
    for (let i = 0; i < 10; i += 1) expect((await guess(trusting, '198.51.100.7', `192.0.2.${i}`, i)).statusCode).toBe(401);
    expect((await guess(trusting, '198.51.100.7', '192.0.2.200', 99)).statusCode).toBe(429);
  });

  it('with a hop count, takes the address the nearest proxy saw, not what the client wrote before it', async () => {
    // The proxy appends the address it saw; the entries before it are the client's own words.
    for (let i = 0; i < 10; i += 1) expect((await guess(oneHop, PROXY, `192.0.2.${i}, 203.0.113.1`, i)).statusCode).toBe(401);
    expect((await guess(oneHop, PROXY, '192.0.2.200, 203.0.113.1', 99)).statusCode).toBe(429);
    expect((await guess(oneHop, PROXY, '203.0.113.2', 99)).statusCode).toBe(401);
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For: everyone behind the proxy shares its address', async () => {
    await exhaustAddress(plain, PROXY, '203.0.113.1');
    expect((await guess(plain, PROXY, '203.0.113.2', 99)).statusCode).toBe(429);
    expect((await guess(plain, PROXY, null, 100)).statusCode).toBe(429);
  });
});

/** A local port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('when the Redis throttle store is down', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { TESSERA_REDIS_URL: `redis://127.0.0.1:${await closedPort()}` } });
  });
  afterAll(async () => t?.close());

  function expectUnavailable(response: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toEqual({ message: 'Signing in is unavailable right now; try again in a moment.' });
  }

  it('refuses the API login with a 503 JSON answer, even with the right password', async () => {
    const { username, password } = USERS.admin;
    expectUnavailable(await t.app.inject({ method: 'POST', url: '/api/v1/security/login', payload: { username, password, provider: 'db' } }));
    // Nothing was checked: the throttle is never skipped, so no password is tried uncounted.
    const user = await t.store.db.selectFrom('ab_user').select(['login_count', 'fail_login_count']).where('username', '=', username).executeTakeFirstOrThrow();
    expect(user).toEqual({ login_count: 0, fail_login_count: 0 });
  });

  it('refuses the browser login the same way', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/security/csrf_token/' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { cookie: cookiesOf(first), 'x-csrftoken': first.json().result },
      payload: { username: USERS.gamma.username, password: USERS.gamma.password },
    });
    expectUnavailable(login);
    expect(login.cookies.some((cookie) => cookie.name === 'session' && cookie.value !== '')).toBe(false);
  });
});
