import { describe, expect, it } from 'vitest';
import { dropComponent } from './drop-component.js';
import { chart, childrenOf, counterIdSource, grid, layoutOf, row } from './test-fixtures.js';

const layout = layoutOf(grid(row('ROW-1', chart('CHART-a', 1)), row('ROW-2')));

describe('dropComponent', () => {
  it('creates a component dragged from the palette', () => {
    const result = dropComponent(
      layout,
      { source: { id: 'NEW_COMPONENTS_SOURCE_ID', index: 0 }, destination: { id: 'ROW-2', index: 0 }, dragging: { id: 'NEW_CHART_ID', type: 'CHART', meta: { chartId: 5 } } },
      counterIdSource(),
    );
    expect(result.ok && childrenOf(result.layout, 'ROW-2')).toEqual(['CHART-n1']);
    expect(result.ok && result.layout['CHART-n1']!.meta.chartId).toBe(5);
  });

  it('moves a component dragged within the layout', () => {
    const result = dropComponent(layout, { source: { id: 'ROW-1', index: 0 }, destination: { id: 'ROW-2', index: 0 }, dragging: { id: 'CHART-a', type: 'CHART' } });
    expect(result.ok && childrenOf(result.layout, 'ROW-2')).toEqual(['CHART-a']);
    expect(result.ok && result.layout['ROW-1']).toBeUndefined();
  });

  it('passes refusals on', () => {
    const result = dropComponent(layout, { source: { id: 'GRID_ID', index: 1 }, destination: { id: 'ROW-1', index: 0 }, dragging: { id: 'ROW-2', type: 'ROW' } });
    expect(result).toMatchObject({ ok: false, error: 'INVALID_DROP' });
  });
});
