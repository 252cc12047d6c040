import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let admin: Record<string, string>;
let birthNames: number;

const chartData = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers: { ...admin, ...headers }, payload: payload as object });

// Large enough (~100 KB) to go out as pieces rather than one copied buffer, and to be compressed.
const namesByState = (rowLimit = 2000) => ({
  datasource: { id: birthNames, type: 'table' },
  queries: [{ columns: ['name', 'state', 'gender'], metrics: ['count'], orderby: [['count', false]], row_limit: rowLimit }],
});

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  birthNames = (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'birth_names').executeTakeFirstOrThrow()).id;
  admin = { authorization: `Bearer ${(await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token}` };
}, 120_000);
afterAll(async () => t?.close());

describe('chart-data answers sent from stored bytes', () => {
  it('sends a fresh large answer in pieces with its exact length, then hits with the same result', async () => {
    const fresh = await chartData({ ...namesByState(), force: true });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(Number(fresh.headers['content-length'])).toBe(fresh.rawPayload.length);
    expect(fresh.rawPayload.length).toBeGreaterThan(64 * 1024);
    const hit = await chartData(namesByState());
    expect(Number(hit.headers['content-length'])).toBe(hit.rawPayload.length);
    const [freshResult] = fresh.json().result;
    const [hitResult] = hit.json().result;
    expect(freshResult).toMatchObject({ is_cached: false, cached_dttm: null, annotation_data: {} });
    expect(hitResult).toMatchObject({ is_cached: true, annotation_data: {} });
    expect({ ...hitResult, is_cached: false, cached_dttm: null }).toEqual(freshResult);
  });

  it('keeps the compressed bytes of a hit, per encoding, and sends the same bytes again', async () => {
    await chartData({ ...namesByState(1500), force: true });
    const plain = await chartData(namesByState(1500));
    const br = await chartData(namesByState(1500), { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['vary'])).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const brAgain = await chartData(namesByState(1500), { 'accept-encoding': 'br' });
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await chartData(namesByState(1500), { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    // Refused codings and the opt-out header get the plain bytes.
    const refused = await chartData(namesByState(1500), { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);
    const optedOut = await chartData(namesByState(1500), { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(optedOut.headers['content-encoding']).toBeUndefined();
  });

  it('compresses again once the result is computed again', async () => {
    await chartData({ ...namesByState(1200), force: true });
    const before = await chartData(namesByState(1200), { 'accept-encoding': 'br' });
    const recomputed = await chartData({ ...namesByState(1200), force: true });
    const after = await chartData(namesByState(1200), { 'accept-encoding': 'br' });
    const cachedAt = (body: Buffer) => JSON.parse(brotliDecompressSync(body).toString('utf8')).result[0].cached_dttm as string;
    expect(recomputed.json().result[0].is_cached).toBe(false);
    expect(cachedAt(after.rawPayload) >= cachedAt(before.rawPayload)).toBe(true);
    const plainAfter = await chartData(namesByState(1200));
    expect(brotliDecompressSync(after.rawPayload).equals(plainAfter.rawPayload)).toBe(true);
  });

  it('compresses a fresh answer on its way out, and joins several cached results with their own flags', async () => {
    const fresh = await chartData({ ...namesByState(1000), force: true }, { 'accept-encoding': 'gzip' });
    expect(fresh.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(fresh.rawPayload).toString('utf8')).result[0].is_cached).toBe(false);
    const two = { datasource: { id: birthNames, type: 'table' }, queries: [namesByState(1000).queries[0], { columns: ['gender'], metrics: ['count'] }] };
    await chartData(two);
    const hit = await chartData(two, { 'accept-encoding': 'br' });
    expect(hit.headers['content-encoding']).toBe('br');
    const results = JSON.parse(brotliDecompressSync(hit.rawPayload).toString('utf8')).result as Record<string, unknown>[];
    expect(results.map((r) => r['is_cached'])).toEqual([true, true]);
    expect(results[1]!['data']).toEqual(expect.arrayContaining([expect.objectContaining({ gender: 'boy' })]));
  });
});
