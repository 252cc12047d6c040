import { describe, expect, it } from 'vitest';
import { createEmptyLayout } from './empty-layout.js';
import { createLayoutFromCharts } from './layout-from-charts.js';
import { checkPositionDataSize, parsePositionJson, toPositionJson } from './position-json.js';
import { counterIdSource } from './test-fixtures.js';

/** A layout as Superset stores it: version key, no meta on root and grid, header without children. */
const SUPERSET_POSITION_JSON = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-abc'], parents: ['ROOT_ID'] },
  HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', meta: { text: 'Sales' } },
  'ROW-abc': { type: 'ROW', id: 'ROW-abc', children: ['CHART-xyz'], parents: ['ROOT_ID', 'GRID_ID'], meta: { background: 'BACKGROUND_TRANSPARENT' } },
  'CHART-xyz': {
    type: 'CHART',
    id: 'CHART-xyz',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', 'ROW-abc'],
    meta: { width: 4, height: 50, chartId: 42, sliceName: 'Revenue', uuid: 'b0e5…' },
  },
};

describe('parsePositionJson', () => {
  it('reads a Superset position_json, text or object', () => {
    for (const input of [SUPERSET_POSITION_JSON, JSON.stringify(SUPERSET_POSITION_JSON)]) {
      const layout = parsePositionJson(input)!;
      expect(Object.keys(layout).sort()).toEqual(['CHART-xyz', 'GRID_ID', 'HEADER_ID', 'ROOT_ID', 'ROW-abc']);
      expect(layout['ROOT_ID']).toEqual({ type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'], meta: {} });
      expect(layout['HEADER_ID']).toEqual({ id: 'HEADER_ID', type: 'HEADER', children: [], meta: { text: 'Sales' } });
      expect(layout['CHART-xyz']!.meta).toEqual({ width: 4, height: 50, chartId: 42, sliceName: 'Revenue', uuid: 'b0e5…' });
    }
  });

  it('rebuilds parents and drops dangling children and unreadable entries', () => {
    const layout = parsePositionJson({
      ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1', 'ROW-gone', 'IFRAME-1', 'ROW-2'] },
      'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['CHART-1', 7], parents: ['wrong'] },
      'CHART-1': { type: 'CHART', id: 'CHART-1', meta: { chartId: 1 } },
      'IFRAME-1': { type: 'IFRAME', id: 'IFRAME-1', children: [] },
      'ROW-2': { type: 'ROW', id: 'ROW-other', children: [] },
      'ROW-3': 'not a component',
    })!;
    expect(layout['GRID_ID']!.children).toEqual(['ROW-1']);
    expect(layout['ROW-1']).toEqual({ type: 'ROW', id: 'ROW-1', children: ['CHART-1'], parents: ['ROOT_ID', 'GRID_ID'], meta: {} });
    expect(layout['CHART-1']!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-1']);
    expect(Object.keys(layout).sort()).toEqual(['CHART-1', 'GRID_ID', 'ROOT_ID', 'ROW-1']);
  });

  it('is null for empty, malformed or rootless values', () => {
    expect(parsePositionJson(null)).toBeNull();
    expect(parsePositionJson('')).toBeNull();
    expect(parsePositionJson('{')).toBeNull();
    expect(parsePositionJson('[]')).toBeNull();
    expect(parsePositionJson({})).toBeNull();
    expect(parsePositionJson({ ROOT_ID: { type: 'GRID', id: 'ROOT_ID', children: [] } })).toBeNull();
  });
});

describe('toPositionJson', () => {
  it('adds the version key and round-trips through parsePositionJson', () => {
    const layout = createLayoutFromCharts([1, 2], counterIdSource());
    const stored = toPositionJson(layout);
    expect(stored['DASHBOARD_VERSION_KEY']).toBe('v2');
    expect(parsePositionJson(JSON.stringify(stored))).toEqual(layout);
  });
});

describe('checkPositionDataSize', () => {
  it('measures the serialised layout against the 65535-character limit', () => {
    const layout = createEmptyLayout();
    const size = JSON.stringify(toPositionJson(layout)).length;
    expect(checkPositionDataSize(layout)).toEqual({ size, limit: 65535, status: 'ok' });
  });

  it('warns from 90 % of the limit and refuses at the limit', () => {
    const layout = createEmptyLayout();
    const size = checkPositionDataSize(layout).size;
    expect(checkPositionDataSize(layout, size + 1).status).toBe('near-limit');
    expect(checkPositionDataSize(layout, Math.floor(size / 0.9) + 1).status).toBe('ok');
    expect(checkPositionDataSize(layout, size).status).toBe('too-large');
  });
});
