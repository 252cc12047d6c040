import { describe, expect, it } from 'vitest';
import { CONTROL_WIDGETS, applyControlRules, controlBehaviorsOf } from '@control-schemas/index.js';
import type { ChartDataResponse } from '@core/plugin-api/index.js';
import { createVizRegistry } from '@core/registry/index.js';
import { continuousXDomain } from './axis-domains.js';
import { computeGeometry } from './chart-geometry.js';
import { forEachBar, type BarRect } from './mark-shapes.js';
import { TIMESERIES_VIZ_TYPES, barViz, genericViz, lineViz, mixedViz } from './viz-types.js';
import { MIXED_CONTROL_SECTIONS } from './mixed-sections.js';
import { transformMixedTimeseriesProps } from './mixed-transform-props.js';
import { testChartProps, testSeries } from './test-fixtures.js';
import type { SeriesStyle, TimeseriesChartProps } from './timeseries-chart-props.js';
import { transformTimeseriesProps } from './transform-props.js';

const none = new Set<string>();
const WIDTH = 600;
const HEIGHT = 400;
const bars: SeriesStyle = { kind: 'bar', curve: 'linear', area: false, markers: false, markerSize: 6, opacity: 0.2, stackGroup: null, yAxis: 0, showValues: false };
const line: SeriesStyle = { ...bars, kind: 'line', yAxis: 1 };

/** Bars (20…60) on the left and a line (1,200…1,700) on the right. */
function mixedProps(overrides: Partial<TimeseriesChartProps> = {}): TimeseriesChartProps {
  return testChartProps({
    series: [{ ...testSeries('A-boy', [20, 30, 40, 50, 60]), style: bars }, { ...testSeries('B-ca', [1200, 1500, 1300, 1700, 1600]), style: line }],
    secondaryAxis: { format: ',d', title: '', startAtZero: false },
    ...overrides,
  });
}

const geometryOf = (props: TimeseriesChartProps, window?: [number, number]) => computeGeometry({ props, width: WIDTH, height: HEIGHT, hidden: none, window: window ?? null });

/** Years 2000…2004 as a numeric x-axis. */
const numericX = (overrides: Partial<TimeseriesChartProps> = {}) => testChartProps({ xType: 'number', x: Float64Array.from([2000, 2001, 2002, 2003, 2004]), ...overrides });

describe('the secondary y-axis bounds', () => {
  it('widen the right axis only, and never narrow it', () => {
    const plain = geometryOf(mixedProps());
    const [low, high] = plain.secondary!.scale.domain() as [number, number];
    expect(low).toBeGreaterThan(0);
    const widened = geometryOf(mixedProps({ secondaryAxis: { format: ',d', title: '', startAtZero: false, bounds: [0, 5000] } }));
    expect(widened.secondary!.scale.domain()).toEqual([0, 5000]);
    expect(widened.value.scale.domain()).toEqual(plain.value.scale.domain());
    const inside = geometryOf(mixedProps({ secondaryAxis: { format: ',d', title: '', startAtZero: false, bounds: [low + 1, high - 1] } }));
    expect(inside.secondary!.scale.domain()).toEqual([low, high]);
  });

  it('start the right axis at zero unless it is truncated, leaving the left one alone', () => {
    const truncated = geometryOf(mixedProps());
    const whole = geometryOf(mixedProps({ secondaryAxis: { format: ',d', title: '', startAtZero: true } }));
    expect(truncated.secondary!.scale.domain()[0]).toBeGreaterThan(0);
    expect(whole.secondary!.scale.domain()[0]).toBe(0);
    expect(whole.value.scale.domain()).toEqual(truncated.value.scale.domain());
  });

  it('leave the right axis alone when only the primary bounds are set', () => {
    const plain = geometryOf(mixedProps());
    const primary = geometryOf(mixedProps({ yAxisBounds: [null, 500] }));
    expect(primary.value.scale.domain()[1]).toBeGreaterThanOrEqual(500);
    expect(primary.secondary!.scale.domain()).toEqual(plain.secondary!.scale.domain());
  });

  it('put a log axis on powers of ten, with zero at its low end', () => {
    const geometry = geometryOf(mixedProps({ secondaryAxis: { format: ',d', title: '', startAtZero: true, log: true } }));
    expect(geometry.secondary!.scale.domain()).toEqual([1000, 10000]);
    expect(geometry.secondary!.scale(0)).toBe(geometry.plot.height);
    expect(geometry.secondary!.ticks.map((tick) => tick.label)).toContain('10,000');
  });
});

