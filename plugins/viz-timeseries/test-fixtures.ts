import type { TimeseriesChartProps, TimeseriesSeries } from './timeseries-chart-props.js';

const DAY = 86_400_000;

/** A series of `values` (null for a gap) with a name and dimension value of its own. */
export function testSeries(key: string, values: ReadonlyArray<number | null>, color = '#2F6FDE'): TimeseriesSeries {
  return { key, name: key, color, values: Float64Array.from(values, (value) => value ?? Number.NaN), dimensionValues: [key], dashed: false };
}

/** Chart props of a daily line chart by gender, with `overrides` applied. */
export function testChartProps(overrides: Partial<TimeseriesChartProps> = {}): TimeseriesChartProps {
  const series = overrides.series ?? [testSeries('boy', [10, 20, 30, null, 50], '#2F6FDE'), testSeries('girl', [5, 15, 25, 35, 45], '#F2A541')];
  const length = series[0]?.values.length ?? 0;
  return {
    variant: 'line',
    xType: 'time',
    x: Float64Array.from({ length }, (_, i) => Date.UTC(2024, 0, 1) + i * DAY),
    categories: [],
    series,
    annotations: [],
    xAxisColumn: 'ds',
    timeGrain: 'P1D',
    dimensions: ['gender'],
    xFormat: 'smart_date',
    tooltipTimeFormat: '%Y-%m-%d',
    yFormat: 'SMART_NUMBER',
    xAxisTitle: '',
    yAxisTitle: '',
    showLegend: true,
    legendOrientation: 'top',
    stack: false,
    horizontal: false,
    stepPosition: 'start',
    markers: false,
    markerSize: 6,
    opacity: 0.2,
    showValues: false,
    zoomable: false,
    startAtZero: true,
    ...overrides,
  };
}

/** `count` series of `length` points each: a sine wave per series, for large-data tests. */
export function manySeries(count: number, length: number): TimeseriesSeries[] {
  return Array.from({ length: count }, (_, s) =>
    testSeries(
      `s${s}`,
      Array.from({ length }, (_, i) => 100 + 50 * Math.sin(i / 50 + s)),
      ['#2F6FDE', '#F2A541', '#3BA272'][s % 3],
    ),
  );
}
