import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { installExamples, prepareStore } from '../../app/server/bootstrap/initialize.js';
import { buildApp } from '../../app/server/build-app.js';
import { loadConfig } from '../../app/server/config/load-config.js';
import { createServerKernel } from '../../app/server/kernel/create-server-kernel.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { SecurityManager } from '../../app/server/security/security-manager.js';
import { createStore, type Store } from '../../app/server/store/create-store.js';
import { createTestStore, type TestStore } from '../../app/server/store/store-test-harness.js';
import { TcpProxy, eventually } from './operations-proxy.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * A server whose Redis or metadata PostgreSQL goes away and comes back. Both are the real
 * services, reached through a TCP proxy the test closes and reopens; neither is ever stopped.
 */

const REDIS = { host: '127.0.0.1', port: 6379 };
const PG_ADMIN_URL = new URL(process.env.TESSERA_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

const bearer = async (app: FastifyInstance, user: { username: string; password: string }) => {
  const login = await apiLogin(app, user.username, user.password);
  expect(login.statusCode, login.body).toBe(200);
  return { authorization: `Bearer ${login.json().access_token}` };
};

describe('with Redis going away', () => {
  const proxy = new TcpProxy(REDIS);
  let t: TestApp;
  let admin: Record<string, string>;
  let birthNames: number;
  // A query of its own per run, so that no earlier run's cache entry answers it.
  const limit = 1000 + Math.floor(Math.random() * 1000);
  const redisPrefix = `tessera-test-outage-${randomUUID()}:`;
  const chartData = (rowLimit = limit) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: admin,
      payload: { datasource: { id: birthNames, type: 'table' }, queries: [{ columns: ['gender'], metrics: ['count'], row_limit: rowLimit }] },
    });

  beforeAll(async () => {
    await proxy.start();
    // Keys of its own, so no other server on this Redis takes its async jobs.
    t = await createTestApp({ plugins: [...SERVER_PLUGINS], env: { TESSERA_REDIS_URL: `redis://127.0.0.1:${proxy.port}`, TESSERA_REDIS_KEY_PREFIX: redisPrefix } });
    await installExamples(t.store, t.config, { info: () => undefined });
    birthNames = (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'birth_names').executeTakeFirstOrThrow()).id;
    // Signing in counts failures in Redis: the token is had while it is there.
    admin = await bearer(t.app, USERS.admin);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await proxy.stop();
    const redis = new Redis(`redis://${REDIS.host}:${REDIS.port}`);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('serves chart data from the cache while Redis is up, and /health says OK', async () => {
    expect((await chartData()).json().result[0].is_cached).toBe(false);
    expect((await chartData()).json().result[0].is_cached).toBe(true);
    const health = await t.app.inject('/health');
    expect([health.statusCode, health.body]).toEqual([200, 'OK']);
  });

  it('runs chart data on the engine without the cache while Redis is down, instead of a bare 500', async () => {
    await proxy.stop();
    const response = await chartData(limit + 1);
    expect(response.statusCode, response.body).toBe(200);
    const [result] = response.json().result;
    expect(result.is_cached).toBe(false);
    expect(result.data.reduce((sum: number, row: { count: number }) => sum + row.count, 0)).toBe(60_369);
    // A query that was cached before runs again too: the cache cannot be read, not even slowly.
    expect((await chartData()).json().result[0].is_cached).toBe(false);
  });

  it('reports the missing Redis on /health as degraded, still 200', async () => {
    const health = await t.app.inject('/health');
    expect(health.statusCode).toBe(200);
    expect(health.body).toMatch(/^DEGRADED: Redis unreachable \(.+\); chart data runs without the shared cache$/);
  });

  it('answers 503 JSON with Retry-After where Redis is needed to keep what it is given', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/explore/form_data',
      headers: admin,
      payload: { datasource_id: birthNames, datasource_type: 'table', form_data: JSON.stringify({ viz_type: 'table' }) },
    });
    expect(saved.statusCode, saved.body).toBe(503);
    expect(saved.headers['retry-after']).toBe('5');
    expect(saved.json()).toEqual({ message: 'A shared service (Redis) cannot be reached right now; try again in a moment.' });
  });

  it('answers an async chart-data request 503 JSON within a second, never 202 for a job that cannot be queued', async () => {
    t.config.featureFlags['GLOBAL_ASYNC_QUERIES'] = true;
    try {
      const started = Date.now();
      const response = await chartData(limit + 3);
      const elapsed = Date.now() - started;
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: 'A shared service (Redis) cannot be reached right now; try again in a moment.' });
      expect(elapsed).toBeLessThan(1_000);
    } finally {
      t.config.featureFlags['GLOBAL_ASYNC_QUERIES'] = false;
    }
  });

  it('recovers by itself when Redis is back: health OK, results cached again', async () => {
    await proxy.start();
    await eventually(async () => (await t.app.inject('/health')).body === 'OK', 15_000, '/health OK after Redis returned');
    const rowLimit = limit + 2;
    await eventually(async () => (await chartData(rowLimit)).statusCode === 200 && (await chartData(rowLimit)).json().result[0].is_cached === true, 15_000, 'a cached chart');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/explore/form_data',
      headers: admin,
      payload: { datasource_id: birthNames, datasource_type: 'table', form_data: JSON.stringify({ viz_type: 'table' }) },
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it('queues async chart data again once Redis is back, and the job ends with its result', async () => {
    t.config.featureFlags['GLOBAL_ASYNC_QUERIES'] = true;
    try {
      let job: { job_id: string; channel_id: string } | null = null;
      await eventually(async () => {
        const response = await chartData(limit + 4);
        if (response.statusCode === 202) job = response.json();
        return job !== null;
      }, 15_000, 'an async job accepted');
      const { job_id: jobId } = job!;
      let done: { status: string; result_url: string | null } | undefined;
      await eventually(async () => {
        const events = (await t.app.inject({ url: '/api/v1/async_event/', headers: admin })).json().result as { job_id: string; status: string; result_url: string | null }[];
        done = events.find((e) => e.job_id === jobId && (e.status === 'done' || e.status === 'error'));
        return done !== undefined;
      }, 15_000, 'the job ending');
      expect(done!.status).toBe('done');
      const result = await t.app.inject({ url: done!.result_url!, headers: admin });
      expect(result.statusCode, result.body).toBe(200);
      expect(result.json().result[0].data.reduce((sum: number, row: { count: number }) => sum + row.count, 0)).toBe(60_369);
    } finally {
      t.config.featureFlags['GLOBAL_ASYNC_QUERIES'] = false;
    }
  });
});

