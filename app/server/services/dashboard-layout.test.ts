import { describe, expect, it } from 'vitest';
import { layoutChartIds, remapLayoutChartIds } from './dashboard-layout.js';

const layout = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  'CHART-a': { type: 'CHART', id: 'CHART-a', children: [], meta: { chartId: 7, width: 4 } },
  'CHART-b': { type: 'CHART', id: 'CHART-b', children: [], meta: { chartId: 3 } },
  'CHART-again': { type: 'CHART', id: 'CHART-again', children: [], meta: { chartId: 7 } },
  'MARKDOWN-x': { type: 'MARKDOWN', id: 'MARKDOWN-x', meta: { chartId: 99, code: '# hi' } },
  'CHART-broken': { type: 'CHART', id: 'CHART-broken', meta: { chartId: 'nine' } },
};

describe('layoutChartIds', () => {
  it('collects the chart ids of CHART components, each once, in layout order', () => {
    expect(layoutChartIds(layout)).toEqual([7, 3]);
    expect(layoutChartIds({})).toEqual([]);
  });
});

describe('remapLayoutChartIds', () => {
  it('points chart components at new ids without touching the input or other components', () => {
    const frozen = structuredClone(layout);
    const remapped = remapLayoutChartIds(layout, new Map([[7, 70]]));
    expect(layout).toEqual(frozen);
    expect(remapped['CHART-a']).toEqual({ type: 'CHART', id: 'CHART-a', children: [], meta: { chartId: 70, width: 4 } });
    expect(remapped['CHART-again']).toMatchObject({ meta: { chartId: 70 } });
    expect(remapped['CHART-b']).toBe(layout['CHART-b']);
    expect(remapped['MARKDOWN-x']).toBe(layout['MARKDOWN-x']);
    expect(layoutChartIds(remapped)).toEqual([70, 3]);
  });
});
