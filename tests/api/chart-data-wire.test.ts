import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { USERS, apiLogin, browserLogin, createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let admin: Record<string, string>;
let birthNames: number;
let oddValues: number;

const BIG_SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 3000 }, (_, i) => ({ id: i, name: `row ${i}` })))};\n`;

const chartData = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers: { ...admin, ...headers }, payload: payload as object });

const withoutFlags = (result: Record<string, unknown>) => {
  const { is_cached: _isCached, cached_dttm: _cachedDttm, ...rest } = result;
  return rest;
};

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  const examples = await t.store.db.selectFrom('tables').select(['id', 'database_id']).where('table_name', '=', 'birth_names').executeTakeFirstOrThrow();
  birthNames = examples.id;
  admin = { authorization: `Bearer ${(await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token}` };
  const sql = `SELECT * FROM (VALUES
    (1, 'quote " back \\ é 😀', 'nan'::DOUBLE, 'inf'::DOUBLE, 9007199254740993::BIGINT, TIMESTAMP '2024-01-31 08:00:00.250', true),
    (2, NULL, 1.5, '-inf'::DOUBLE, NULL, NULL, NULL)) AS v(id, s, x, y, big, ts, flag)`;
  const dataset = await t.app.inject({ method: 'POST', url: '/api/v1/dataset/', headers: admin, payload: { database: examples.database_id, schema: 'main', table_name: 'odd_values', sql } });
  expect(dataset.statusCode, dataset.body).toBe(201);
  oddValues = dataset.json().id;
  const web = t.config.webRoot;
  mkdirSync(path.join(web, 'assets', 'chunks'), { recursive: true });
  writeFileSync(path.join(web, 'manifest.json'), JSON.stringify({ script: '/static/assets/main-G442VHDL.js', css: null }));
  writeFileSync(path.join(web, 'assets', 'main-G442VHDL.js'), BIG_SCRIPT);
  writeFileSync(path.join(web, 'assets', 'chunks', 'viz-ABCD1234.js'), 'export const x = 1;\n');
  writeFileSync(path.join(web, 'assets', 'robots.txt'), 'User-agent: *\n');
}, 120_000);
afterAll(async () => t?.close());

describe('chart-data JSON written once from columns', () => {
  it('writes NaN and ±Infinity as null, 64-bit integers as numbers and timestamps as epoch ms', async () => {
    const response = await chartData({ datasource: { id: oddValues, type: 'table' }, queries: [{ columns: ['id', 's', 'x', 'y', 'big', 'ts', 'flag'], orderby: [['id', true]] }], force: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const [result] = response.json().result;
    expect(result.data).toEqual([
      { id: 1, s: 'quote " back \\ é 😀', x: null, y: null, big: 9007199254740992, ts: Date.UTC(2024, 0, 31, 8, 0, 0, 250), flag: true },
      { id: 2, s: null, x: 1.5, y: null, big: null, ts: null, flag: null },
    ]);
    expect(result.indexnames).toEqual([0, 1]);
    expect(result).toMatchObject({ rowcount: 2, sql_rowcount: 2, colnames: ['id', 's', 'x', 'y', 'big', 'ts', 'flag'], is_cached: false, cached_dttm: null, annotation_data: {} });
  });

  it('answers a cache hit with the same result, flags set, and the stored bytes sent as they are', async () => {
    const context = { datasource: { id: birthNames, type: 'table' }, queries: [{ columns: ['name', 'gender'], metrics: ['count'], orderby: [['count', false]], row_limit: 500 }, { columns: ['gender'], metrics: ['count'] }] };
    const fresh = await chartData({ ...context, force: true });
    expect(fresh.statusCode).toBe(200);
    const hit = await chartData(context);
    const again = await chartData(context);
    const freshResults = fresh.json().result as Record<string, unknown>[];
    const hitResults = hit.json().result as Record<string, unknown>[];
    expect(freshResults.map((r) => r['is_cached'])).toEqual([false, false]);
    expect(hitResults.map((r) => r['is_cached'])).toEqual([true, true]);
    for (const r of hitResults) expect(Date.parse(String(r['cached_dttm']))).not.toBeNaN();
    expect(hitResults.map(withoutFlags)).toEqual(freshResults.map(withoutFlags));
    expect((hitResults[0]!['data'] as unknown[]).length).toBeGreaterThan(100);
    // Two hits of one stored entry are byte for byte the same answer.
    expect(again.rawPayload.equals(hit.rawPayload)).toBe(true);
  });
});

describe('compression', () => {
  // A function: the dataset exists only once beforeAll has run.
  const namesByState = () => ({ datasource: { id: birthNames, type: 'table' }, queries: [{ columns: ['name', 'state', 'gender'], metrics: ['count'], orderby: [['count', false]], row_limit: 2000 }] });

  it('sends chart data brotli- or gzip-compressed when asked, and the same bytes decompressed', async () => {
    await chartData(namesByState());
    const plain = await chartData(namesByState());
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await chartData(namesByState(), { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['vary'])).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await chartData(namesByState(), { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('leaves small answers, Arrow streams and XLSX files uncompressed', async () => {
    const small = await t.app.inject({ url: '/api/v1/me/', headers: { ...admin, 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    const arrow = await chartData({ ...namesByState(), result_format: 'arrow' }, { 'accept-encoding': 'br, gzip' });
    expect(arrow.statusCode, arrow.body).toBe(200);
    expect(arrow.headers['content-encoding']).toBeUndefined();
    const xlsx = await chartData({ ...namesByState(), result_format: 'xlsx' }, { 'accept-encoding': 'br, gzip' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
  });

  it('compresses CSV downloads', async () => {
    const plain = await chartData({ ...namesByState(), result_format: 'csv' });
    const gzip = await chartData({ ...namesByState(), result_format: 'csv' }, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });
});

describe('static files', () => {
  it('serves hashed files compressed and cached as immutable', async () => {
    const response = await t.app.inject({ url: '/static/assets/main-G442VHDL.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
    const chunk = await t.app.inject('/static/assets/chunks/viz-ABCD1234.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files without a content hash, and never caches pages that way', async () => {
    const robots = await t.app.inject('/static/assets/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
    const { cookie } = await browserLogin(t.app, USERS.admin.username, USERS.admin.password);
    const page = await t.app.inject({ url: '/superset/welcome/', headers: { cookie, 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('/static/assets/main-G442VHDL.js');
  });
});
