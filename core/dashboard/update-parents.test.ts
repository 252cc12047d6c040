import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../registry/deep-freeze.js';
import { chart, grid, header, layoutOf, row } from './test-fixtures.js';
import { withParents } from './update-parents.js';

describe('withParents', () => {
  it('fills in ancestors, root first', () => {
    const layout = layoutOf(grid(row('ROW-1', chart('CHART-a', 1))));
    expect(layout['GRID_ID']!.parents).toEqual(['ROOT_ID']);
    expect(layout['CHART-a']!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-1']);
  });

  it('returns the same map when every list is right', () => {
    const layout = deepFreeze(layoutOf(grid(row('ROW-1', chart('CHART-a', 1)))));
    expect(withParents(layout)).toBe(layout);
  });

  it('replaces only the components whose list changed, without touching the input', () => {
    const layout = deepFreeze(layoutOf(grid(row('ROW-1', chart('CHART-a', 1)), row('ROW-2'))));
    const moved = { ...layout, 'ROW-1': { ...layout['ROW-1']!, children: [] }, 'ROW-2': { ...layout['ROW-2']!, children: ['CHART-a'] } };
    const fixed = withParents(moved);
    expect(fixed['CHART-a']!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-2']);
    expect(fixed['ROW-1']).toBe(moved['ROW-1']);
    expect(layout['CHART-a']!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-1']);
  });

  it('leaves components outside the tree and layouts without a root alone', () => {
    const layout = layoutOf(grid(), [header('HEADER_ID')]);
    expect(layout['HEADER_ID']!.parents).toEqual([]);
    const rootless = { 'CHART-a': layout['GRID_ID']! };
    expect(withParents(rootless)).toBe(rootless);
  });

  it('survives cycles and children that point nowhere', () => {
    const layout = layoutOf(grid(row('ROW-1')));
    const broken = { ...layout, 'ROW-1': { ...layout['ROW-1']!, children: ['GRID_ID', 'missing'] } };
    expect(withParents(broken)['ROW-1']!.parents).toEqual(['ROOT_ID', 'GRID_ID']);
  });
});
