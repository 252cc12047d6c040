import { describe, expect, it } from 'vitest';
import { buildMixedTimeseriesQuery } from './mixed-build-query.js';
import type { MixedTimeseriesFormData } from './mixed-form-data.js';
import { queryAFormData, queryBFormData } from './mixed-form-data.js';

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;
const girls = { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'gender', operator: '==', comparator: 'girl' } as const;

/** Births by gender as bars (A) and the number of names as a line on the right axis (B), by year. */
const mixed: MixedTimeseriesFormData = {
  datasource: '3__table',
  viz_type: 'mixed_timeseries',
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  time_range: 'No filter',
  metrics: [sumNum],
  groupby: ['gender'],
  adhoc_filters: [],
  limit: 5,
  timeseries_limit_metric: sumNum,
  order_desc: true,
  row_limit: 10000,
  metrics_b: ['count'],
  groupby_b: [],
  adhoc_filters_b: [girls],
  limit_b: null,
  timeseries_limit_metric_b: null,
  order_desc_b: true,
  row_limit_b: 500,
  rolling_type: 'None',
  rolling_type_b: 'cumsum',
  time_compare: [],
  time_compare_b: [],
  comparison_type: 'values',
  comparison_type_b: 'values',
  seriesType: 'bar',
  seriesTypeB: 'line',
  yAxisIndex: 0,
  yAxisIndexB: 1,
};

describe('buildMixedTimeseriesQuery', () => {
  it('splits the form data into query A (plain fields) and query B (`_b` fields)', () => {
    expect(queryAFormData({ metrics: ['a'], metrics_b: ['b'], x_axis: 'ds' })).toEqual({ metrics: ['a'], x_axis: 'ds' });
    expect(queryBFormData({ metrics: ['a'], metrics_b: ['b'], x_axis: 'ds' })).toEqual({ metrics: ['b'], x_axis: 'ds' });
  });

  it('asks for two queries over the shared x-axis and time range, each with its own fields', () => {
    const context = buildMixedTimeseriesQuery(Object.freeze(mixed));
    expect(context).toMatchObject({ datasource: { id: 3, type: 'table' }, form_data: mixed, result_format: 'json', result_type: 'full' });
    const [a, b] = context.queries;
    const xAxis = { sqlExpression: 'ds', label: 'ds', expressionType: 'SQL', columnType: 'BASE_AXIS', timeGrain: 'P1Y' };
    expect(a).toMatchObject({ columns: [xAxis, 'gender'], series_columns: ['gender'], metrics: [sumNum], filters: [], time_range: 'No filter', row_limit: 10000, series_limit: 5 });
    expect(a!.orderby).toEqual([[sumNum, false]]);
    expect(b).toMatchObject({ columns: [xAxis], series_columns: [], metrics: ['count'], filters: [{ col: 'gender', op: '==', val: 'girl' }], time_range: 'No filter', row_limit: 500 });
    expect(b!.series_limit).toBeUndefined();
    expect(a!.post_processing!.map((rule) => rule?.operation)).toEqual(['pivot', 'rename', 'flatten']);
    // B's own advanced analytics: a running total of its metric.
    expect(b!.post_processing!.map((rule) => rule?.operation)).toEqual(['pivot', 'cum', 'flatten']);
    expect(b!.post_processing![1]).toEqual({ operation: 'cum', options: { operator: 'sum', columns: { count: 'count' } } });
  });

  it('builds two queries from the defaults alone, before metrics are chosen', () => {
    const context = buildMixedTimeseriesQuery({ datasource: '3__table', viz_type: 'mixed_timeseries', x_axis: null, metrics: [], metrics_b: [] });
    expect(context.queries).toHaveLength(2);
    expect(context.queries.every((query) => Array.isArray(query.metrics) && query.metrics.length === 0)).toBe(true);
  });
});
