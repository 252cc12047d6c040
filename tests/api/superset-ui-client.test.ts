import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { USERS, browserLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * Superset's own client, `@superset-ui/core` from node_modules, against the real server listening
 * on a port: `SupersetClient` (CSRF token, JSON and multipart posts), `buildQueryContext` and the
 * chart-data API, the legacy form-data and explore_json calls, and the CSV export as Superset's
 * front end sends it (the query context posted as a form with `csrf_token`).
 *
 * The package's ES build (`lib/`, extensionless imports) is bundled with esbuild for Node; it
 * reads `window.location` when loaded, so a minimal `window` is set first. Node's own `fetch`
 * carries no cookie jar, so the session cookie goes in the client's headers.
 */

interface RequestConfig {
  endpoint?: string;
  jsonPayload?: unknown;
  postPayload?: Record<string, unknown>;
  parseMethod?: 'json' | 'text' | 'raw';
}
interface ClientAnswer {
  json?: unknown;
  text?: string;
  response: Response;
}
interface SupersetClientApi {
  configure(config: Record<string, unknown>): SupersetClientApi;
  init(force?: boolean): Promise<string | undefined>;
  get(config: RequestConfig): Promise<ClientAnswer>;
  post(config: RequestConfig): Promise<ClientAnswer>;
  reset(): void;
}
type ApiCall = (payload: unknown) => Promise<unknown>;
interface SupersetUi {
  SupersetClient: SupersetClientApi;
  buildQueryContext(formData: Record<string, unknown>, options?: unknown): Record<string, unknown> & { queries: unknown[] };
  ApiLegacy: {
    getFormData(args: { sliceId: number; overrideFormData?: Record<string, unknown> }): Promise<Record<string, unknown>>;
    fetchExploreJson(args: { formData: Record<string, unknown> }): Promise<Record<string, unknown>>;
  };
  ApiV1: { getChartData: ApiCall };
  makeApi(config: Record<string, unknown>): ApiCall;
}

/**
 * Loads `@superset-ui/core` as installed (or the unpacked package `TESSERA_SUPERSET_UI_CORE` names,
 * to check another published version), or says exactly why it cannot be loaded.
 */
async function loadSupersetUi(outDir: string): Promise<SupersetUi> {
  const require = createRequire(import.meta.url);
  const packageDir = process.env['TESSERA_SUPERSET_UI_CORE'] ?? path.dirname(require.resolve('@superset-ui/core/package.json'));
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const lib = path.join(packageDir, 'lib');
  if (!existsSync(path.join(lib, 'connection', 'index.js'))) {
    throw new Error(
      `@superset-ui/core@${version} in node_modules ships no code: its npm tarball holds only README.md and package.json ` +
        '(no lib/ or esm/). Install a published version with code, e.g. @superset-ui/core@1.5.0.',
    );
  }
  const entry = path.join(outDir, 'entry.mjs');
  const exports = [
    `export { SupersetClient } from ${JSON.stringify(path.join(lib, 'connection', 'index.js'))};`,
    `export { buildQueryContext, ApiLegacy, ApiV1, makeApi } from ${JSON.stringify(path.join(lib, 'query', 'index.js'))};`,
  ];
  writeFileSync(entry, exports.join('\n'));
  const outfile = path.join(outDir, 'superset-ui-core.mjs');
  const installed = path.dirname(path.dirname(path.dirname(require.resolve('@superset-ui/core/package.json'))));
  const nodePaths = [path.join(packageDir, 'node_modules'), installed, path.join(installed, '@superset-ui', 'core', 'node_modules')];
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'silent', nodePaths });
  return (await import(pathToFileURL(outfile).href)) as SupersetUi;
}

