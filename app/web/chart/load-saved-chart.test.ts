// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../api/api-call-error';
import { createFakeApiServer, jsonResponse } from '../components/list-view/test-support/fake-api-server';
import { createAppStore } from '../store/create-app-store';
import { getTestKernel } from '../test-support/render-app';
import { testBootstrap, testUser } from '../test-support/test-bootstrap';
import { loadSavedChart } from './load-saved-chart';

const PIE = { id: 7, slice_name: 'Genders', viz_type: 'pie', datasource_id: 3, datasource_type: 'table', params: JSON.stringify({ viz_type: 'pie', groupby: ['gender'], metric: 'count' }) };
const SCATTER = { id: 9, slice_name: 'Addresses', viz_type: 'deck_scatter', datasource_id: 5, datasource_type: 'table', params: JSON.stringify({ viz_type: 'deck_scatter', spatial: { type: 'latlong', lonCol: 'LON', latCol: 'LAT' } }) };

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const server = createFakeApiServer({
    'GET /api/v1/chart/7': () => ({ id: 7, result: PIE }),
    'GET /api/v1/chart/8': () => jsonResponse(404, { message: 'Not found' }),
    'GET /api/v1/chart/9': () => ({ id: 9, result: SCATTER }),
    // The dataset of chart 3 has display names; that of chart 9 cannot be read.
    'GET /superset/fetch_datasource_metadata': ({ url }) =>
      url.searchParams.get('datasourceKey') === '3__table'
        ? { id: 3, columns: [], metrics: [], verbose_map: { __timestamp: 'Time', gender: 'Gender', count: 'Births', empty: '' } }
        : jsonResponse(403, { message: 'You may not read this dataset' }),
    'POST /api/v1/chart/data': () => ({ result: [{ data: [{ gender: 'boy', count: 3 }], colnames: ['gender', 'count'], coltypes: [1, 0], rowcount: 1 }] }),
  });
  vi.stubGlobal('fetch', server.fetch);
  return { server, dispatch: createAppStore(testBootstrap(testUser({ Admin: [] }))).dispatch };
}

describe('loadSavedChart', () => {
  it('reads the chart through the chart endpoint, once while it is cached, and runs its query with the extra filters', async () => {
    const { server, dispatch } = setup();
    const { vizTypes } = getTestKernel();
    const filter = { expressionType: 'SIMPLE' as const, clause: 'WHERE' as const, subject: 'gender', operator: '==' as const, comparator: 'boy' };
    const first = await loadSavedChart(dispatch, vizTypes, 7, { extraFilters: [filter] });
    expect(first.formData).toMatchObject({ viz_type: 'pie', datasource: '3__table', adhoc_filters: [filter] });
    expect(first.response.result[0]!.data).toEqual([{ gender: 'boy', count: 3 }]);
    await loadSavedChart(dispatch, vizTypes, 7);
    expect(server.calls('GET', '/api/v1/chart/7')).toHaveLength(1);
    expect(server.calls('POST', '/api/v1/chart/data')).toHaveLength(2);
  });

  it('answers the dataset’s display names with the data, reading them once per dataset', async () => {
    const { server, dispatch } = setup();
    const { vizTypes } = getTestKernel();
    const [first, second] = await Promise.all([loadSavedChart(dispatch, vizTypes, 7), loadSavedChart(dispatch, vizTypes, 7)]);
    expect(first.verboseMap).toEqual({ __timestamp: 'Time', gender: 'Gender', count: 'Births' });
    expect(second.verboseMap).toEqual(first.verboseMap);
    const reads = server.calls('GET', '/superset/fetch_datasource_metadata');
    expect(reads).toHaveLength(1);
    expect(reads[0]!.url.searchParams.get('datasourceKey')).toBe('3__table');
  });

  it('still draws a chart whose display names cannot be read, with none', async () => {
    const { dispatch } = setup();
    const loaded = await loadSavedChart(dispatch, getTestKernel().vizTypes, 9);
    expect(loaded.formData).toMatchObject({ viz_type: 'deck_scatter', datasource: '5__table' });
    expect(loaded.response.result[0]!.rowcount).toBe(1);
    expect(loaded).not.toHaveProperty('verboseMap');
  });

  it('fails with the server’s words when the chart cannot be read', async () => {
    const { dispatch } = setup();
    const failure = await loadSavedChart(dispatch, getTestKernel().vizTypes, 8).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiCallError);
    expect((failure as ApiCallError).message).toBe('Not found');
  });
});
