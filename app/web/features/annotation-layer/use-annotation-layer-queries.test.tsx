// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnnotationLayer, ChartDataResponse, QueryFormData } from '@core/plugin-api/index.js';
import { createFakeApiServer, jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { AnnotationLayerStatus } from './AnnotationLayerStatus';
import { useAnnotationLayerQueries } from './use-annotation-layer-queries';

const SOURCE_PARAMS = { viz_type: 'echarts_timeseries_line', x_axis: 'ds', time_grain_sqla: 'P1Y', metrics: ['count'], groupby: [], time_range: 'No filter', datasource: '1__table' };
const NATIVE_DATA = { columns: ['start_dttm'], records: [{ start_dttm: 1000, short_descr: 'v2' }] };
const RESPONSE: ChartDataResponse = { result: [{ colnames: ['ds', 'boy'], coltypes: [2, 0], data: [{ ds: 1000, boy: 3 }], rowcount: 1, annotation_data: { Events: NATIVE_DATA } }] };

const layer = (name: string, value: number, fields: Partial<AnnotationLayer> = {}): AnnotationLayer => ({
  name, annotationType: 'TIME_SERIES', sourceType: 'line', value, show: true, overrides: { time_range: null }, ...fields,
});

function Probe({ formData, response }: { formData: QueryFormData; response: ChartDataResponse }) {
  const annotated = useAnnotationLayerQueries(formData, response);
  return (
    <div>
      <pre data-testid="probe">{JSON.stringify({ data: annotated.response.result[0]?.['annotation_data'], states: annotated.states })}</pre>
      <AnnotationLayerStatus states={annotated.states} />
    </div>
  );
}

let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;
beforeEach(() => {
  server = createFakeApiServer({
    'GET /api/v1/chart/:id': ({ params }) =>
      params['id'] === '404' ? jsonResponse(404, { message: 'Not found' }) : { id: Number(params['id']), result: { params: JSON.stringify(SOURCE_PARAMS), viz_type: 'echarts_timeseries_line', datasource_id: 1, datasource_type: 'table' } },
    'POST /api/v1/chart/data': () => ({ result: [{ colnames: ['ds', 'count'], coltypes: [2, 0], data: [{ ds: 1000, count: 5 }, { ds: 2000, count: 7 }], rowcount: 2 }] }),
  });
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function mount(layers: AnnotationLayer[], timeoutSeconds = 60) {
  const formData: QueryFormData = {
    datasource: '1__table',
    viz_type: 'echarts_timeseries_line',
    time_grain_sqla: 'P1M',
    adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'Last year' }],
    annotation_layers: layers,
  };
  const bootstrap = testBootstrap(testUser({ Admin: [] }));
  bootstrap.common = { ...bootstrap.common, conf: { ...bootstrap.common.conf, SUPERSET_WEBSERVER_TIMEOUT: timeoutSeconds } };
  rendered = await renderApp(<Probe formData={formData} response={RESPONSE} />, { bootstrap });
  const probe = () => JSON.parse(document.querySelector('[data-testid="probe"]')!.textContent!) as { data: Record<string, unknown>; states: Record<string, { status: string; error?: string }> };
  return { probe };
}

describe('useAnnotationLayerQueries', () => {
  it('runs the saved chart a time-series layer names, over the chart’s time range, and adds its series', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.on('POST /api/v1/chart/data', async () => {
      await gate;
      return { result: [{ colnames: ['ds', 'count'], coltypes: [2, 0], data: [{ ds: 1000, count: 5 }, { ds: 2000, count: 7 }], rowcount: 2 }] };
    });
    const { probe } = await mount([layer('Forecast', 7), { name: 'Events', annotationType: 'EVENT', sourceType: 'NATIVE', value: 3, show: true }]);
    expect(probe().states['Forecast']?.status).toBe('loading');
    expect(document.querySelector('[data-annotation-layer-state="loading"]')?.textContent).toBe('Loading Forecast…');
    release();
    await rendered!.waitFor(() => (probe().states['Forecast']?.status === 'success' ? true : null));
    expect(probe().data).toEqual({ Events: NATIVE_DATA, Forecast: [{ key: 'count', values: [{ x: 1000, y: 5 }, { x: 2000, y: 7 }] }] });
    // Native layers came with the chart's own data: only the line layer's chart was asked for.
    expect(server.calls('GET', '/api/v1/chart/7')).toHaveLength(1);
    const [query] = (server.calls('POST', '/api/v1/chart/data')[0]!.body as { queries: Array<{ time_range?: string; annotation_layers?: unknown[] }> }).queries;
    expect(query!.time_range).toBe('Last year');
    expect(query!.annotation_layers).toEqual([]);
    expect(document.querySelector('[role="status"]')).toBeNull();
  });

  it('fails a layer whose chart is gone, and passes a "no data" answer as a success', async () => {
    server.on('POST /api/v1/chart/data', () => jsonResponse(400, { message: 'No data returned for this query' }));
    const { probe } = await mount([layer('Gone', 404), layer('Empty', 8)]);
    await rendered!.waitFor(() => (probe().states['Gone']?.status === 'failed' && probe().states['Empty']?.status === 'success' ? true : null));
    expect(probe().states['Gone']).toEqual({ status: 'failed', error: 'Not found' });
    expect(probe().data).toEqual({ Events: NATIVE_DATA });
    expect(document.querySelector('[data-annotation-layer-state="failed"]')?.textContent).toBe('Gone: Not found');
  });

  it('says "Query timeout" when the chart’s query outlasts the server timeout', async () => {
    server.on('POST /api/v1/chart/data', () => new Promise(() => undefined));
    const { probe } = await mount([layer('Slow', 9)], 1);
    await rendered!.waitFor(() => (probe().states['Slow']?.status === 'failed' ? true : null), 5000);
    expect(probe().states['Slow']).toEqual({ status: 'failed', error: 'Query timeout' });
  });
});
