import { describe, expect, it } from 'vitest';
import type { ChartDataResponse } from '@core/plugin-api/index.js';
// Runs the server's own post-processing on raw rows, to prove buildQuery and transformProps agree.
import { applyPostProcessing } from '@core/query/post-processing/index.js';
import { buildTimeseriesQuery } from './build-query.js';
import type { TimeseriesFormData } from './timeseries-form-data.js';
import { transformTimeseriesProps } from './transform-props.js';

const YEAR = (year: number) => Date.UTC(year, 0, 1);
const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' } } as const;

const formData: TimeseriesFormData = {
  datasource: '3__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  metrics: [sumNum],
  groupby: ['gender'],
  color_scheme: 'supersetColors',
  label_colors: {},
  y_axis_format: 'SMART_NUMBER',
  x_axis_time_format: 'smart_date',
  truncate_metric: true,
  sort_series_type: 'sum',
  sort_series_ascending: false,
};

/** What /api/v1/chart/data returns for the line chart of SUM(num) by gender (births by year). */
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['ds', 'boy', 'girl'],
      coltypes: [2, 0, 0],
      rowcount: 4,
      data: [
        { ds: YEAR(2001), boy: 48_133, girl: 52_210 },
        { ds: YEAR(2000), boy: 47_021, girl: 51_880 },
        { ds: YEAR(2002), boy: null, girl: 50_115 },
        { ds: YEAR(2003), boy: 49_002, girl: 53_400 },
      ],
    },
  ],
};

