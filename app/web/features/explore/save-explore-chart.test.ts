// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getTestKernel } from '../../test-support/render-app';
import { startExamplesApiServer, type ExamplesApiServer } from '../../test-support/examples-api-server';
import type { ExploreContext } from './explore-api';
import { saveExploreChart } from './save-explore-chart';
import { openFormData } from '../../chart/chart-form-data';
import { ApiCallError } from '../../api/api-call-error';
import { isEditConflict } from '../../api/edit-conflict';
import { chartApi } from '../chart/chart-api';
import { createAppStore } from '../../store/create-app-store';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';

let server: ExamplesApiServer;
let dataset: ExploreContext['dataset'];

beforeAll(async () => {
  server = await startExamplesApiServer();
  dataset = { id: await server.datasetId('birth_names'), type: 'table', name: 'birth_names', columns: [], metrics: [] } as unknown as ExploreContext['dataset'];
}, 60_000);
afterAll(async () => server?.close());
afterEach(() => vi.unstubAllGlobals());

/** The app's store, whose RTK Query endpoints the save goes through. */
const newDispatch = () => createAppStore(testBootstrap(testUser({ Admin: [] }))).dispatch;

async function createDashboard(title: string): Promise<number> {
  return (await server.call('POST', '/api/v1/dashboard/', { dashboard_title: title })).json().id as number;
}

async function storedChart(id: number) {
  const result = (await server.call('GET', `/api/v1/chart/${id}`)).json().result as { slice_name: string; params: string; query_context: string; dashboards: Array<{ id: number }> };
  return { ...result, dashboardIds: result.dashboards.map((dashboard) => dashboard.id).sort((a, b) => a - b) };
}