describe('the x-axis bounds of a numeric x-axis', () => {
  it('widen a truncated axis to the bounds, and never narrow it', () => {
    expect(continuousXDomain({ xType: 'number', xAxisBounds: [1990, 2010] }, 2000, 2004, true)).toEqual([1990, 2010]);
    expect(continuousXDomain({ xType: 'number', xAxisBounds: [2001, 2003] }, 2000, 2004, true)).toEqual([2000, 2004]);
    expect(continuousXDomain({ xType: 'number', xAxisBounds: [null, 2010] }, 2000, 2004, true)).toEqual([2000, 2010]);
  });

  it('reach zero when not truncated, and ignore the bounds then', () => {
    expect(continuousXDomain({ xType: 'number', truncateXAxis: false, xAxisBounds: [1990, 2010] }, 2000, 2004, true)).toEqual([0, 2004]);
    const geometry = geometryOf(numericX({ truncateXAxis: false }));
    expect(geometry.base.positionOfValue(0)).toBe(0);
    expect(geometry.base.position(4)).toBeLessThanOrEqual(geometry.plot.width);
  });

  it('do not apply to time or to a zoomed window', () => {
    expect(continuousXDomain({ xType: 'time', xAxisBounds: [0, 1e15] }, 1000, 2000, true)).toEqual([1000, 2000]);
    expect(continuousXDomain({ xType: 'number', xAxisBounds: [1990, 2010] }, 2001, 2003, false)).toEqual([2001, 2003]);
    const zoomed = geometryOf(numericX({ xAxisBounds: [1990, 2010] }), [1, 4]);
    expect(zoomed.base.position(1)).toBe(0);
  });

  it('place the x values inside the widened axis', () => {
    const geometry = geometryOf(numericX({ xAxisBounds: [1990, 2010] }));
    expect(geometry.base.kind).toBe('linear');
    expect(geometry.base.positionOfValue(1990)).toBe(0);
    expect(geometry.base.positionOfValue(2010)).toBeCloseTo(geometry.plot.width);
    expect(geometry.base.position(0)).toBeCloseTo(geometry.plot.width / 2);
    expect(geometry.base.step).toBeCloseTo(geometry.plot.width / 20);
  });
});