describe('with the metadata PostgreSQL going away', () => {
  let testStore: TestStore;
  let proxy: TcpProxy;
  let store: Store;
  let app: FastifyInstance;
  let admin: Record<string, string>;
  let home: string;

  beforeAll(async () => {
    home = mkdtempSync(path.join(os.tmpdir(), 'tessera-ops-'));
    // A fresh database on the shared PostgreSQL, reached by the server through the proxy only.
    testStore = await createTestStore('postgres', { migrate: false });
    const target = new URL(PG_ADMIN_URL);
    proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const port = await proxy.start();
    const url = new URL(testStore.store.url);
    url.host = `127.0.0.1:${port}`;
    const config = loadConfig({ env: { TESSERA_HOME: home }, cwd: home, overrides: { logLevel: 'silent', loadExamples: false, webRoot: path.join(home, 'web') } });
    store = await createStore({ url: url.toString(), home: config.home });
    const security = new SecurityManager(store.db);
    await prepareStore(store, security, { info: () => undefined });
    await security.createUser({ username: USERS.admin.username, password: USERS.admin.password, roles: [...USERS.admin.roles] });
    app = await buildApp({ config, store, security, kernel: createServerKernel(config, [], { warn: () => undefined }), logger: false });
    await app.ready();
    admin = await bearer(app, USERS.admin);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await store?.close();
    await proxy?.stop();
    await testStore?.drop();
    rmSync(home, { recursive: true, force: true });
  });

  it('answers every API route 503 JSON with Retry-After while it is down, and /health 503', async () => {
    expect((await app.inject({ url: '/api/v1/dashboard/', headers: admin })).statusCode).toBe(200);
    await proxy.stop();
    for (const url of ['/api/v1/dashboard/', '/api/v1/chart/', '/api/v1/dataset/', '/api/v1/database/', '/api/v1/saved_query/', '/api/v1/security/users/']) {
      const response = await app.inject({ url, headers: admin });
      expect([url, response.statusCode], response.body).toEqual([url, 503]);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: 'The metadata database cannot be reached right now; try again in a moment.' });
    }
    const login = await apiLogin(app, USERS.admin.username, USERS.admin.password);
    expect([login.statusCode, login.headers['retry-after']]).toEqual([503, '5']);
    const health = await app.inject('/health');
    expect([health.statusCode, health.body]).toEqual([503, 'Metadata store unavailable']);
  });

  it('recovers by itself when it is back', async () => {
    await proxy.start();
    await eventually(async () => (await app.inject('/health')).body === 'OK', 15_000, '/health OK after PostgreSQL returned');
    const list = await app.inject({ url: '/api/v1/dashboard/', headers: admin });
    expect(list.statusCode, list.body).toBe(200);
    expect((await apiLogin(app, USERS.admin.username, USERS.admin.password)).statusCode).toBe(200);
  });
});