describe('saveExploreChart', () => {
  it('creates a chart with its form data and query context, then overwrites it keeping the dashboards it is on', async () => {
    vi.stubGlobal('fetch', server.fetch);
    const dispatch = newDispatch();
    const viz = getTestKernel().vizTypes.get('pie')!;
    const formData = openFormData(viz, { groupby: ['gender'], metric: 'count' }, `${dataset.id}__table`);
    const first = await createDashboard('Births');
    const second = await createDashboard('Names');

    const created = await saveExploreChart(dispatch, viz, formData, dataset, null, { action: 'saveas', sliceName: 'Births by gender', dashboardId: first, goToDashboard: false });
    expect(created.overwritten).toBe(false);
    const stored = await storedChart(created.id);
    expect(stored.slice_name).toBe('Births by gender');
    expect(JSON.parse(stored.params)).toMatchObject({ viz_type: 'pie', groupby: ['gender'], metric: 'count' });
    expect(JSON.parse(stored.query_context)).toMatchObject({ datasource: { id: dataset.id, type: 'table' }, form_data: { viz_type: 'pie' } });
    expect(stored.dashboardIds).toEqual([first]);

    const slice = { slice_id: created.id, slice_name: 'Births by gender' };
    const renamed = { ...formData, groupby: ['state'] };
    const overwritten = await saveExploreChart(dispatch, viz, renamed, dataset, slice, { action: 'overwrite', sliceName: 'Births by state', dashboardId: second, goToDashboard: false });
    expect(overwritten).toEqual({ id: created.id, overwritten: true });
    const after = await storedChart(created.id);
    expect(after.slice_name).toBe('Births by state');
    expect(JSON.parse(after.params)).toMatchObject({ groupby: ['state'] });
    expect(after.dashboardIds).toEqual([first, second].sort((a, b) => a - b));
  });

  it('saves a copy of an open chart as a new chart, leaving the original alone', async () => {
    vi.stubGlobal('fetch', server.fetch);
    const dispatch = newDispatch();
    const viz = getTestKernel().vizTypes.get('pie')!;
    const formData = openFormData(viz, { groupby: ['gender'], metric: 'count' }, `${dataset.id}__table`);
    const original = await saveExploreChart(dispatch, viz, formData, dataset, null, { action: 'saveas', sliceName: 'Original', dashboardId: null, goToDashboard: false });
    const copy = await saveExploreChart(dispatch, viz, formData, dataset, { slice_id: original.id, slice_name: 'Original' }, { action: 'saveas', sliceName: 'Copy', dashboardId: null, goToDashboard: false });
    expect(copy.overwritten).toBe(false);
    expect(copy.id).not.toBe(original.id);
    expect((await storedChart(original.id)).slice_name).toBe('Original');
    expect((await storedChart(copy.id)).dashboardIds).toEqual([]);
  });

  it('refuses an overwrite based on the version explore opened once someone else saved the chart, unless the overwrite is confirmed', async () => {
    vi.stubGlobal('fetch', server.fetch);
    const dispatch = newDispatch();
    const viz = getTestKernel().vizTypes.get('pie')!;
    const formData = openFormData(viz, { groupby: ['gender'], metric: 'count' }, `${dataset.id}__table`);
    const created = await saveExploreChart(dispatch, viz, formData, dataset, null, { action: 'saveas', sliceName: 'Opened', dashboardId: null, goToDashboard: false });
    const opened = (await server.call('GET', `/api/v1/chart/${created.id}`)).json().result as { changed_on: string };
    const slice = { slice_id: created.id, slice_name: 'Opened', changed_on: opened.changed_on };

    // Someone else saves the chart after explore opened it.
    expect((await server.call('PUT', `/api/v1/chart/${created.id}`, { slice_name: 'Theirs' })).statusCode).toBe(200);
    const request = { action: 'overwrite', sliceName: 'Mine', dashboardId: null, goToDashboard: false } as const;
    const refused = saveExploreChart(dispatch, viz, formData, dataset, slice, request);
    await expect(refused).rejects.toMatchObject({ clientError: { status: 409 } });
    expect(await isEditConflict(await refused.catch((error: unknown) => error))).toBe(true);
    expect((await storedChart(created.id)).slice_name).toBe('Theirs');

    await expect(saveExploreChart(dispatch, viz, formData, dataset, slice, request, { overwriteConfirmed: true })).resolves.toEqual({ id: created.id, overwritten: true });
    expect((await storedChart(created.id)).slice_name).toBe('Mine');
  });

  it('rejects when the server refuses, so the modal can say so', async () => {
    vi.stubGlobal('fetch', server.fetch);
    const dispatch = newDispatch();
    const viz = getTestKernel().vizTypes.get('pie')!;
    const formData = openFormData(viz, { groupby: ['gender'], metric: 'count' }, `${dataset.id}__table`);
    const missing = { slice_id: 999_999, slice_name: 'Gone' };
    await expect(saveExploreChart(dispatch, viz, formData, dataset, missing, { action: 'overwrite', sliceName: 'Gone', dashboardId: null, goToDashboard: false })).rejects.toBeInstanceOf(ApiCallError);
    await expect(saveExploreChart(dispatch, viz, formData, dataset, missing, { action: 'overwrite', sliceName: 'Gone', dashboardId: null, goToDashboard: false })).rejects.toMatchObject({
      message: 'Not found',
      clientError: { status: 404 },
    });
  });

  it('makes a chart list read before the save read again', async () => {
    vi.stubGlobal('fetch', server.fetch);
    const store = createAppStore(testBootstrap(testUser({ Admin: [] })));
    const viz = getTestKernel().vizTypes.get('pie')!;
    const formData = openFormData(viz, { groupby: ['gender'], metric: 'count' }, `${dataset.id}__table`);
    const listReads = () => server.requests.filter((request) => request === 'GET /api/v1/chart/').length;
    const list = store.dispatch(chartApi.endpoints.getChartList.initiate({ page: 0, page_size: 25 }));
    await list;
    const before = listReads();
    await saveExploreChart(store.dispatch, viz, formData, dataset, null, { action: 'saveas', sliceName: 'Listed', dashboardId: null, goToDashboard: false });
    for (let waited = 0; listReads() === before && waited < 2000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listReads()).toBe(before + 1);
    list.unsubscribe();
  });
});