let t: TestApp;
let ui: SupersetUi;
let base: string;
let session: { cookie: string; csrf: string };
let birthNames: number;
let chartId: number;
const outDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-superset-ui-'));
const globals = globalThis as { window?: unknown };

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  birthNames = (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'birth_names').executeTakeFirstOrThrow()).id;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  session = await browserLogin(t.app, USERS.admin.username, USERS.admin.password);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/chart/',
    headers: { cookie: session.cookie, 'x-csrftoken': session.csrf },
    payload: { slice_name: 'Births by gender', viz_type: 'table', datasource_id: birthNames, datasource_type: 'table', params: JSON.stringify({ metrics: ['count'], groupby: ['gender'], row_limit: 10 }) },
  });
  chartId = created.json().id;
  globals.window = { location: { href: `${base}/explore/` } };
  ui = await loadSupersetUi(outDir);
  // Superset's own page configures the client this way (host, protocol, credentials), then init() fetches the CSRF token.
  ui.SupersetClient.configure({ host: new URL(base).host, protocol: 'http:', credentials: 'include', mode: 'cors', headers: { Cookie: session.cookie } });
  await ui.SupersetClient.init();
}, 180_000);

afterAll(async () => {
  ui?.SupersetClient.reset();
  delete globals.window;
  await t?.close();
  rmSync(outDir, { recursive: true, force: true });
});

const formData = () => ({ datasource: `${birthNames}__table`, viz_type: 'table', metrics: ['count'], groupby: ['gender'], row_limit: 10, time_range: 'No filter' });

describe('@superset-ui/core against Tessera', () => {
  it('fetches the CSRF token for the session, the way Superset pages start', async () => {
    expect(await ui.SupersetClient.init()).toBe(session.csrf);
  });

  it('loads a chart form data with ApiLegacy.getFormData (GET /api/v1/form_data/?slice_id=)', async () => {
    const loaded = await ui.ApiLegacy.getFormData({ sliceId: chartId, overrideFormData: { row_limit: 5 } });
    expect(loaded).toMatchObject({ slice_id: chartId, viz_type: 'table', datasource: `${birthNames}__table`, metrics: ['count'], groupby: ['gender'], row_limit: 5 });
  });

  it('runs buildQueryContext + ApiV1.getChartData and SupersetClient.post (JSON) on /api/v1/chart/data', async () => {
    const queryContext = ui.buildQueryContext(formData());
    const viaApi = (await ui.ApiV1.getChartData(queryContext)) as { result: { colnames: string[]; data: { gender: string; count: number }[] }[] };
    expect(viaApi.result[0]!.colnames).toEqual(['gender', 'count']);
    expect(viaApi.result[0]!.data.map((row) => row.gender).sort()).toEqual(['boy', 'girl']);
    const viaPost = await ui.SupersetClient.post({ endpoint: '/api/v1/chart/data', jsonPayload: queryContext });
    expect((viaPost.json as { result: { rowcount: number }[] }).result[0]!.rowcount).toBe(2);
  });

  it('posts the legacy explore_json as multipart form data (ApiLegacy.fetchExploreJson)', async () => {
    const answer = await ui.ApiLegacy.fetchExploreJson({ formData: formData() });
    expect(answer['form_data']).toMatchObject({ viz_type: 'table' });
    expect((answer['data'] as unknown[]).length).toBe(2);
  });

  it('exports CSV the way Superset does: the query context posted as a form with csrf_token', async () => {
    const queryContext = { ...ui.buildQueryContext(formData()), result_format: 'csv', result_type: 'full' };
    // Superset's explore submits a hidden form (urlencoded) to this URL; the browser saves the answer.
    const response = await fetch(`${base}/api/v1/chart/data`, {
      method: 'POST',
      headers: { Cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ form_data: JSON.stringify(queryContext), csrf_token: session.csrf }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=\d{8}_\d{6}\.csv$/);
    expect((await response.text()).split(/\r?\n/)[0]).toBe('gender,count');
    // The same through the client's form payload (multipart) with a text answer.
    const exportCsv = ui.makeApi({ method: 'POST', endpoint: '/api/v1/chart/data', requestType: 'form', responseType: 'text' });
    const text = (await exportCsv({ form_data: queryContext })) as string;
    expect(text.split(/\r?\n/).filter(Boolean)).toHaveLength(3);
  });

  it('gets Superset-shaped errors back through the client', async () => {
    const failure = await ui.SupersetClient.post({ endpoint: '/api/v1/chart/data', jsonPayload: { queries: [] } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Response);
    expect((failure as Response).status).toBe(400);
    expect(await (failure as Response).json()).toHaveProperty('message');
  });
});
