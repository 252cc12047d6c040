import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import type { TesseraConfig } from '../../app/server/config/tessera-config.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

// SQL_MAX_ROW is small so a full export visibly stops there.
const SQL_MAX_ROW = 25;

let t: TestApp;
let admin: Record<string, string>;
let birthNames: number;

const byName = { columns: ['name'], metrics: ['count'], orderby: [['count', false]], row_limit: 5 };
const download = (headers: Record<string, string>, extra: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers, payload: { datasource: { id: birthNames, type: 'table' }, queries: [byName], ...extra } });
const csvRows = (body: string) => body.trim().split(/\r?\n/).length - 1;
// The route reads the config it was built with; these tests switch the flag on that same object.
const setFlag = (on: boolean) => {
  (t.config as { allowFullCsvExport: TesseraConfig['allowFullCsvExport'] }).allowFullCsvExport = on;
};

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS], config: { sqlMaxRow: SQL_MAX_ROW } });
  await installExamples(t.store, t.config, { info: () => undefined });
  birthNames = (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'birth_names').executeTakeFirstOrThrow()).id;
  admin = { authorization: `Bearer ${(await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token}` };
}, 120_000);
afterAll(async () => t?.close());

describe('full CSV and Excel exports (ALLOW_FULL_CSV_EXPORT)', () => {
  it('is off by default', () => {
    expect(t.config.allowFullCsvExport).toBe(false);
  });

  it('refuses a full export while the flag is off, and still exports the chart’s rows', async () => {
    setFlag(false);
    const refused = await download(admin, { result_format: 'csv', result_type: 'full', full_export: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].message).toBe('Exporting every row of a chart is turned off on this server.');
    const limited = await download(admin, { result_format: 'csv', result_type: 'full' });
    expect(limited.statusCode).toBe(200);
    expect(csvRows(limited.body)).toBe(5);
  });

  it('exports every row up to SQL_MAX_ROW as CSV and Excel when the flag is on', async () => {
    setFlag(true);
    const csv = await download(admin, { result_format: 'csv', result_type: 'full', full_export: true });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split(/\r?\n/)[0]).toBe('name,count');
    expect(csvRows(csv.body)).toBe(SQL_MAX_ROW);
    const xlsx = await download(admin, { result_format: 'xlsx', result_type: 'full', full_export: true });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
  });

  it('refuses a full export in any other format', async () => {
    setFlag(true);
    const json = await download(admin, { result_format: 'json', result_type: 'full', full_export: true });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors[0].message).toBe('Only a CSV or Excel download can export every row.');
  });

  it('rejects a full_export that is not a boolean', async () => {
    const response = await download(admin, { result_format: 'csv', full_export: 'yes' });
    expect(response.statusCode).toBe(400);
  });
});
