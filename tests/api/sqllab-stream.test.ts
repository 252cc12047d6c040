import type { AddressInfo } from 'node:net';
import { RecordBatchReader, Type, tableFromIPC, type RecordBatch } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { risonParam } from './fixtures.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * `POST /api/v1/sqllab/execute/` answering an Arrow IPC stream (Accept names
 * `application/vnd.apache.arrow.stream`): record batches as the engine reads them over a chunked
 * response, the run's dict on the schema, how the run ended on a last empty batch. Over a real
 * socket, so a test can read the first batch while the rest is still being produced.
 */
const ARROW = 'application/vnd.apache.arrow.stream';
const CLIENT_ACCEPT = `${ARROW}, application/json;q=0.9`;

let t: TestApp;
let base = '';
let examplesId: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS], config: { sqlMaxRow: 1_000_000 } });
  await installExamples(t.store, t.config, { info: () => undefined });
  examplesId = (await t.store.db.selectFrom('dbs').select('id').where('database_name', '=', 'examples').executeTakeFirstOrThrow()).id;
  for (const user of [USERS.admin, USERS.gamma]) tokens[user.username] = (await apiLogin(t.app, user.username, user.password)).json().access_token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => t?.close());

const execute = (body: Record<string, unknown>, { accept = CLIENT_ACCEPT, user = 'admin', signal }: { accept?: string; user?: string; signal?: AbortSignal } = {}) =>
  fetch(`${base}/api/v1/sqllab/execute/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json', accept },
    body: JSON.stringify({ database_id: examplesId, runAsync: false, ...body }),
    ...(signal ? { signal } : {}),
  });

const runOf = (clientId: string) => t.store.db.selectFrom('query').select(['status', 'rows', 'results_key']).where('client_id', '=', clientId).executeTakeFirstOrThrow();

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** An Arrow cell as the JSON payload writes it (timestamps as isoformat, 64-bit integers as numbers). */
function asJsonCell(value: unknown, typeId: Type, engineType: string): unknown {
  if (value === null) return null;
  if (typeId === Type.Timestamp) {
    const iso = new Date(value as number).toISOString();
    if (engineType === 'DATE') return iso.slice(0, 10);
    return iso.slice(20, 23) === '000' ? iso.slice(0, 19) : `${iso.slice(0, 19)}.${iso.slice(20, 23)}000`;
  }
  return typeof value === 'bigint' ? Number(value) : value;
}

describe('POST /api/v1/sqllab/execute/ as an Arrow stream', () => {
  it('streams batches that decode to the same rows as the JSON answer, and says how the run ended', async () => {
    const sql = `SELECT name, gender, num, num / 7 AS share, ds, CAST(ds AS DATE) AS day, num > 1000 AS popular,
                        CASE WHEN num > 1000 THEN NULL ELSE state END AS quiet_state, CAST(name AS BLOB) AS raw
                 FROM birth_names ORDER BY name, ds, gender, state, num LIMIT 3000`;
    const json = await (await execute({ sql, client_id: 'jsonpeer' }, { accept: 'application/json' })).json();
    expect(json.data).toHaveLength(3000);

    const response = await execute({ sql, client_id: 'streamed1' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(ARROW);
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const reader = await RecordBatchReader.from(response.body!);
    await reader.open();
    // The reader lets go of its schema once the stream has been read.
    const schema = reader.schema;
    const batches: RecordBatch[] = [];
    for await (const batch of reader) batches.push(batch);
    // The first batch is the engine's first chunk, sent before the rest was read.
    expect(batches[0]!.numRows).toBe(2048);
    const ending = batches.at(-1)!;
    expect(ending.numRows).toBe(0);
    expect(ending.metadata.get('status')).toBe('success');
    const finalQuery = JSON.parse(ending.metadata.get('query')!);
    expect(finalQuery).toMatchObject({ id: 'streamed1', state: 'success', rows: 3000, limitingFactor: json.query.limitingFactor });
    expect(schema.metadata.get('status')).toBe('running');
    expect(JSON.parse(schema.metadata.get('query')!)).toMatchObject({ id: 'streamed1', state: 'running' });

    const fields = schema.fields;
    expect(fields.map((field) => Object.fromEntries(field.metadata))).toEqual(
      json.columns.map((column: { type: string; type_generic: number; is_dttm: boolean }) => ({ type: column.type, type_generic: String(column.type_generic), is_dttm: String(column.is_dttm) })),
    );
    const rows = batches.flatMap((batch) =>
      Array.from({ length: batch.numRows }, (_, row) => Object.fromEntries(fields.map((field, index) => [field.name, asJsonCell(batch.getChildAt(index)!.get(row), field.typeId, json.columns[index].type)]))),
    );
    expect(rows).toEqual(json.data);

    // The rows were kept: the results route answers them again, in either format.
    const stored = await fetch(`${base}/api/v1/sqllab/results/?q=${risonParam({ key: finalQuery.resultsKey })}`, { headers: { authorization: `Bearer ${tokens['admin']}` } });
    expect((await stored.json()).data).toEqual(json.data);
    const storedArrow = tableFromIPC(new Uint8Array(await (await fetch(`${base}/api/v1/sqllab/results/?q=${risonParam({ key: finalQuery.resultsKey })}`, { headers: { authorization: `Bearer ${tokens['admin']}`, accept: CLIENT_ACCEPT } })).arrayBuffer()));
    expect(storedArrow.numRows).toBe(3000);
    expect(await runOf('streamed1')).toMatchObject({ status: 'success', rows: 3000 });
  });

  it('keeps the SQL Lab row limit: one row past it cuts the stream and the run says so', async () => {
    const response = await execute({ sql: 'SELECT range AS n FROM range(100000)', queryLimit: 70_000, client_id: 'streamcut' });
    const table = tableFromIPC(new Uint8Array(await response.arrayBuffer()));
    expect(table.numRows).toBe(70_000);
    expect(table.getChild('n')!.get(69_999)).toBe(69_999n);
    const ending = table.batches.at(-1)!;
    expect(JSON.parse(ending.metadata.get('query')!)).toMatchObject({ rows: 70_000, limitingFactor: 'DROPDOWN' });
  });

  it('answers the JSON payload, unchanged, to clients that do not ask for Arrow', async () => {
    const response = await execute({ sql: 'SELECT 1 AS one' }, { accept: 'application/json' });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ status: 'success', data: [{ one: 1 }], columns: [{ name: 'one' }] });
  });

  it('refuses a user without SQL Lab access with a 403 before any byte of a stream', async () => {
    const response = await execute({ sql: 'SELECT 1 AS one' }, { user: 'gamma' });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    await response.json();
  });

  it('sends failures that happen before the first row as the JSON error', async () => {
    const response = await execute({ sql: 'SELECT * FROM no_such_table_here' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await response.json()).errors[0].message).toMatch(/no_such_table_here/);
  });

  it('stops mid-stream on POST /api/v1/query/stop: the last batch says stopped and the run is recorded so', async () => {
    const response = await execute({ sql: "SELECT range AS n, repeat('x', 400) AS pad FROM range(1000000)", queryLimit: 1_000_000, client_id: 'streamstop' });
    expect(response.status).toBe(200);
    const reader = await RecordBatchReader.from(response.body!);
    await reader.open();
    const iterator = reader[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.done).toBe(false);
    const stop = await fetch(`${base}/api/v1/query/stop`, { method: 'POST', headers: { authorization: `Bearer ${tokens['admin']}`, 'content-type': 'application/json' }, body: JSON.stringify({ client_id: 'streamstop' }) });
    expect(stop.status).toBe(200);
    let rows = (first.value as RecordBatch).numRows;
    let last: RecordBatch = first.value as RecordBatch;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      last = next.value as RecordBatch;
      rows += last.numRows;
    }
    expect(rows).toBeLessThan(1_000_000);
    expect(last.metadata.get('status')).toBe('stopped');
    expect(await runOf('streamstop')).toMatchObject({ status: 'stopped' });
  });

  it('stops the run when the client goes away mid-stream', async () => {
    const controller = new AbortController();
    const response = await execute({ sql: "SELECT range AS n, repeat('y', 400) AS pad FROM range(1000000)", queryLimit: 1_000_000, client_id: 'streamgone' }, { signal: controller.signal });
    const body = response.body!.getReader();
    expect((await body.read()).done).toBe(false);
    controller.abort();
    await until(async () => (await runOf('streamgone')).status === 'stopped', 'the abandoned run to stop');
    // The engine's connection came back: the next run works.
    expect(await (await execute({ sql: 'SELECT 2 AS two' }, { accept: 'application/json' })).json()).toMatchObject({ data: [{ two: 2 }] });
  });
});
