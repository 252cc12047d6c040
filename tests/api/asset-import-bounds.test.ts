import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { NO_CONTROL_CHARACTERS_MESSAGE, NO_NUL_MESSAGE } from '../../app/server/http/bounded-fields.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { importForm, readFixture, zipBundle } from './superset-bundle.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * Bundle contents are bounded like request bodies: a name with a NUL, a tab or a megabyte, a
 * cache timeout of 1e308, an offset of a thousand hours, a layout whose chart id is text, a
 * metadata refresh of minus five seconds — each answers 422 naming the file and the field, and
 * nothing is written. Each finding is sent as it was found (a real export with one value
 * changed); the unchanged export still imports.
 */

const DASHBOARD = 'dashboards/USA_Births_Names_9.yaml';
const CHART = 'charts/Boys_18.yaml';
const DATASET = 'datasets/examples/birth_names.yaml';
const BIRTHS_UUID = '3a4c13e1-8bed-4f90-a2ac-803da400482e';

let t: TestApp;
let token = '';

/** A value of a parsed YAML file, reached by keys and indexes. */
interface Yaml {
  [key: string | number]: Yaml;
}

/**
 * The Births export with one value of `file` set (or removed, with `undefined`) at `path`, e.g.
 * `['position', 'CHART-6GdlekVise', 'meta', 'chartId']`.
 */
function bundleWith(file: string, ...changes: Array<[path: Array<string | number>, value: unknown]>): Map<string, string> {
  const files = readFixture('births-dashboard');
  const doc = parse(files.get(file)!) as Yaml;
  for (const [path, value] of changes) {
    const parent = path.slice(0, -1).reduce<Yaml>((node, key) => node[key]!, doc) as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  }
  files.set(file, stringify(doc));
  return files;
}

async function importDashboard(files: Map<string, string>) {
  const form = importForm(zipBundle(files), { overwrite: 'true' });
  return t.app.inject({ method: 'POST', url: '/api/v1/dashboard/import/', headers: { ...form.headers, authorization: `Bearer ${token}` }, payload: form.payload });
}

