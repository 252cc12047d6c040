import { scaleLinear, scaleLog } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import { AXIS_TICK_FONT_SIZE, bandLabels, valueTicks } from './axis-ticks.js';

describe('valueTicks', () => {
  it('puts vertical ticks at least four and a half text lines apart', () => {
    const ticks = valueTicks(scaleLinear([0, 100], [300, 0]), 300, 'vertical', String);
    expect(ticks[0]).toEqual({ position: 300, label: '0' });
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < ticks.length; i++) expect(Math.abs(ticks[i]!.position - ticks[i - 1]!.position)).toBeGreaterThanOrEqual(AXIS_TICK_FONT_SIZE + 4);
  });

  it('drops vertical ticks closer than a text line, as a log scale makes them', () => {
    const ticks = valueTicks(scaleLog([1, 1_000_000], [120, 0]), 120, 'vertical', String);
    for (let i = 1; i < ticks.length; i++) expect(Math.abs(ticks[i]!.position - ticks[i - 1]!.position)).toBeGreaterThanOrEqual(AXIS_TICK_FONT_SIZE + 4);
    expect(ticks.map((tick) => tick.label)).toContain('1');
  });

  it('writes fewer horizontal ticks when their labels would overlap', () => {
    const wide = (value: number) => `${value} very long label`;
    const ticks = valueTicks(scaleLinear([0, 100], [0, 400]), 400, 'horizontal', wide);
    expect(ticks.length).toBeLessThan(6);
    expect(valueTicks(scaleLinear([0, 100], [0, 400]), 400, 'horizontal', String).length).toBeGreaterThan(ticks.length);
  });
});

describe('bandLabels', () => {
  it('writes every label flat when each fits its band', () => {
    const result = bandLabels(['a', 'b', 'c'], 60, 80);
    expect(result).toEqual({ labels: [{ index: 0, text: 'a', row: 0 }, { index: 1, text: 'b', row: 0 }, { index: 2, text: 'c', row: 0 }], angle: 0, height: AXIS_TICK_FONT_SIZE + 8 });
  });

  it('turns long labels by 45° when that writes at least twice as many', () => {
    const names = Array.from({ length: 20 }, (_, i) => `category number ${i}`);
    const result = bandLabels(names, 20, 80);
    expect(result.angle).toBe(45);
    expect(result.height).toBeLessThanOrEqual(80);
    expect(result.labels.length).toBeGreaterThan(bandLabels(names, 20, 80, 'flat').labels.length);
  });

  it('follows a chosen layout: flat, 90°, staggered rows', () => {
    const names = Array.from({ length: 10 }, (_, i) => `category number ${i}`);
    expect(bandLabels(names, 20, 80, 'flat').angle).toBe(0);
    expect(bandLabels(names, 20, 80, '90°').angle).toBe(90);
    const staggered = bandLabels(names, 20, 80, 'staggered');
    expect(staggered.angle).toBe(0);
    expect(staggered.labels.map((label) => label.row).slice(0, 2)).toEqual([0, 1]);
    expect(staggered.height).toBe(2 * (AXIS_TICK_FONT_SIZE + 4) + 4);
  });

  it('shortens turned labels to the height they may take', () => {
    const result = bandLabels(['a very long category name indeed', 'b'], 40, 40, '90°');
    expect(result.height).toBe(40);
    expect(result.labels[0]!.text.endsWith('…')).toBe(true);
  });
});
