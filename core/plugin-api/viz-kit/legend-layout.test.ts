import { describe, expect, it } from 'vitest';
import { LEGEND_FONT_SIZE, LEGEND_SWATCH, legendItemWidth, legendLayout } from './legend-layout.js';
import { measureTextWidth } from './measure-text.js';

describe('legendLayout', () => {
  it('gives a legend above or below the plot the rows it needs, at most 30% of the height', () => {
    const few = legendLayout('top', 400, 300, ['boy', 'girl']);
    expect(few.legend).toMatchObject({ left: 0, top: 0, width: 400 });
    expect(few.plot.top).toBe(few.legend!.height);
    expect(few.plot.height).toBe(300 - few.legend!.height);
    const many = legendLayout('bottom', 400, 300, Array.from({ length: 200 }, (_, i) => `category ${i}`));
    expect(many.legend!.height).toBeCloseTo(90);
    expect(many.legend!.top).toBe(many.plot.height);
  });

  it('puts a side legend beside the plot, at most 30% of the width', () => {
    const right = legendLayout('right', 400, 300, ['a very long category name that goes on and on']);
    expect(right.legend!.width).toBeCloseTo(120);
    expect(right.plot).toEqual({ left: 0, top: 0, width: 280, height: 300 });
    expect(legendLayout('left', 400, 300, ['x']).plot.left).toBeGreaterThan(0);
  });

  it('gives the whole box to the plot without entries, or in a box too small to share', () => {
    expect(legendLayout('top', 400, 300, [])).toEqual({ legend: null, plot: { left: 0, top: 0, width: 400, height: 300 } });
    expect(legendLayout('top', 150, 300, ['a', 'b'], { minWidth: 160, minHeight: 120 }).legend).toBeNull();
    expect(legendLayout('top', 400, 100, ['a', 'b'], { minWidth: 160, minHeight: 120 }).legend).toBeNull();
    expect(legendLayout('top', 400, 300, ['a', 'b'], { minWidth: 160, minHeight: 120 }).legend).not.toBeNull();
  });

  it('measures an entry as its swatch, a gap and its text', () => {
    expect(legendItemWidth('boy')).toBeCloseTo(LEGEND_SWATCH + 6 + measureTextWidth('boy', LEGEND_FONT_SIZE));
  });
});
