// @vitest-environment happy-dom
import { createElement } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTesseraContainer, getContributions } from '@core/di/index.js';
import { VizContribution, type AnyVizContribution, type ChartDataResponse, type ChartRenderProps, type QueryFormData, type TransformPropsContext } from '@core/plugin-api/index.js';
import { createVizRegistry, type VizDescriptor } from '@core/registry/index.js';
import { CONTROL_WIDGETS, applyControlRules, controlBehaviorsOf, validateFormData } from '@control-schemas/index.js';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { queryContextSchema } from '../../app/server/engine/chart-data/query-context-schema.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { WEB_PLUGINS } from '../../app/web/kernel/web-plugins.js';
import { USERS, apiLogin, createTestApp, type TestApp } from '../api/test-app.js';
import { sampleFormData } from './viz/sample-form-data.js';

/**
 * One contract for every registered viz type: it registers (schema compiles, defaults valid,
 * widgets known, buildQuery of the defaults works), its query context for a chart a user would
 * build over birth_names is valid and runs on the real chart-data API, transformProps accepts the
 * answer with the host's context (verbose names, shared colours), and the lazily loaded component
 * renders it, naming the metric by its verbose name, and reports it rendered.
 */
const container = createTesseraContainer(WEB_PLUGINS, {});
const contributions = getContributions(container, VizContribution) as AnyVizContribution[];
const registry = createVizRegistry(contributions, { widgets: new Set(CONTROL_WIDGETS) });
const validateQueryContext = new Ajv({ strict: false, allErrors: true }).compile(queryContextSchema);

let t: TestApp;
let headers: Record<string, string>;
let datasourceId: number;
let temporalColumns: string[];

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  datasourceId = (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'birth_names').executeTakeFirstOrThrow()).id;
  temporalColumns = (await t.store.db.selectFrom('table_columns').select('column_name').where('table_id', '=', datasourceId).where('is_dttm', '=', true).execute()).map((row) => String(row.column_name));
  headers = { authorization: `Bearer ${(await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token}` };
}, 180_000);
afterAll(async () => t?.close());

async function render(viz: VizDescriptor, chartProps: unknown, formData: QueryFormData) {
  const { default: Component } = (await viz.loadComponent()) as { default: (props: ChartRenderProps) => unknown };
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  let rendered = 0;
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error);
  window.addEventListener('error', onError);
  await act(async () => {
    root.render(createElement(Component as never, { width: 640, height: 400, chartProps, formData, colorMode: 'light', onRendered: () => (rendered += 1), setDataMask: () => undefined } satisfies ChartRenderProps));
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  // A chart that loads data of its own first (a map's boundaries) reports later: give it 10 s.
  for (let waited = 0; rendered === 0 && waited < 10_000; waited += 50) await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  window.removeEventListener('error', onError);
  const html = host.innerHTML;
  await act(async () => root.unmount());
  host.remove();
  return { rendered, html, errors };
}

describe('viz conformance', () => {
  it('registers every viz type of the web plugins', () => {
    expect(registry.list().length).toBeGreaterThanOrEqual(11);
  });

  for (const contribution of contributions) {
    describe(contribution.key, () => {
      const viz = () => registry.require(contribution.key);

      it('migrates its own defaults without change, idempotently', () => {
        const formData = { ...viz().defaults, datasource: '1__table', viz_type: contribution.key } as QueryFormData;
        if (!viz().migrate) return;
        const once = viz().migrate!(structuredClone(formData));
        expect(viz().migrate!(structuredClone(once))).toEqual(once);
      });

      it('runs a chart a user would build: valid form data, valid query context, real data, rendered', async () => {
        const formData = sampleFormData(viz().formDataSchema, viz().defaults, contribution.key, datasourceId) as QueryFormData;
        const behaviors = controlBehaviorsOf(viz().uiSchema);
        const ruled = applyControlRules(formData, behaviors, { temporalColumns });
        expect(validateFormData(ruled.formData, behaviors, { visible: ruled.visible })).toEqual({});

        const queryContext = viz().buildQuery(formData, {});
        const valid = validateQueryContext(queryContext);
        expect(valid ? [] : validateQueryContext.errors).toEqual([]);

        const response = await t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers, payload: queryContext as object });
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json() as ChartDataResponse;
        expect(body.result.length).toBe(queryContext.queries.length);
        expect(body.result[0]!.rowcount).toBeGreaterThan(0);

        // The host's context: the dataset's verbose names and a shared colour scale.
        const sharedColors: string[] = [];
        const context: TransformPropsContext = {
          verboseMap: { 'SUM(num)': 'Births total', gender: 'Gender', state: 'State' },
          colorScale: () => {
            const color = `#0${String(sharedColors.length % 10)}a0b0`;
            sharedColors.push(color);
            return color;
          },
        };
        const chartProps = viz().transformProps(body, formData, context);
        const { rendered, html, errors } = await render(viz(), chartProps, formData);
        expect(errors).toEqual([]);
        expect(html.length).toBeGreaterThan(100);
        expect(rendered).toBeGreaterThan(0);
        // Wherever the chart names the metric, it reads the verbose name, never the raw label.
        expect(html).not.toContain('SUM(num)');
        // A viz that colours labels takes the host's colours.
        if (sharedColors.length > 0) expect(JSON.stringify(chartProps)).toContain(sharedColors[0]);
      });
    });
  }
});