describe('transformTimeseriesProps', () => {
  it('takes the host’s shared colours and names a metric series by its verbose name', () => {
    const shared: Record<string, string> = { boy: '#111111', girl: '#222222' };
    const coloured = transformTimeseriesProps(response, formData, { colorScale: (label) => shared[label] ?? '#000000' });
    expect(coloured.series.map((series) => [series.name, series.color])).toEqual([['girl', '#222222'], ['boy', '#111111']]);

    const byMetric: ChartDataResponse = { result: [{ colnames: ['ds', 'sum__num'], coltypes: [2, 0], rowcount: 1, data: [{ ds: YEAR(2000), sum__num: 5 }] }] };
    const named = transformTimeseriesProps(byMetric, { ...formData, metrics: ['sum__num'], groupby: [] }, { verboseMap: { sum__num: 'Births' } });
    expect(named.series.map((series) => series.name)).toEqual(['Births']);
  });

  it('reads a temporal x-axis and one series per column, sorted by total, coloured by the scheme', () => {
    const props = transformTimeseriesProps(response, formData);
    expect(props.variant).toBe('line');
    expect(props.xType).toBe('time');
    expect([...props.x]).toEqual([YEAR(2000), YEAR(2001), YEAR(2002), YEAR(2003)]);
    expect(props.series.map((series) => series.name)).toEqual(['girl', 'boy']);
    const [girl, boy] = props.series;
    expect([...girl!.values]).toEqual([51_880, 52_210, 50_115, 53_400]);
    expect(boy!.values[2]).toBeNaN();
    expect(boy!.dimensionValues).toEqual(['boy']);
    expect(girl!.color).toBe('#2F6FDE');
    expect(boy!.color).toBe('#F2A541');
    expect(props).toMatchObject({ timeGrain: 'P1Y', tooltipTimeFormat: '%Y-%m-%d', yFormat: 'SMART_NUMBER', dimensions: ['gender'], xAxisColumn: 'ds', stack: false, horizontal: false });
  });

  it('takes label colours first and sorts by name when asked', () => {
    const props = transformTimeseriesProps(response, { ...formData, label_colors: { boy: '#000000' }, sort_series_type: 'name', sort_series_ascending: true });
    expect(props.series.map((series) => [series.name, series.color])).toEqual([
      ['boy', '#000000'],
      ['girl', '#2F6FDE'],
    ]);
  });

  it('agrees with the post-processing its own query asks the server for', () => {
    const rolling = { ...formData, rolling_type: 'cumsum' };
    const rules = buildTimeseriesQuery(rolling).queries[0]!.post_processing!;
    const raw = {
      columns: ['ds', 'gender', 'SUM(num)'],
      data: [
        [YEAR(2000), YEAR(2000), YEAR(2001), YEAR(2001)],
        ['boy', 'girl', 'boy', null],
        [1, 2, 3, 4],
      ],
      temporalColumns: ['ds'],
    };
    const frame = applyPostProcessing(raw, rules);
    const rows = frame.data[0]!.map((_, row) => Object.fromEntries(frame.columns.map((column, i) => [column, frame.data[i]![row]])));
    const props = transformTimeseriesProps({ result: [{ colnames: frame.columns, coltypes: [2, 0, 0, 0], data: rows, rowcount: rows.length }] }, rolling);
    const byName = Object.fromEntries(props.series.map((series) => [series.name, [...series.values]]));
    // A running total skips missing periods, as pandas' cumsum does.
    expect(byName).toEqual({ boy: [1, 4], girl: [2, Number.NaN], '<NULL>': [Number.NaN, 4] });
    expect(props.series.find((series) => series.name === '<NULL>')!.dimensionValues).toEqual([null]);
  });

  it('names series by metric and dimension with several metrics, truncating simple aggregates', () => {
    const props = transformTimeseriesProps(
      { result: [{ colnames: ['ds', 'SUM(num), boy', 'count, a\\, b'], coltypes: [2, 0, 0], rowcount: 1, data: [{ ds: YEAR(2000), 'SUM(num), boy': 1, 'count, a\\, b': 2 }] }] },
      { ...formData, metrics: [sumNum, 'count'] },
    );
    expect(props.series.map((series) => [series.name, series.dimensionValues])).toEqual([
      ['count, a, b', ['a, b']],
      ['num, boy', ['boy']],
    ]);
    const untruncated = transformTimeseriesProps(
      { result: [{ colnames: ['ds', 'SUM(num)'], coltypes: [2, 0], rowcount: 1, data: [{ ds: YEAR(2000), 'SUM(num)': 1 }] }] },
      { ...formData, groupby: [], truncate_metric: false },
    );
    expect(untruncated.series.map((series) => series.name)).toEqual(['SUM(num)']);
  });

  it('draws time-shifted copies dashed in their original colour', () => {
    const props = transformTimeseriesProps(
      {
        result: [
          {
            colnames: ['ds', 'SUM(num), boy', 'SUM(num)__1 year ago, boy'],
            coltypes: [2, 0, 0],
            rowcount: 1,
            data: [{ ds: YEAR(2001), 'SUM(num), boy': 10, 'SUM(num)__1 year ago, boy': 20 }],
          },
        ],
      },
      { ...formData, time_compare: ['1 year ago'], comparison_type: 'values' },
    );
    const [shifted, original] = props.series;
    expect(shifted).toMatchObject({ name: 'num (1 year ago), boy', dashed: true, dimensionValues: ['boy'] });
    expect(original).toMatchObject({ name: 'num, boy', dashed: false });
    expect(shifted!.color).toBe(original!.color);
  });

  it('shows a percentage comparison in a percent format', () => {
    const column = 'percentage__SUM(num)__SUM(num)__1 year ago';
    const props = transformTimeseriesProps(
      { result: [{ colnames: ['ds', column], coltypes: [2, 0], rowcount: 1, data: [{ ds: YEAR(2001), [column]: 0.25 }] }] },
      { ...formData, groupby: [], time_compare: ['1 year ago'], comparison_type: 'percentage' },
    );
    expect(props.yFormat).toBe('.1%');
    expect(props.series[0]).toMatchObject({ name: 'num (% change from 1 year ago)', dashed: false });
    const kept = transformTimeseriesProps({ result: [] }, { ...formData, time_compare: ['1 year ago'], comparison_type: 'percentage', y_axis_format: '.2%' });
    expect(kept.yFormat).toBe('.2%');
  });

  it('reads category and numeric x-axes', () => {
    const categories = transformTimeseriesProps(
      { result: [{ colnames: ['state', 'count'], coltypes: [1, 0], rowcount: 2, data: [{ state: 'NY', count: 3 }, { state: 'CA', count: 5 }] }] },
      { ...formData, x_axis: 'state', groupby: [], metrics: ['count'] },
    );
    expect(categories).toMatchObject({ xType: 'category', categories: ['NY', 'CA'], timeGrain: null });
    expect([...categories.x]).toEqual([0, 1]);
    const numbers = transformTimeseriesProps(
      { result: [{ colnames: ['age', 'count'], coltypes: [0, 0], rowcount: 2, data: [{ age: 30, count: 3 }, { age: 20, count: 5 }] }] },
      { ...formData, x_axis: 'age', groupby: [], metrics: ['count'] },
    );
    expect(numbers.xType).toBe('number');
    expect([...numbers.x]).toEqual([20, 30]);
    expect([...numbers.series[0]!.values]).toEqual([5, 3]);
  });

  it('evaluates shown formula annotations along the x-axis and skips broken ones', () => {
    const props = transformTimeseriesProps(response, {
      ...formData,
      annotation_layers: [
        { name: 'target', annotationType: 'FORMULA', value: '50000', show: true, color: '#ff0000', style: 'solid', width: 2 },
        { name: 'hidden', annotationType: 'FORMULA', value: '1', show: false },
        { name: 'broken', annotationType: 'FORMULA', value: '2 *', show: true },
        { name: 'events', annotationType: 'EVENT', value: 3, show: true },
      ],
    });
    expect(props.annotations).toHaveLength(1);
    expect(props.annotations[0]).toMatchObject({ name: 'target', color: '#ff0000', width: 2, dash: [] });
    expect([...props.annotations[0]!.x]).toEqual([...props.x]);
    expect([...props.annotations[0]!.y]).toEqual([50000, 50000, 50000, 50000]);
  });

  it('carries the drawing options of each variant', () => {
    expect(transformTimeseriesProps(response, { ...formData, y_axis_bounds: ['-10', 250] }).yAxisBounds).toEqual([-10, 250]);
    expect(transformTimeseriesProps(response, { ...formData, y_axis_bounds: [null, ''] }).yAxisBounds).toEqual([null, null]);
    expect(transformTimeseriesProps(response, { ...formData, y_axis_bounds: null }).yAxisBounds).toEqual([null, null]);
    expect(transformTimeseriesProps(response, { ...formData, y_axis_bounds: [20, 10] }).yAxisBounds).toEqual([null, null]);
    const bar = transformTimeseriesProps(response, { ...formData, viz_type: 'echarts_timeseries_bar', stack: true, orientation: 'horizontal', start_y_axis_at_zero: false });
    expect(bar).toMatchObject({ variant: 'bar', stack: true, horizontal: true, startAtZero: true });
    const step = transformTimeseriesProps(response, { ...formData, viz_type: 'echarts_timeseries_step', seriesType: 'end', stack: true });
    expect(step).toMatchObject({ variant: 'step', stepPosition: 'end', stack: false });
    const scatter = transformTimeseriesProps(response, { ...formData, viz_type: 'echarts_timeseries_scatter' });
    expect(scatter).toMatchObject({ variant: 'scatter', markers: true, opacity: 0.8, markerSize: 6 });
    const area = transformTimeseriesProps(response, { ...formData, viz_type: 'echarts_area', opacity: 0.5, legend_orientation: 'right', show_legend: false });
    expect(area).toMatchObject({ variant: 'area', opacity: 0.5, legendOrientation: 'right', showLegend: false });
  });

  it('gives an empty chart for an empty result', () => {
    const props = transformTimeseriesProps({ result: [{ colnames: ['ds'], coltypes: [2], rowcount: 0, data: [] }] }, formData);
    expect(props.series).toEqual([]);
    expect(props.x).toHaveLength(0);
  });

  it('draws every series of the generic chart in the style its controls choose', () => {
    const generic = { ...formData, viz_type: 'echarts_timeseries' };
    const bars = transformTimeseriesProps(response, { ...generic, seriesType: 'bar', stack: true, show_value: true });
    expect(bars).toMatchObject({ variant: 'bar', stack: true, horizontal: false, startAtZero: true });
    expect(bars.series.map((series) => series.style)).toEqual([
      { kind: 'bar', curve: 'linear', area: false, markers: false, markerSize: 6, opacity: 0.2, stackGroup: 'stack', yAxis: 0, showValues: true },
      { kind: 'bar', curve: 'linear', area: false, markers: false, markerSize: 6, opacity: 0.2, stackGroup: 'stack', yAxis: 0, showValues: true },
    ]);
    const steps = transformTimeseriesProps(response, { ...generic, seriesType: 'middle', area: true, opacity: 0.6, markerEnabled: true, markerSize: 9 });
    expect(steps.variant).toBe('step');
    expect(steps.series[0]!.style).toEqual({ kind: 'line', curve: 'middle', area: true, markers: true, markerSize: 9, opacity: 0.6, stackGroup: null, yAxis: 0, showValues: false });
    expect(transformTimeseriesProps(response, { ...generic, seriesType: 'line', area: true }).variant).toBe('area');
    expect(transformTimeseriesProps(response, { ...generic, seriesType: 'scatter' }).series[0]!.style).toMatchObject({ kind: 'scatter', markers: true, opacity: 0.8 });
    // The six fixed types draw as their variant says, without per-series styles.
    expect(transformTimeseriesProps(response, formData).series[0]!.style).toBeUndefined();
  });

  it('writes shares of a contribution mode as percentages', () => {
    expect(transformTimeseriesProps(response, { ...formData, contributionMode: 'row' }).yFormat).toBe('.1%');
    expect(transformTimeseriesProps(response, { ...formData, contributionMode: 'column', y_axis_format: '.0%' }).yFormat).toBe('.0%');
    expect(transformTimeseriesProps(response, { ...formData, contributionMode: null }).yFormat).toBe('SMART_NUMBER');
  });

  it('draws `compare` as each series’ change since its first value, in percent', () => {
    const props = transformTimeseriesProps(response, { ...formData, viz_type: 'compare' });
    expect(props.variant).toBe('compare');
    expect(props.yFormat).toBe('.1%');
    const girl = props.series.find((series) => series.name === 'girl')!;
    expect([...girl.values].map((value) => Math.round(value * 10_000) / 10_000)).toEqual([0, 0.0064, -0.034, 0.0293]);
    const boy = props.series.find((series) => series.name === 'boy')!;
    expect(boy.values[0]).toBe(0);
    expect(boy.values[2]).toBeNaN();
    expect(transformTimeseriesProps(response, { ...formData, viz_type: 'compare', y_axis_format: '.2%' }).yFormat).toBe('.2%');
  });
});
