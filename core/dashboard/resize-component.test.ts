import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../registry/deep-freeze.js';
import type { LayoutMap } from './layout-component.js';
import type { LayoutResult } from './layout-result.js';
import { resizeComponent } from './resize-component.js';
import { chart, column, grid, header, layoutOf, markdown, row } from './test-fixtures.js';

function applied(result: LayoutResult): LayoutMap {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.layout;
}

const layout = deepFreeze(
  layoutOf(
    grid(
      row('ROW-1', chart('CHART-a', 1, 4), markdown('MARKDOWN-a', 4)),
      row('ROW-2', column('COLUMN-1', 6, row('ROW-in', chart('CHART-b', 2, 3)), chart('CHART-c', 3, 2)), chart('CHART-d', 4, 6)),
      header('HEADER-1'),
    ),
  ),
);

describe('resizeComponent', () => {
  it('sets a new width and height', () => {
    const next = applied(resizeComponent(layout, 'CHART-a', { width: 6, height: 80 }));
    expect(next['CHART-a']!.meta).toEqual({ chartId: 1, width: 6, height: 80 });
    expect(layout['CHART-a']!.meta.width).toBe(4);
  });

  it('lets a component grow only into its row’s free columns', () => {
    expect(applied(resizeComponent(layout, 'CHART-a', { width: 12 }))['CHART-a']!.meta.width).toBe(8);
    expect(applied(resizeComponent(layout, 'CHART-d', { width: 9 }))['CHART-d']!.meta.width).toBe(6);
  });

  it('keeps at least one column, and a column at least as wide as its widest row', () => {
    expect(applied(resizeComponent(layout, 'MARKDOWN-a', { width: 0 }))['MARKDOWN-a']!.meta.width).toBe(1);
    expect(applied(resizeComponent(layout, 'COLUMN-1', { width: 1 }))['COLUMN-1']!.meta.width).toBe(3);
  });

  it('bounds a component in a column by the column’s width', () => {
    expect(applied(resizeComponent(layout, 'CHART-c', { width: 10 }))['CHART-c']!.meta.width).toBe(6);
  });

  it('rounds to whole units and keeps heights of at least 5 units', () => {
    const next = applied(resizeComponent(layout, 'CHART-a', { width: 5.6, height: 2 }));
    expect(next['CHART-a']!.meta).toMatchObject({ width: 6, height: 5 });
    expect(applied(resizeComponent(layout, 'CHART-a', { height: 61.4 }))['CHART-a']!.meta.height).toBe(61);
  });

  it('ignores missing or non-numeric sides, and the height of a column', () => {
    const next = applied(resizeComponent(layout, 'CHART-a', { width: Number.NaN, height: 70 }));
    expect(next['CHART-a']!.meta).toMatchObject({ width: 4, height: 70 });
    const column = applied(resizeComponent(layout, 'COLUMN-1', { width: 5, height: 90 }));
    expect(column['COLUMN-1']!.meta).toEqual({ width: 5, background: 'BACKGROUND_TRANSPARENT' });
  });

  it('returns the same layout when the size does not change', () => {
    expect(applied(resizeComponent(layout, 'CHART-a', { width: 4, height: 50 }))).toBe(layout);
    expect(applied(resizeComponent(layout, 'CHART-d', { width: 7 }))).toBe(layout);
    expect(applied(resizeComponent(layout, 'CHART-a', {}))).toBe(layout);
  });

  it('leaves a column whose rows no longer fit as it is', () => {
    const crowded = { ...layout, 'CHART-d': { ...layout['CHART-d']!, meta: { ...layout['CHART-d']!.meta, width: 10 } } };
    expect(applied(resizeComponent(crowded, 'COLUMN-1', { width: 12 }))).toBe(crowded);
  });

  it('refuses components without a size and unknown ids', () => {
    expect(resizeComponent(layout, 'HEADER-1', { width: 4 })).toEqual({ ok: false, error: 'NOT_RESIZABLE', message: 'This component cannot be resized.' });
    expect(resizeComponent(layout, 'ROW-1', { width: 4 })).toMatchObject({ ok: false, error: 'NOT_RESIZABLE' });
    expect(resizeComponent(layout, 'nope', { width: 4 })).toMatchObject({ ok: false, error: 'COMPONENT_NOT_FOUND' });
  });
});
