import { tableFromIPC } from 'apache-arrow';
import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './test-app.js';
import { expectDatasetDenied, setUpDataAccessApp, type DataAccessApp } from './data-access-fixture.js';

/** `POST /api/v1/chart/data` answered as an Arrow IPC stream (`result_format: 'arrow'` or `Accept`). */

let d: DataAccessApp;
let adminToken: string;
const ARROW = 'application/vnd.apache.arrow.stream';
const byState = [{ columns: ['state', 'gender'], metrics: ['sum__num'], orderby: [['sum__num', false]], row_limit: 50 }];

/** The rows of an Arrow answer as plain objects, and the payload carried in its schema metadata. */
function decode(body: Buffer) {
  const table = tableFromIPC(new Uint8Array(body));
  const rows = table.toArray().map((row) => Object.fromEntries(table.schema.fields.map((f) => [f.name, row[f.name] as unknown])));
  const payload = JSON.parse(table.schema.metadata.get('tessera:chart-data') ?? 'null') as Record<string, unknown>;
  return { table, rows, payload };
}

beforeAll(async () => {
  d = await setUpDataAccessApp();
  await d.grantDataset('births_reader', 'birth_names');
  await d.grantDataset('ca_only', 'birth_names');
  await d.addUser('ca_reader', ['Gamma', 'births_reader', 'ca_only']);
  adminToken = (await apiLogin(d.t.app, 'admin', 'admin-password')).json().access_token;
}, 180_000);
afterAll(async () => d?.close());

describe('chart data as Arrow', () => {
  it('decodes to the same rows, columns and payload as the JSON answer', async () => {
    const json = await d.chartData('admin', 'birth_names', byState);
    expect(json.statusCode, json.body).toBe(200);
    const arrow = await d.chartData('admin', 'birth_names', byState, { result_format: 'arrow' });
    expect(arrow.statusCode, arrow.body).toBe(200);
    expect(arrow.headers['content-type']).toBe(ARROW);
    const expected = json.json().result[0];
    const { rows, payload, table } = decode(arrow.rawPayload);
    expect(rows).toEqual(expected.data);
    expect(table.schema.fields.map((f) => f.name)).toEqual(expected.colnames);
    expect(payload).toMatchObject({ colnames: expected.colnames, coltypes: expected.coltypes, rowcount: expected.rowcount, query: expected.query, status: 'success', result_format: 'arrow' });
    expect(payload).not.toHaveProperty('data');
  });

  it('is chosen by the Accept header of a JSON request, and JSON stays the default', async () => {
    const request = (accept?: string) =>
      d.t.app.inject({
        method: 'POST',
        url: '/api/v1/chart/data',
        headers: { authorization: `Bearer ${adminToken}`, ...(accept ? { accept } : {}) },
        payload: { datasource: { id: d.datasets['birth_names'], type: 'table' }, queries: byState },
      });
    const asked = await request(`${ARROW}, application/json;q=0.5`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.headers['content-type']).toBe(ARROW);
    expect(decode(asked.rawPayload).rows.length).toBe(50);
    for (const accept of [undefined, 'application/json', `application/json, ${ARROW}`]) {
      const plain = await request(accept);
      expect(plain.headers['content-type']).toMatch(/^application\/json/);
      expect(plain.json().result[0].data.length).toBe(50);
    }
  });

  it('answers a second request from the cache with the same rows, flagged as cached', async () => {
    const query = [{ columns: ['name'], metrics: ['count'], orderby: [['count', false]], row_limit: 7 }];
    const first = decode((await d.chartData('admin', 'birth_names', query, { result_format: 'arrow' })).rawPayload);
    const second = decode((await d.chartData('admin', 'birth_names', query, { result_format: 'arrow' })).rawPayload);
    expect(second.rows).toEqual(first.rows);
    expect(second.payload['is_cached']).toBe(true);
  });

  it('answers errors as JSON with their status', async () => {
    expectDatasetDenied(await d.chartData('gamma', 'birth_names', byState, { result_format: 'arrow' }), 'birth_names');
    const bad = await d.chartData('admin', 'birth_names', [{ metrics: ['sum__num'], row_limit: -3 }], { result_format: 'arrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
    const unknownColumn = await d.chartData('admin', 'birth_names', [{ columns: ['no_such_column'], metrics: ['count'] }], { result_format: 'arrow' });
    expect(unknownColumn.statusCode).toBe(400);
    expect(unknownColumn.json().errors[0].message).toMatch(/no_such_column/);
    const two = await d.chartData('admin', 'birth_names', [...byState, ...byState], { result_format: 'arrow' });
    expect(two.statusCode).toBe(400);
    expect(two.json().errors[0].message).toBe('Arrow results are for a single data query; ask for JSON to run 2 queries at once.');
  });

  it('applies row-level security', async () => {
    const created = await d.call('admin', 'POST', '/api/v1/rowlevelsecurity/', {
      name: 'California only', filter_type: 'Regular', tables: [d.datasets['birth_names']], roles: [d.roleIds['ca_only']], clause: "state = 'CA'",
    });
    expect(created.statusCode, created.body).toBe(201);
    try {
      const query = [{ columns: ['state'], metrics: ['count'], orderby: [['state', true]], row_limit: 100 }];
      const seen = decode((await d.chartData('ca_reader', 'birth_names', query, { result_format: 'arrow' })).rawPayload);
      expect(seen.rows.map((row) => row['state'])).toEqual(['CA']);
      const all = decode((await d.chartData('admin', 'birth_names', query, { result_format: 'arrow' })).rawPayload);
      expect(all.rows.length).toBeGreaterThan(1);
    } finally {
      const q = encodeURIComponent(rison.encode([created.json().id]));
      expect((await d.call('admin', 'DELETE', `/api/v1/rowlevelsecurity/?q=${q}`)).statusCode).toBe(200);
    }
  });
});