describe('bars over a numeric x-axis', () => {
  /** One bar series over the years 2000…2004. */
  const barX = (overrides: Partial<TimeseriesChartProps> = {}) => numericX({ variant: 'bar', series: [testSeries('births', [10, 20, 30, 40, 50])], ...overrides });
  const barsOf = (props: TimeseriesChartProps) => {
    const rects: BarRect[] = [];
    const geometry = geometryOf(props);
    forEachBar(geometry, (rect) => rects.push(rect));
    return { geometry, rects };
  };

  it('stand at their x values on a continuous axis reaching half a gap past the outer values', () => {
    const { geometry, rects } = barsOf(barX());
    expect(geometry.base.kind).toBe('linear');
    // 2000…2004, one apart: the axis runs from 1999.5 to 2004.5.
    expect(geometry.base.positionOfValue(1999.5)).toBeCloseTo(0);
    expect(geometry.base.positionOfValue(2004.5)).toBeCloseTo(geometry.plot.width);
    expect(geometry.base.step).toBeCloseTo(geometry.plot.width / 5);
    expect(rects).toHaveLength(5);
    // Each bar is centred on its x value and 80% of the gap wide; none leaves the plot.
    rects.forEach((rect, i) => {
      expect(rect.x + rect.width / 2).toBeCloseTo(geometry.base.positionOfValue(2000 + i));
      expect(rect.width).toBeCloseTo(geometry.base.step * 0.8);
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width).toBeLessThanOrEqual(geometry.plot.width + 1e-9);
    });
  });

  it('are widened to the x-axis bounds, which never narrow the axis', () => {
    const { geometry, rects } = barsOf(barX({ xAxisBounds: [1990, 2010] }));
    expect(geometry.base.positionOfValue(1990)).toBeCloseTo(0);
    expect(geometry.base.positionOfValue(2010)).toBeCloseTo(geometry.plot.width);
    // Twenty years over the plot, a bar per year.
    expect(rects[0]!.width).toBeCloseTo((geometry.plot.width / 20) * 0.8);
    const inside = barsOf(barX({ xAxisBounds: [2001, 2003] })).geometry;
    expect(inside.base.positionOfValue(1999.5)).toBeCloseTo(0);
  });

  it('reach zero when the axis is not truncated, and ignore the bounds then', () => {
    const { geometry } = barsOf(barX({ truncateXAxis: false, xAxisBounds: [1990, 2010] }));
    expect(geometry.base.positionOfValue(0)).toBeCloseTo(0);
    expect(geometry.base.positionOfValue(2004.5)).toBeLessThanOrEqual(geometry.plot.width);
  });

  it('side by side share the width of one x value', () => {
    const { geometry, rects } = barsOf(numericX({ variant: 'bar' }));
    // Two series, one missing value: nine bars, each under half of the 80% of a gap.
    expect(rects).toHaveLength(9);
    for (const rect of rects) expect(rect.width).toBeLessThan((geometry.base.step * 0.8) / 2);
  });

  it('keep their bands over time and categories', () => {
    expect(geometryOf(testChartProps({ variant: 'bar' })).base.kind).toBe('band');
  });
});

const byYear: ChartDataResponse = {
  result: [
    { colnames: ['year', 'count'], coltypes: [0, 0], rowcount: 2, data: [{ year: 2000, count: 5 }, { year: 2001, count: 0 }] },
    { colnames: ['year', 'total'], coltypes: [0, 0], rowcount: 2, data: [{ year: 2000, total: 300 }, { year: 2001, total: -4 }] },
  ],
};

describe('transformProps of the axis bounds', () => {
  const base = { datasource: '1__table', viz_type: 'echarts_timeseries_line', x_axis: 'year', metrics: ['count'] };

  it('read the x-axis bounds and truncation of the time-series charts', () => {
    const props = transformTimeseriesProps(byYear, { ...base, xAxisBounds: ['1990', 2010] });
    expect(props).toMatchObject({ xType: 'number', truncateXAxis: true, xAxisBounds: [1990, 2010] });
    expect(transformTimeseriesProps(byYear, { ...base, xAxisBounds: [2010, 1990], truncateXAxis: false })).toMatchObject({ truncateXAxis: false, xAxisBounds: [null, null] });
    expect(transformTimeseriesProps(byYear, base).xAxisBounds).toEqual([null, null]);
  });

  it("read the mixed chart's bounds and log scales per axis", () => {
    const mixed = { ...base, viz_type: 'mixed_timeseries', metrics_b: ['total'], yAxisIndexB: 1 as const };
    const props = transformMixedTimeseriesProps(byYear, { ...mixed, y_axis_bounds: [0, 10], y_axis_bounds_secondary: [null, '1000'], xAxisBounds: [1999, null] });
    expect(props.yAxisBounds).toEqual([0, 10]);
    expect(props.secondaryAxis).toMatchObject({ bounds: [null, 1000], log: false });
    expect(props.xAxisBounds).toEqual([1999, null]);
    const logged = transformMixedTimeseriesProps(byYear, { ...mixed, logAxisSecondary: true });
    expect(logged.logAxis).toBe(false);
    expect(logged.secondaryAxis?.log).toBe(true);
    // The right axis cannot place -4; the left one keeps its zero.
    expect([...logged.series[1]!.values]).toEqual([300, Number.NaN]);
    expect([...logged.series[0]!.values]).toEqual([5, 0]);
    expect(transformMixedTimeseriesProps(byYear, { ...mixed, yAxisIndexB: 0, logAxisSecondary: true }).secondaryAxis).toBeNull();
  });

  it("truncate the mixed chart's axes each by its own control", () => {
    const mixed = { ...base, viz_type: 'mixed_timeseries', metrics_b: ['total'], yAxisIndexB: 1 as const };
    expect(transformMixedTimeseriesProps(byYear, mixed)).toMatchObject({ startAtZero: true, secondaryAxis: { startAtZero: true } });
    expect(transformMixedTimeseriesProps(byYear, { ...mixed, truncateYAxis: true })).toMatchObject({ startAtZero: false, secondaryAxis: { startAtZero: true } });
    expect(transformMixedTimeseriesProps(byYear, { ...mixed, truncateYAxisSecondary: true })).toMatchObject({ startAtZero: true, secondaryAxis: { startAtZero: false } });
  });
});

