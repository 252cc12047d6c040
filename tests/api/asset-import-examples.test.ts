import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjvSchemaCompiler } from '@core/registry/index.js';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { buildQueryContext } from '../../app/web/chart/build-query-context.js';
import { openFormData } from '../../app/web/chart/chart-form-data.js';
import { createWebKernel } from '../../app/web/kernel/create-web-kernel.js';
import { WEB_PLUGINS } from '../../app/web/kernel/web-plugins.js';
import { importForm, readFixture, zipBundle } from './superset-bundle.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * Superset's own example dashboards, exported the way Superset writes them (fixtures under
 * tests/fixtures/superset-bundles/), imported onto Tessera's example tables: every chart must
 * answer its data query with rows.
 */

let t: TestApp;
let token = '';
const kernel = createWebKernel(WEB_PLUGINS, { schemaCompiler: createAjvSchemaCompiler() });

const DASHBOARDS = [
  { fixture: 'deck-gl-demo', uuid: '1188faaa-146a-414c-a961-e18b5981ee8a', title: 'deck.gl Demo', charts: 7 },
  { fixture: 'world-bank-dashboard', uuid: 'b30b1b3b-fc31-43c7-994d-e726b33c635e', title: "World Bank's Data", charts: 9 },
  { fixture: 'video-game-sales-dashboard', uuid: 'c7bc10f4-6a2d-7569-caae-bbc91864ee11', title: 'Video Game Sales', charts: 10 },
] as const;

function chartUuids(fixture: string): string[] {
  return [...readFixture(fixture)].filter(([file]) => file.startsWith('charts/')).map(([, text]) => /^uuid: (\S+)$/m.exec(text)![1]!);
}

/** Runs a stored chart as its dashboard does (its form data through the viz type's query builder); answers the row count. */
async function chartRows(chartId: number): Promise<{ name: string; vizType: string; rows: number }> {
  const chart = await t.store.db.selectFrom('slices').selectAll().where('id', '=', chartId).executeTakeFirstOrThrow();
  const params = JSON.parse(chart.params ?? '{}') as Record<string, unknown>;
  const viz = kernel.vizTypes.resolve(String(params['viz_type']), params);
  expect(viz, `${chart.slice_name}: viz ${String(params['viz_type'])}`).toBeDefined();
  const context = chart.query_context ? (JSON.parse(chart.query_context) as object) : (buildQueryContext(viz!, openFormData(viz!, params, `${chart.datasource_id}__table`)) as object);
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers: { authorization: `Bearer ${token}` }, payload: { ...context, result_format: 'json' } });
  expect(response.statusCode, `${chart.slice_name}: ${response.payload.slice(0, 400)}`).toBe(200);
  const result = response.json().result as Array<{ rowcount: number }>;
  return { name: chart.slice_name!, vizType: chart.viz_type!, rows: Math.min(...result.map((r) => r.rowcount)) };
}

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  token = (await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token as string;
}, 180_000);
afterAll(async () => t?.close());

describe("Superset's example dashboards", () => {
  it.each(DASHBOARDS)('imports $title onto the example tables and every chart answers with rows', async ({ fixture, uuid, title, charts }) => {
    const form = importForm(zipBundle(readFixture(fixture)));
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/dashboard/import/', headers: { ...form.headers, authorization: `Bearer ${token}` }, payload: form.payload });
    expect(response.statusCode, response.payload).toBe(200);

    const dashboard = await t.store.db.selectFrom('dashboards').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(dashboard.dashboard_title).toBe(title);
    const uuids = chartUuids(fixture);
    expect(uuids).toHaveLength(charts);
    const imported = await t.store.db.selectFrom('slices').select(['id', 'datasource_id']).where('uuid', 'in', uuids).execute();
    expect(imported).toHaveLength(charts);
    const links = await t.store.db.selectFrom('dashboard_slices').select('slice_id').where('dashboard_id', '=', dashboard.id).execute();
    expect(links.map((l) => l.slice_id).sort()).toEqual(imported.map((c) => c.id).sort());

    // The charts land on the example datasets (no copies of the tables are made).
    const datasets = await t.store.db.selectFrom('tables').select(['id', 'table_name']).where('id', 'in', imported.map((c) => c.datasource_id!)).execute();
    const examples = await t.store.db.selectFrom('dbs').select('id').where('database_name', '=', 'examples').executeTakeFirstOrThrow();
    for (const dataset of datasets) {
      const same = await t.store.db.selectFrom('tables').select('id').where('database_id', '=', examples.id).where('table_name', '=', dataset.table_name).execute();
      expect(same, dataset.table_name).toHaveLength(1);
    }

    const empty: string[] = [];
    for (const chart of imported) {
      const { name, vizType, rows } = await chartRows(chart.id);
      if (rows === 0) empty.push(`${name} (${vizType})`);
    }
    expect(empty).toEqual([]);
  });

  it('brings the World Bank native filter over onto the example dataset', async () => {
    const dashboard = await t.store.db.selectFrom('dashboards').select('json_metadata').where('uuid', '=', DASHBOARDS[1].uuid).executeTakeFirstOrThrow();
    const wb = await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'wb_health_population').executeTakeFirstOrThrow();
    const [filter] = JSON.parse(dashboard.json_metadata!).native_filter_configuration;
    expect(filter.targets).toEqual([{ column: { name: 'region' }, datasetId: wb.id }]);
  });
});
