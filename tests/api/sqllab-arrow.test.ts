import { Type, tableFromIPC, type Table } from 'apache-arrow';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { risonParam } from './fixtures.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * `GET /api/v1/sqllab/results/` as an Arrow IPC stream for clients whose Accept header names
 * `application/vnd.apache.arrow.stream` (SQL Lab's own page), JSON otherwise. SQL_MAX_ROW is
 * raised to 1,000,000 here (its default, 100,000, caps every run: see sqllab-execute.test.ts), so
 * a million-row result travels in one response.
 */
const ARROW = 'application/vnd.apache.arrow.stream';
const CLIENT_ACCEPT = `${ARROW}, application/json;q=0.9`;

let t: TestApp;
let examplesId: number;
let token = '';

const execute = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/sqllab/execute/', headers: { authorization: `Bearer ${token}` }, payload: { database_id: examplesId, runAsync: false, ...payload } });

const results = (query: Record<string, unknown>, accept?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/sqllab/results/?q=${risonParam(query)}`,
    headers: { authorization: `Bearer ${token}`, ...(accept === undefined ? {} : { accept }) },
  });

const arrowOf = (response: LightMyRequestResponse): Table => tableFromIPC(new Uint8Array(response.rawPayload));

/** Runs the SQL synchronously and returns its results key. */
async function resultsKeyOf(sql: string, queryLimit?: number): Promise<string> {
  const response = await execute({ sql, ...(queryLimit === undefined ? {} : { queryLimit }) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().query.resultsKey as string;
}

/** Polls the caller's runs until the one with `clientId` has finished. */
async function waitForRun(clientId: string): Promise<Record<string, unknown>> {
  for (let attempt = 0; attempt < 2_400; attempt++) {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/query/updated_since?q=${risonParam({ last_updated_ms: 0 })}`, headers: { authorization: `Bearer ${token}` } });
    const run = (response.json().result as Record<string, unknown>[]).find((q) => q['id'] === clientId);
    if (run && !['pending', 'running'].includes(String(run['state']))) return run;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`run ${clientId} did not finish`);
}

/** An Arrow cell as the JSON payload writes it: timestamps as Python's isoformat (a DATE as its date), 64-bit integers as numbers. */
function asJsonCell(value: unknown, typeId: Type, engineType: string): unknown {
  if (value === null) return null;
  if (typeId === Type.Timestamp) {
    const iso = new Date(value as number).toISOString();
    if (engineType === 'DATE') return iso.slice(0, 10);
    return iso.slice(20, 23) === '000' ? iso.slice(0, 19) : `${iso.slice(0, 19)}.${iso.slice(20, 23)}000`;
  }
  return typeof value === 'bigint' ? Number(value) : value;
}

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS], config: { sqlMaxRow: 1_000_000 } });
  await installExamples(t.store, t.config, { info: () => undefined });
  examplesId = (await t.store.db.selectFrom('dbs').select('id').where('database_name', '=', 'examples').executeTakeFirstOrThrow()).id;
  token = (await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token;
}, 120_000);
afterAll(async () => t?.close());

