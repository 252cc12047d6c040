import { scaleLinear } from 'd3';
import { describe, expect, it } from 'vitest';
import { areaBesideLegend, bandLabelStride, fitContinuousTicks, legendBox, plotMargins } from './chart-layout.js';
import { estimateTextWidth, truncateText } from './text-metrics.js';

describe('chart layout', () => {
  it('wraps a top legend into rows and caps it at a third of the height', () => {
    const one = legendBox(['boy', 'girl'], 'top', 600, 400)!;
    expect(one).toEqual({ left: 0, top: 0, width: 600, height: 28 });
    const many = legendBox(Array.from({ length: 60 }, (_, i) => `series number ${i}`), 'bottom', 600, 300)!;
    expect(many.height).toBe(100);
    expect(many.top).toBe(200);
    expect(legendBox([], 'top', 600, 400)).toBeNull();
  });

  it('puts a side legend in a column of at most 30 % of the width', () => {
    const right = legendBox(['a very long series name that goes on and on'], 'right', 500, 300)!;
    expect(right).toEqual({ left: 350, top: 0, width: 150, height: 300 });
    expect(areaBesideLegend(500, 300, right, 'right')).toEqual({ left: 0, top: 0, width: 350, height: 300 });
    expect(areaBesideLegend(500, 300, { left: 0, top: 0, width: 500, height: 28 }, 'top')).toEqual({ left: 0, top: 28, width: 500, height: 272 });
  });

  it('makes room for tick labels and titles', () => {
    const bare = plotMargins({ leftLabelWidth: 30, leftTitle: '', bottomTitle: '' });
    const titled = plotMargins({ leftLabelWidth: 30, leftTitle: 'Births', bottomTitle: 'Year' });
    expect(bare.left).toBe(40);
    expect(titled.left - bare.left).toBe(20);
    expect(titled.bottom - bare.bottom).toBe(20);
  });

  it('asks for fewer ticks until their labels fit', () => {
    const scale = scaleLinear().domain([0, 1_000_000]).range([0, 300]);
    const format = (value: number) => value.toLocaleString('en-US');
    const ticks = fitContinuousTicks((count) => scale.ticks(count), scale, format, 300);
    const widest = Math.max(...ticks.map((tick) => estimateTextWidth(tick.label, 11)));
    expect(ticks.map((tick) => tick.label)).toEqual(['0', '500,000', '1,000,000']);
    expect(ticks.length * (widest + 12)).toBeLessThanOrEqual(300);
    const wide = scale.copy().range([0, 1200]);
    expect(fitContinuousTicks((count) => wide.ticks(count), wide, format, 1200).length).toBeGreaterThan(ticks.length);
  });

  it('labels every few bands when labels are wider than a band', () => {
    expect(bandLabelStride(30, 50)).toBe(1);
    expect(bandLabelStride(60, 10)).toBe(7);
  });

  it('cuts long texts with an ellipsis', () => {
    expect(truncateText('short', 100, 11)).toBe('short');
    const cut = truncateText('a rather long category label', 60, 11);
    expect(cut.endsWith('…')).toBe(true);
    expect(estimateTextWidth(cut, 11)).toBeLessThanOrEqual(60);
  });
});
