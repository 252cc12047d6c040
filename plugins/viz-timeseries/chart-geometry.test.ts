import { describe, expect, it } from 'vitest';
import { CANVAS_THRESHOLD, computeGeometry, windowBetween } from './chart-geometry.js';
import { hitTest } from './hit-test.js';
import { nearestIndex } from './nearest-index.js';
import { stackSeries } from './stack-series.js';
import { manySeries, testChartProps, testSeries } from './test-fixtures.js';

const none = new Set<string>();

describe('computeGeometry', () => {
  it('fits the plot inside the chart, beside the legend, with zero on the value axis', () => {
    const geometry = computeGeometry({ props: testChartProps(), width: 600, height: 400, hidden: none });
    expect(geometry.legend).toEqual({ left: 0, top: 0, width: 600, height: 28 });
    expect(geometry.plot.top).toBeGreaterThanOrEqual(28);
    expect(geometry.plot.left + geometry.plot.width).toBeLessThanOrEqual(600);
    expect(geometry.plot.top + geometry.plot.height).toBeLessThanOrEqual(400);
    expect(geometry.value.scale.domain()[0]).toBe(0);
    expect(geometry.value.baseline).toBe(geometry.plot.height);
    expect(geometry.base.position(0)).toBe(0);
    expect(geometry.base.position(4)).toBeCloseTo(geometry.plot.width);
    expect(geometry.base.ticks.length).toBeGreaterThan(1);
    expect(geometry.useCanvas).toBe(false);
  });

  it('fits the value axis to the data when it need not start at zero', () => {
    const geometry = computeGeometry({ props: testChartProps({ startAtZero: false }), width: 600, height: 400, hidden: none });
    const [low] = geometry.value.scale.domain();
    expect(low).toBeGreaterThan(0);
    expect(low).toBeLessThanOrEqual(5);
  });

  it('widens the value axis to the y-axis bounds, and never narrows it', () => {
    const domainWith = (yAxisBounds: [number | null, number | null]) =>
      computeGeometry({ props: testChartProps({ startAtZero: false, yAxisBounds }), width: 600, height: 400, hidden: none }).value.scale.domain();
    const [low, high] = domainWith([null, null]);
    expect(domainWith([-50, null])[0]).toBeLessThanOrEqual(-50);
    expect(domainWith([null, 1000])[1]).toBeGreaterThanOrEqual(1000);
    // Bounds inside the data's range leave the axis as the data has it.
    expect(domainWith([low! + 1, high! - 1])).toEqual([low, high]);
  });

  it('leaves hidden series out of the domain and the legend in', () => {
    const geometry = computeGeometry({ props: testChartProps({ startAtZero: false }), width: 600, height: 400, hidden: new Set(['girl']) });
    expect(geometry.visible.map((series) => series.key)).toEqual(['boy']);
    expect(geometry.value.scale.domain()[0]).toBeGreaterThanOrEqual(10);
    expect(geometry.legend).not.toBeNull();
  });

  it('stacks areas and bars', () => {
    const props = testChartProps({ variant: 'area', stack: true });
    const geometry = computeGeometry({ props, width: 600, height: 400, hidden: none });
    expect(geometry.stacks?.get('girl')?.lower[4]).toBe(50);
    expect(geometry.stacks?.get('girl')?.upper[4]).toBe(95);
    expect(geometry.value.scale.domain()[1]).toBeGreaterThanOrEqual(95);
  });

  it('bands bars and lists x values down the side for horizontal bars', () => {
    const vertical = computeGeometry({ props: testChartProps({ variant: 'bar' }), width: 600, height: 400, hidden: none });
    expect(vertical.base.kind).toBe('band');
    expect(vertical.base.bandwidth).toBeGreaterThan(0);
    const horizontal = computeGeometry({ props: testChartProps({ variant: 'bar', horizontal: true }), width: 600, height: 400, hidden: none });
    expect(horizontal.base.position(4)).toBeGreaterThan(horizontal.base.position(0));
    expect(horizontal.base.position(4)).toBeLessThan(horizontal.plot.height);
    expect(horizontal.value.scale.range()).toEqual([0, horizontal.plot.width]);
  });

  it('switches to a canvas past the threshold', () => {
    const props = testChartProps({ series: manySeries(2, CANVAS_THRESHOLD / 2 + 1) });
    expect(computeGeometry({ props, width: 600, height: 400, hidden: none }).useCanvas).toBe(true);
    expect(computeGeometry({ props, width: 600, height: 400, hidden: new Set(['s1']) }).useCanvas).toBe(false);
  });

  it('zooms into a window of x values', () => {
    const props = testChartProps();
    const full = computeGeometry({ props, width: 600, height: 400, hidden: none });
    const range = windowBetween(full, full.base.position(1) - 3, full.base.position(3) + 3);
    expect(range).toEqual([1, 4]);
    const zoomed = computeGeometry({ props, width: 600, height: 400, hidden: none, window: range });
    expect(zoomed.base.position(1)).toBe(0);
    expect(zoomed.base.position(3)).toBeCloseTo(zoomed.plot.width);
    expect(windowBetween(full, 10, 12)).toBeNull();
  });
});

