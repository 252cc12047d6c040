import { describe, expect, it } from 'vitest';
import type { PostProcessingRule } from '@core/plugin-api/index.js';
// Runs the server's own post-processing, to prove the rules give the shares they promise.
import { applyPostProcessing } from '@core/query/post-processing/index.js';
import { buildTimeseriesQuery } from './build-query.js';
import type { TimeseriesFormData } from './timeseries-form-data.js';

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' } } as const;

/** A line chart of SUM(num) by gender over `ds`, by year, with a 7-period rolling mean. */
const lineChart: TimeseriesFormData = {
  datasource: '3__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  metrics: [sumNum],
  groupby: ['gender'],
  adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IN', comparator: ['CA', 'NY'] }],
  time_range: 'No filter',
  row_limit: 10000,
  series_limit: null,
  order_desc: true,
  rolling_type: 'mean',
  rolling_periods: 7,
  min_periods: 7,
  time_compare: [],
  comparison_type: 'values',
};

describe('buildTimeseriesQuery', () => {
  it('queries SUM(num) by year and gender with a 7-period rolling mean', () => {
    const context = buildTimeseriesQuery(Object.freeze(lineChart));
    expect(context).toMatchObject({ datasource: { id: 3, type: 'table' }, result_format: 'json', result_type: 'full', form_data: lineChart });
    expect(context.queries).toHaveLength(1);
    const query = context.queries[0]!;
    expect(query.columns).toEqual([{ sqlExpression: 'ds', label: 'ds', expressionType: 'SQL', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }, 'gender']);
    expect(query.metrics).toEqual([sumNum]);
    expect(query.series_columns).toEqual(['gender']);
    expect(query.filters).toEqual([{ col: 'state', op: 'IN', val: ['CA', 'NY'] }]);
    expect(query).toMatchObject({ time_range: 'No filter', row_limit: 10000, is_timeseries: false, orderby: [], time_offsets: [], extras: { time_grain_sqla: 'P1Y' } });
    expect(query.series_limit).toBeUndefined();
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: ['gender'], aggregates: { 'SUM(num)': { operator: 'mean' } }, drop_missing_columns: false },
      },
      { operation: 'rolling', options: { rolling_type: 'mean', window: 7, min_periods: 7, columns: { 'SUM(num)': 'SUM(num)' } } },
      { operation: 'rename', options: { columns: { 'SUM(num)': null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    ]);
  });

  it('runs on the defaults: no x-axis and no metrics yet', () => {
    const context = buildTimeseriesQuery({ datasource: '1__table', viz_type: 'echarts_timeseries_bar', x_axis: null, metrics: [], groupby: [], row_limit: 10000 });
    expect(context.queries[0]).toMatchObject({ columns: [], metrics: [], series_columns: [], post_processing: [], orderby: [], time_offsets: [] });
  });

  it('ranks series by the sort metric when a series limit is set', () => {
    const query = buildTimeseriesQuery({ ...lineChart, series_limit: 5, series_limit_metric: 'count', order_desc: false }).queries[0]!;
    expect(query).toMatchObject({ series_limit: 5, series_limit_metric: 'count', orderby: [['count', true]] });
    const byFirstMetric = buildTimeseriesQuery({ ...lineChart, series_limit: 10 }).queries[0]!;
    expect(byFirstMetric.orderby).toEqual([[sumNum, false]]);
  });

  it('sends time shifts and compares with them', () => {
    const query = buildTimeseriesQuery({ ...lineChart, rolling_type: 'None', time_compare: ['1 year ago'], comparison_type: 'absolute' }).queries[0]!;
    expect(query.time_offsets).toEqual(['1 year ago']);
    expect(query.post_processing?.find((rule) => rule?.operation === 'compare')?.options).toMatchObject({
      source_columns: ['SUM(num)'],
      compare_columns: ['SUM(num)__1 year ago'],
      compare_type: 'difference',
    });
  });

  it('keeps adhoc dimensions as columns and names their series by label', () => {
    const upper = { expressionType: 'SQL', sqlExpression: 'upper(name)', label: 'NAME' } as const;
    const query = buildTimeseriesQuery({ ...lineChart, groupby: [upper] }).queries[0]!;
    expect(query.columns?.[1]).toEqual(upper);
    expect(query.series_columns).toEqual(['NAME']);
  });

  it('refuses form data without a dataset', () => {
    expect(() => buildTimeseriesQuery({ ...lineChart, datasource: '' })).toThrow(/dataset/);
  });

  it("adds Superset's contribution after the series are renamed, before they are flattened, when a contribution mode is set", () => {
    const rows = buildTimeseriesQuery({ ...lineChart, rolling_type: 'None', contributionMode: 'row' }).queries[0]!.post_processing!;
    expect(rows.map((rule) => rule?.operation)).toEqual(['pivot', 'rename', 'contribution', 'flatten']);
    expect(rows[2]).toEqual({ operation: 'contribution', options: { orientation: 'row' } });
    // What the server makes of it: each gender's share of the year's births.
    const frame = applyPostProcessing(
      { columns: ['ds', 'gender', 'SUM(num)'], data: [[1, 1, 2, 2], ['boy', 'girl', 'boy', 'girl'], [1, 3, 2, 2]], temporalColumns: ['ds'] },
      rows as PostProcessingRule[],
    );
    expect(frame.columns).toEqual(['ds', 'boy', 'girl']);
    expect(frame.data.slice(1)).toEqual([
      [0.25, 0.5],
      [0.75, 0.5],
    ]);
    const shifted = buildTimeseriesQuery({ ...lineChart, rolling_type: 'None', contributionMode: 'column', time_compare: ['1 year ago'] }).queries[0]!.post_processing!;
    expect(shifted.find((rule) => rule?.operation === 'contribution')).toEqual({ operation: 'contribution', options: { orientation: 'column', time_shifts: ['1 year ago'] } });
    expect(buildTimeseriesQuery({ ...lineChart, contributionMode: null }).queries[0]!.post_processing!.some((rule) => rule?.operation === 'contribution')).toBe(false);
  });
});