describe('the axis controls', () => {
  const registry = createVizRegistry(TIMESERIES_VIZ_TYPES, { widgets: new Set(CONTROL_WIDGETS) });

  it("carry Superset's names and defaults", () => {
    expect(registry.require('mixed_timeseries').defaults).toMatchObject({
      y_axis_bounds: [null, null],
      y_axis_bounds_secondary: [null, null],
      y_axis_format_secondary: 'SMART_NUMBER',
      truncateYAxis: false,
      logAxis: false,
      logAxisSecondary: false,
      truncateXAxis: true,
      xAxisBounds: [null, null],
    });
    expect(registry.require('mixed_timeseries').defaults).toMatchObject({ truncateYAxisSecondary: false });
    for (const key of ['echarts_timeseries_line', 'echarts_timeseries_bar', 'echarts_area', 'echarts_timeseries_scatter', 'echarts_timeseries_smooth', 'echarts_timeseries_step', 'echarts_timeseries']) {
      expect(registry.require(key).defaults).toMatchObject({ truncateXAxis: true, xAxisBounds: [null, null] });
    }
    expect(mixedViz.uiSchema['y_axis_bounds_secondary']).toMatchObject({ 'ui:widget': 'BoundsWidget' });
    expect(mixedViz.uiSchema['truncateYAxisSecondary']).toMatchObject({ 'ui:widget': 'CheckboxWidget' });
    const section = MIXED_CONTROL_SECTIONS.find((candidate) => candidate.key === 'mixed_secondary_axis')!;
    expect(section.controls).toEqual(['truncateYAxisSecondary', 'y_axis_bounds_secondary', 'y_axis_format_secondary', 'yAxisTitleSecondary', 'logAxisSecondary']);
  });

  it('show the x-axis range only for a numeric x-axis, bars included', () => {
    const context = { temporalColumns: ['ds'], numericColumns: ['year'] };
    const visible = (key: string, formData: Record<string, unknown>) => {
      const viz = registry.require(key);
      return applyControlRules({ ...viz.defaults, ...formData }, controlBehaviorsOf(viz.uiSchema), context).visible;
    };
    expect([...visible(lineViz.key, { x_axis: 'year' })]).toEqual(expect.arrayContaining(['truncateXAxis', 'xAxisBounds']));
    expect(visible(lineViz.key, { x_axis: 'year', truncateXAxis: false }).has('xAxisBounds')).toBe(false);
    expect(visible(lineViz.key, { x_axis: 'ds' }).has('truncateXAxis')).toBe(false);
    expect(visible(lineViz.key, { x_axis: 'state' }).has('truncateXAxis')).toBe(false);
    expect(visible(lineViz.key, { x_axis: { label: 'bucket', sqlExpression: 'num / 10', expressionType: 'SQL' } }).has('truncateXAxis')).toBe(true);
    expect(visible(genericViz.key, { x_axis: 'year', seriesType: 'bar' }).has('truncateXAxis')).toBe(true);
    expect(visible(barViz.key, { x_axis: 'year' }).has('xAxisBounds')).toBe(true);
    expect(visible(barViz.key, { x_axis: 'ds' }).has('xAxisBounds')).toBe(false);
    expect(visible(mixedViz.key, { x_axis: 'year', seriesTypeB: 'bar' }).has('xAxisBounds')).toBe(true);
    expect(visible(mixedViz.key, { x_axis: 'ds' }).has('xAxisBounds')).toBe(false);
  });
});