describe('GET /api/v1/sqllab/results/ as Arrow', () => {
  it('decodes to the same rows as the JSON answer, with typed columns and the JSON payload’s metadata', async () => {
    const key = await resultsKeyOf(`
      SELECT name, gender, num, num / 7 AS share, ds, CAST(ds AS DATE) AS day, num > 1000 AS popular,
             CASE WHEN num > 1000 THEN NULL ELSE state END AS quiet_state, CAST(NULL AS INTEGER) AS nothing,
             CAST(name AS BLOB) AS raw
      FROM birth_names WHERE name IN ('Aaron', 'Abby') ORDER BY ds, name, gender, state LIMIT 60`);
    const json = await results({ key });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    const payload = json.json();
    expect(payload.data).toHaveLength(60);

    const arrow = await results({ key }, CLIENT_ACCEPT);
    expect(arrow.statusCode).toBe(200);
    expect(arrow.headers['content-type']).toBe(ARROW);
    expect(arrow.headers['vary']).toMatch(/Accept/);
    const table = arrowOf(arrow);
    expect(table.numRows).toBe(60);
    expect(table.schema.fields.map((field) => [field.name, field.type.toString()])).toEqual([
      ['name', 'Utf8'], ['gender', 'Utf8'], ['num', 'Int64'], ['share', 'Float64'], ['ds', 'Timestamp<MILLISECOND>'],
      ['day', 'Timestamp<MILLISECOND>'], ['popular', 'Bool'], ['quiet_state', 'Utf8'], ['nothing', 'Float64'], ['raw', 'Utf8'],
    ]);
    // Each field says what the JSON payload's column says.
    expect(table.schema.fields.map((field) => Object.fromEntries(field.metadata))).toEqual(
      payload.columns.map((column: { type: string; type_generic: number; is_dttm: boolean }) => ({ type: column.type, type_generic: String(column.type_generic), is_dttm: String(column.is_dttm) })),
    );
    expect(Object.fromEntries(table.schema.metadata)).toEqual({ status: 'success', query_id: String(payload.query_id), query: JSON.stringify(payload.query) });

    const engineTypes = payload.columns.map((column: { type: string }) => column.type);
    const rows = Array.from({ length: table.numRows }, (_, row) =>
      Object.fromEntries(table.schema.fields.map((field, index) => [field.name, asJsonCell(table.getChildAt(index)!.get(row), field.typeId, engineTypes[index])])),
    );
    expect(rows).toEqual(payload.data);
    // The comparison covers every kind of cell: nulls, booleans both ways, dates, fractions, bytes as hex.
    expect(payload.data.some((row: Record<string, unknown>) => row['quiet_state'] === null)).toBe(true);
    expect(new Set(payload.data.map((row: Record<string, unknown>) => row['popular']))).toEqual(new Set([true, false]));
    expect(payload.data[0]).toMatchObject({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), nothing: null, raw: Buffer.from(String(payload.data[0].name)).toString('hex') });
    expect(payload.data.some((row: Record<string, unknown>) => !Number.isInteger(row['share']))).toBe(true);
  });

  it('answers JSON unless the Accept header names Arrow at least as high, and errors as JSON', async () => {
    const key = await resultsKeyOf('SELECT 1 AS one');
    for (const accept of [undefined, '*/*', 'application/json', `application/json, ${ARROW};q=0.5`, `${ARROW};q=0`]) {
      const response = await results({ key }, accept);
      expect(response.headers['content-type'], String(accept)).toMatch(/^application\/json/);
      expect(response.json().data, String(accept)).toEqual([{ one: 1 }]);
    }
    expect((await results({ key }, ARROW)).headers['content-type']).toBe(ARROW);

    const missing = await results({ key: 'no-such-key' }, CLIENT_ACCEPT);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].error_type).toBe('RESULTS_BACKEND_ERROR');
    await t.app.engine.cache.delete(`sqllab-results:${key}`);
    const gone = await results({ key }, CLIENT_ACCEPT);
    expect(gone.statusCode).toBe(410);
    expect(gone.headers['content-type']).toMatch(/^application\/json/);
  });

  it('sends every stored row past the JSON display limit, or the first `rows` with the cut flagged', async () => {
    const key = await resultsKeyOf('SELECT range AS n FROM range(25000) ORDER BY n', 30_000);
    const json = (await results({ key })).json();
    expect(json.data).toHaveLength(10_000);
    expect(json.displayLimitReached).toBe(true);

    const whole = arrowOf(await results({ key }, CLIENT_ACCEPT));
    expect(whole.numRows).toBe(25_000);
    expect(whole.getChild('n')!.get(24_999)).toBe(24_999n);
    expect(whole.schema.metadata.has('displayLimitReached')).toBe(false);

    const first = arrowOf(await results({ key, rows: 5 }, CLIENT_ACCEPT));
    expect([...first.getChild('n')!]).toEqual([0n, 1n, 2n, 3n, 4n]);
    expect(first.schema.metadata.get('displayLimitReached')).toBe('true');
    expect(JSON.parse(first.schema.metadata.get('query')!)).toMatchObject({ rows: 25_000, limitingFactor: 'NOT_LIMITED' });
  });

  it('returns a 1,000,000-row result in one Arrow response', async () => {
    const response = await execute({ client_id: 'million1', runAsync: true, queryLimit: 1_000_000, sql: 'SELECT range AS n, range * 2 AS m FROM range(1000000)' });
    expect(response.statusCode, response.body).toBe(202);
    const run = await waitForRun('million1');
    expect(run).toMatchObject({ state: 'success', rows: 1_000_000, limitingFactor: 'NOT_LIMITED' });

    const arrow = await results({ key: run['resultsKey'], rows: 1_000_000 }, CLIENT_ACCEPT);
    expect(arrow.statusCode).toBe(200);
    expect(arrow.headers['content-type']).toBe(ARROW);
    const table = arrowOf(arrow);
    expect(table.numRows).toBe(1_000_000);
    // 64-bit integers travel as Int64, exact past 2^53.
    expect(table.schema.fields.map((field) => [field.name, field.type.toString(), field.metadata.get('type')])).toEqual([['n', 'Int64', 'BIGINT'], ['m', 'Int64', 'BIGINT']]);
    const n = table.getChild('n')!.toArray() as BigInt64Array;
    const m = table.getChild('m')!.toArray() as BigInt64Array;
    let sum = 0n;
    let mismatches = 0;
    for (let row = 0; row < n.length; row++) {
      sum += n[row]!;
      if (m[row] !== 2n * n[row]!) mismatches++;
    }
    expect(mismatches).toBe(0);
    expect(sum).toBe((999_999n * 1_000_000n) / 2n);
    expect([n[0], n[999_999], m[999_999]]).toEqual([0n, 999_999n, 1_999_998n]);
    // Far smaller than the same rows as JSON objects (~30 bytes a row).
    expect(arrow.rawPayload.byteLength).toBeLessThan(17_000_000);
  }, 120_000);
});
