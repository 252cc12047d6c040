import { describe, expect, it } from 'vitest';
import { exportPosition } from './export-dashboard-position.js';

const layout = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'], parents: ['ROOT_ID'] },
  'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['CHART-a'], parents: ['ROOT_ID', 'GRID_ID'] },
  'CHART-a': { type: 'CHART', id: 'CHART-a', children: [], parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'], meta: { chartId: 5, width: 4, height: 50 } },
};

describe('exportPosition', () => {
  it('adds the uuid of each shown chart to its meta and keeps its id', () => {
    const out = exportPosition(layout, [{ id: 5, uuid: 'u-5', sliceName: 'Five' }], new Map([[5, 'u-5']]));
    expect(out['CHART-a']).toEqual({ ...layout['CHART-a'], meta: { chartId: 5, width: 4, height: 50, uuid: 'u-5' } });
    expect(out['ROW-1']).toEqual(layout['ROW-1']);
    expect(layout['CHART-a'].meta).not.toHaveProperty('uuid');
  });

  it('leaves a chart without a known uuid as it is', () => {
    expect(exportPosition(layout, [], new Map())['CHART-a']).toEqual(layout['CHART-a']);
  });

  it('appends charts of the dashboard the layout does not show, three to a row under the grid', () => {
    const charts = [5, 6, 7, 8, 9].map((id) => ({ id, uuid: `u-${id}`, sliceName: `Chart ${id}` }));
    const out = exportPosition(layout, charts, new Map(charts.map((c) => [c.id, c.uuid])));
    expect((out['GRID_ID'] as { children: string[] }).children).toEqual(['ROW-1', 'ROW-export-6', 'ROW-export-9']);
    expect((out['ROW-export-6'] as { children: string[] }).children).toEqual(['CHART-export-6', 'CHART-export-7', 'CHART-export-8']);
    expect(out['CHART-export-9']).toMatchObject({ type: 'CHART', parents: ['ROOT_ID', 'GRID_ID', 'ROW-export-9'], meta: { chartId: 9, uuid: 'u-9', sliceName: 'Chart 9', width: 4, height: 50 } });
  });

  it('builds a whole layout for a dashboard that has none', () => {
    const out = exportPosition({}, [{ id: 1, uuid: 'u-1', sliceName: 'One' }], new Map([[1, 'u-1']]));
    expect(out['ROOT_ID']).toEqual({ type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] });
    expect(out['GRID_ID']).toMatchObject({ children: ['ROW-export-1'] });
    expect(out['CHART-export-1']).toMatchObject({ meta: { chartId: 1, uuid: 'u-1' } });
  });
});