async function counts() {
  const tables = ['dbs', 'tables', 'table_columns', 'sql_metrics', 'slices', 'dashboards', 'dashboard_slices'] as const;
  const out: Record<string, number> = {};
  for (const table of tables) out[table] = Number((await t.store.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return out;
}

/** Imports a changed bundle and returns the 422's problems of `file`, after checking nothing was written. */
async function refused(files: Map<string, string>, file: string): Promise<Record<string, string[]>> {
  const before = await counts();
  const response = await importDashboard(files);
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json() as { errors: Array<{ message: string; extra: Record<string, unknown> }> };
  expect(body.errors[0]!.message).toBe('Error importing dashboard');
  expect(await counts()).toEqual(before);
  expect(await t.store.db.selectFrom('dashboards').select('id').where('uuid', '=', BIRTHS_UUID).executeTakeFirst()).toBeUndefined();
  return body.errors[0]!.extra[file] as Record<string, string[]>;
}

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  token = (await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token as string;
}, 120_000);
afterAll(async () => t?.close());

describe('bounded bundle contents', () => {
  it('refuses names with a NUL or a control character, naming the file and field', async () => {
    expect(await refused(bundleWith(CHART, [['slice_name'], 'Boys\u0000']), CHART)).toEqual({ slice_name: [NO_CONTROL_CHARACTERS_MESSAGE] });
    expect(await refused(bundleWith(DATASET, [['table_name'], 'birth\tnames']), DATASET)).toEqual({ table_name: [NO_CONTROL_CHARACTERS_MESSAGE] });
    const column = await refused(bundleWith(DATASET, [['columns', 2, 'column_name'], 'num\u0007']), DATASET);
    expect(column).toEqual({ 'columns.2.column_name': [NO_CONTROL_CHARACTERS_MESSAGE] });
    expect(await refused(bundleWith(CHART, [['description'], 'a\u0000b']), CHART)).toEqual({ description: [NO_NUL_MESSAGE] });
  });

  it('refuses names and text over their lengths', async () => {
    const megabyte = 'x'.repeat(1024 * 1024 + 1);
    expect(await refused(bundleWith(DASHBOARD, [['dashboard_title'], megabyte]), DASHBOARD)).toEqual({ dashboard_title: ['Longer than maximum length 500.'] });
    expect(await refused(bundleWith(CHART, [['viz_type'], 'v'.repeat(251)]), CHART)).toEqual({ viz_type: ['Longer than maximum length 250.'] });
    expect(await refused(bundleWith(DASHBOARD, [['css'], megabyte]), DASHBOARD)).toEqual({ css: [`Longer than maximum length ${1024 * 1024}.`] });
  });

  it('refuses numbers out of their ranges', async () => {
    expect(await refused(bundleWith(CHART, [['cache_timeout'], 1e308]), CHART)).toEqual({ cache_timeout: ['Must be less than or equal to 31536000.'] });
    expect(await refused(bundleWith(CHART, [['cache_timeout'], 99_999_999_999]), CHART)).toEqual({ cache_timeout: ['Must be less than or equal to 31536000.'] });
    expect(await refused(bundleWith(DATASET, [['offset'], 1000]), DATASET)).toEqual({ offset: ['Must be less than or equal to 24.'] });
  });

  it('checks the object fields against schemas: the layout, the metadata, params', async () => {
    const chartIdAsText = bundleWith(DASHBOARD, [['position', 'CHART-6GdlekVise', 'meta', 'chartId'], 'seventeen']);
    expect(await refused(chartIdAsText, DASHBOARD)).toEqual({ 'position.CHART-6GdlekVise.meta.chartId': ['Not a valid integer.'] });
    const untyped = bundleWith(DASHBOARD, [['position', 'CHART-6GdlekVise', 'type'], undefined]);
    expect(await refused(untyped, DASHBOARD)).toEqual({ 'position.CHART-6GdlekVise.type': ['Missing data for required field.'] });
    const notAComponent = bundleWith(DASHBOARD, [['position', 'ROW-x'], 'a row']);
    expect(await refused(notAComponent, DASHBOARD)).toEqual({ 'position.ROW-x': ['Not a valid object.'] });
    const refresh = bundleWith(DASHBOARD, [['metadata', 'refresh_frequency'], -5]);
    expect(await refused(refresh, DASHBOARD)).toEqual({ 'metadata.refresh_frequency': ['Must be greater than or equal to 0.'] });
    const params = bundleWith(CHART, [['params'], { ['bad\u0000key']: 1 }]);
    expect(await refused(params, CHART)).toEqual({ params: [NO_CONTROL_CHARACTERS_MESSAGE] });
  });

  it('reports every problem of a bundle at once', async () => {
    const files = bundleWith(CHART, [['slice_name'], ''], [['cache_timeout'], -2]);
    const dataset = parse(files.get(DATASET)!) as Record<string, unknown>;
    files.set(DATASET, stringify({ ...dataset, schema: 's'.repeat(251) }));
    const before = await counts();
    const response = await importDashboard(files);
    expect(response.statusCode).toBe(422);
    const extra = response.json().errors[0].extra as Record<string, unknown>;
    expect(extra[CHART]).toEqual({ slice_name: ['Shorter than minimum length 1.'], cache_timeout: ['Must be greater than or equal to -1.'] });
    expect(extra[DATASET]).toEqual({ schema: ['Longer than maximum length 250.'] });
    expect(await counts()).toEqual(before);
  });

  it('still imports the unchanged export', async () => {
    const response = await importDashboard(readFixture('births-dashboard'));
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.store.db.selectFrom('dashboards').select('dashboard_title').where('uuid', '=', BIRTHS_UUID).executeTakeFirst()).toEqual({ dashboard_title: 'USA Births Names' });
  });
});
