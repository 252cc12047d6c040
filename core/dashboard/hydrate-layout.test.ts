import { describe, expect, it } from 'vitest';
import { getChartIds } from './chart-ids.js';
import { hydrateLayout } from './hydrate-layout.js';
import { toPositionJson } from './position-json.js';
import { chart, childrenOf, counterIdSource, grid, layoutOf, row } from './test-fixtures.js';

describe('hydrateLayout', () => {
  it('builds rows of three for a dashboard without a stored layout', () => {
    const layout = hydrateLayout(
      { positionData: null, charts: [1, 2, 3, 4].map((chartId) => ({ chartId, sliceName: `Chart ${chartId}` })), dashboardTitle: 'New' },
      counterIdSource(),
    );
    expect(childrenOf(layout, 'GRID_ID')).toEqual(['ROW-n1', 'ROW-n2']);
    expect(getChartIds(layout)).toEqual([1, 2, 3, 4]);
    expect(layout['HEADER_ID']!.meta.text).toBe('New');
  });

  it('keeps the stored layout, appends charts without a place and refreshes chart names', () => {
    const stored = toPositionJson(layoutOf(grid(row('ROW-1', { ...chart('CHART-a', 1), meta: { chartId: 1, width: 6, sliceName: 'Old name' } }))));
    const layout = hydrateLayout(
      { positionData: JSON.stringify(stored), charts: [{ chartId: 1, sliceName: 'New name' }, { chartId: 2, sliceName: 'Added' }], dashboardTitle: 'Sales' },
      counterIdSource(),
    );
    expect(childrenOf(layout, 'GRID_ID')).toEqual(['ROW-1', 'ROW-n1']);
    expect(layout['CHART-a']!.meta).toMatchObject({ chartId: 1, width: 6, sliceName: 'New name' });
    expect(layout['CHART-explore-2-1']!.meta).toMatchObject({ chartId: 2, sliceName: 'Added' });
    expect(layout['HEADER_ID']!.meta.text).toBe('Sales');
  });

  it('keeps names when the chart list gives none', () => {
    const stored = layoutOf(grid(row('ROW-1', { ...chart('CHART-a', 1), meta: { chartId: 1, sliceName: 'Kept' } })));
    const layout = hydrateLayout({ positionData: stored, charts: [{ chartId: 1 }], dashboardTitle: 'T' });
    expect(layout['CHART-a']!.meta.sliceName).toBe('Kept');
    expect(childrenOf(layout, 'GRID_ID')).toEqual(['ROW-1']);
  });
});
