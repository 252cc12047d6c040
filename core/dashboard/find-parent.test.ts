import { describe, expect, it } from 'vitest';
import { findParentId } from './find-parent.js';
import { chart, grid, layoutOf, row } from './test-fixtures.js';

const layout = layoutOf(grid(row('ROW-1', chart('CHART-a', 1)), row('ROW-2', chart('CHART-b', 2))));

describe('findParentId', () => {
  it('finds the component listing the child', () => {
    expect(findParentId(layout, 'CHART-b')).toBe('ROW-2');
    expect(findParentId(layout, 'GRID_ID')).toBe('ROOT_ID');
  });

  it('is undefined for the root and unknown ids', () => {
    expect(findParentId(layout, 'ROOT_ID')).toBeUndefined();
    expect(findParentId(layout, 'nope')).toBeUndefined();
  });

  it('does not trust a parents list that the parent does not confirm', () => {
    const stale = { ...layout, 'CHART-b': { ...layout['CHART-b']!, parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'] } };
    expect(findParentId(stale, 'CHART-b')).toBe('ROW-2');
    const withoutParents = { ...layout, 'CHART-a': { ...layout['CHART-a']!, parents: undefined } };
    expect(findParentId(withoutParents, 'CHART-a')).toBe('ROW-1');
  });
});
