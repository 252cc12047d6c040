import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import type { Database } from '../../app/server/store/database.js';
import type { Kysely } from 'kysely';
import { importForm, readFixture, zipBundle } from './superset-bundle.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

let source: TestApp;
let target: TestApp;
let sourceToken: string;
let targetToken: string;

async function importInto(app: TestApp, token: string, kind: string, zip: Uint8Array, fields: Record<string, string> = {}) {
  const form = importForm(zip, fields);
  return app.app.inject({ method: 'POST', url: `/api/v1/${kind}/import/`, headers: { ...form.headers, authorization: `Bearer ${token}` }, payload: form.payload });
}

const parse = (text: string | null): unknown => (text ? JSON.parse(text) : null);

/**
 * Every object of a store in terms that survive a move: rows by uuid, ids replaced by the uuid
 * of what they point at (a chart's dataset, a dashboard's charts and filter targets).
 */
async function snapshot(db: Kysely<Database>) {
  const databases = await db.selectFrom('dbs').selectAll().orderBy('uuid').execute();
  const dbUuid = new Map(databases.map((row) => [row.id, row.uuid]));
  const tables = await db.selectFrom('tables').selectAll().orderBy('uuid').execute();
  const tableUuid = new Map(tables.map((row) => [row.id, row.uuid]));
  const columns = await db.selectFrom('table_columns').selectAll().execute();
  const metrics = await db.selectFrom('sql_metrics').selectAll().execute();
  const charts = await db.selectFrom('slices').selectAll().orderBy('uuid').execute();
  const chartUuid = new Map(charts.map((row) => [row.id, row.uuid]));
  const dashboards = await db.selectFrom('dashboards').selectAll().orderBy('uuid').execute();
  const links = await db.selectFrom('dashboard_slices').selectAll().execute();
  const queries = await db.selectFrom('saved_query').selectAll().orderBy('uuid').execute();
  const idText = (text: string) => text.replace(/"(chartId|datasetId|id)":(\d+)/g, (_m, key: string, id: string) => `"${key}":"${key === 'datasetId' ? tableUuid.get(Number(id)) : (chartUuid.get(Number(id)) ?? id)}"`);

  return {
    databases: databases.map(({ id: _id, created_on: _c, changed_on: _ch, created_by_fk: _cb, changed_by_fk: _chb, password: _p, ...row }) => row),
    datasets: tables.map(({ id, database_id, created_on: _c, changed_on: _ch, created_by_fk: _cb, changed_by_fk: _chb, perm: _perm, schema_perm: _sp, catalog_perm: _cp, ...row }) => ({
      ...row,
      database: dbUuid.get(database_id),
      columns: columns.filter((c) => c.table_id === id).map(({ id: _i, uuid: _u, table_id: _t, created_on: _c2, changed_on: _ch2, created_by_fk: _cb2, changed_by_fk: _chb2, ...c }) => c).sort((a, b) => a.column_name.localeCompare(b.column_name)),
      metrics: metrics.filter((m) => m.table_id === id).map(({ id: _i, uuid: _u, table_id: _t, created_on: _c2, changed_on: _ch2, created_by_fk: _cb2, changed_by_fk: _chb2, ...m }) => m).sort((a, b) => a.metric_name.localeCompare(b.metric_name)),
    })),
    charts: charts.map((row) => {
      const params = parse(row.params) as Record<string, unknown>;
      return {
        uuid: row.uuid, slice_name: row.slice_name, viz_type: row.viz_type, description: row.description, cache_timeout: row.cache_timeout,
        certified_by: row.certified_by, certification_details: row.certification_details, dataset: tableUuid.get(row.datasource_id!),
        params: { ...params, datasource: undefined, slice_id: undefined },
        query_context: row.query_context ? idText(row.query_context.replace(/"datasource":"\d+__table"/g, '"datasource":"x"')) : null,
      };
    }),
    dashboards: dashboards.map((row) => ({
      uuid: row.uuid, dashboard_title: row.dashboard_title, slug: row.slug, css: row.css, description: row.description, published: row.published,
      certified_by: row.certified_by, certification_details: row.certification_details,
      position: row.position_json ? parse(idText(row.position_json)) : null,
      metadata: row.json_metadata ? parse(idText(row.json_metadata)) : null,
      charts: links.filter((l) => l.dashboard_id === row.id).map((l) => chartUuid.get(l.slice_id)).sort(),
    })),
    savedQueries: queries.map((row) => ({ uuid: row.uuid, label: row.label, description: row.description, sql: row.sql, schema: row.schema, database: dbUuid.get(row.db_id!) })),
  };
}

beforeAll(async () => {
  source = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(source.store, source.config, { info: () => undefined });
  target = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  sourceToken = (await apiLogin(source.app, USERS.admin.username, USERS.admin.password)).json().access_token as string;
  targetToken = (await apiLogin(target.app, USERS.admin.username, USERS.admin.password)).json().access_token as string;
  // Content on the source: Superset's Births dashboard and charts, and a saved query.
  expect((await importInto(source, sourceToken, 'dashboard', zipBundle(readFixture('births-dashboard')))).statusCode).toBe(200);
  expect((await importInto(source, sourceToken, 'chart', zipBundle(readFixture('example-charts')))).statusCode).toBe(200);
  const examples = await source.store.db.selectFrom('dbs').select('id').where('database_name', '=', 'examples').executeTakeFirstOrThrow();
  const saved = await source.app.inject({
    method: 'POST', url: '/api/v1/saved_query/', headers: { authorization: `Bearer ${sourceToken}` },
    payload: { db_id: examples.id, label: 'Top names', schema: 'main', sql: 'SELECT name FROM birth_names LIMIT 5', description: 'Five names' },
  });
  expect(saved.statusCode, saved.payload).toBe(201);
}, 180_000);
afterAll(async () => {
  await source?.close();
  await target?.close();
});

describe("Tessera's own round trip", () => {
  it('exports everything from one instance and imports it into a fresh one, object for object', async () => {
    const exported = await source.app.inject({ method: 'GET', url: '/api/v1/assets/export/', headers: { authorization: `Bearer ${sourceToken}` } });
    expect(exported.statusCode, exported.payload.slice(0, 300)).toBe(200);
    const zip = new Uint8Array(exported.rawPayload);
    const imported = await importInto(target, targetToken, 'assets', zip);
    expect(imported.statusCode, imported.payload).toBe(200);

    const before = await snapshot(source.store.db);
    const after = await snapshot(target.store.db);
    expect(after.databases).toEqual(before.databases);
    expect(after.datasets).toEqual(before.datasets);
    expect(after.charts).toEqual(before.charts);
    expect(after.dashboards).toEqual(before.dashboards);
    expect(after.savedQueries).toEqual(before.savedQueries);
    expect(before.charts.length).toBeGreaterThan(10);

    // A second import of the same bundle updates in place: nothing doubles.
    expect((await importInto(target, targetToken, 'assets', zip)).statusCode).toBe(200);
    expect(await snapshot(target.store.db)).toEqual(after);
  });
});