describe('hitTest', () => {
  it('finds the nearest x and the line under the pointer', () => {
    const props = testChartProps();
    const geometry = computeGeometry({ props, width: 600, height: 400, hidden: none });
    const x = geometry.base.position(2) + 5;
    expect(hitTest(geometry, x, geometry.value.scale(30) + 3)).toEqual({ index: 2, seriesKey: 'boy' });
    expect(hitTest(geometry, x, geometry.value.scale(25))).toEqual({ index: 2, seriesKey: 'girl' });
    expect(hitTest(geometry, x, geometry.value.scale(0))).toEqual({ index: 2, seriesKey: null });
    expect(hitTest(geometry, -5, 10)).toBeNull();
  });

  it('finds the bar under the pointer, grouped or stacked', () => {
    const grouped = testChartProps({ variant: 'bar' });
    const geometry = computeGeometry({ props: grouped, width: 600, height: 400, hidden: none });
    const centre = geometry.base.position(1);
    const quarter = geometry.base.bandwidth / 4;
    const low = geometry.value.scale(3);
    expect(hitTest(geometry, centre - quarter, low)?.seriesKey).toBe('boy');
    expect(hitTest(geometry, centre + quarter, low)?.seriesKey).toBe('girl');
    expect(hitTest(geometry, centre + quarter, geometry.value.scale(19))?.seriesKey).toBeNull();
    const stacked = testChartProps({ variant: 'bar', stack: true });
    const stackedGeometry = computeGeometry({ props: stacked, width: 600, height: 400, hidden: none });
    expect(hitTest(stackedGeometry, centre, stackedGeometry.value.scale(25))?.seriesKey).toBe('girl');
    expect(hitTest(stackedGeometry, centre, stackedGeometry.value.scale(5))?.seriesKey).toBe('boy');
  });
});

describe('nearestIndex', () => {
  const values = Float64Array.of(0, 10, 20, 30);
  it.each([
    [-5, 0],
    [4, 0],
    [5, 0],
    [6, 1],
    [26, 3],
    [99, 3],
  ])('finds %d nearest to index %d', (target, index) => {
    expect(nearestIndex(values, target)).toBe(index);
  });

  it('searches within a range', () => {
    expect(nearestIndex(values, 0, 2, 4)).toBe(2);
    expect(nearestIndex(values, 0, 2, 2)).toBe(-1);
  });
});

describe('stackSeries', () => {
  it('diverges negative bars below zero', () => {
    const bands = stackSeries([testSeries('a', [5, -2]), testSeries('b', [3, -4])], 0, 2, true);
    expect([...bands.get('b')!.lower]).toEqual([5, -2]);
    expect([...bands.get('b')!.upper]).toEqual([8, -6]);
  });
});
