import { describe, expect, it } from 'vitest';
import { buildPartitionQuery } from './build-query.js';
import type { PartitionFormData } from './form-data.schema.js';

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;
const count = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' } as const;

describe('buildPartitionQuery', () => {
  const formData = Object.freeze({
    datasource: '5__table',
    viz_type: 'partition',
    metrics: [sumNum],
    groupby: ['state', 'gender'],
    granularity_sqla: 'ds',
    time_grain_sqla: 'P1Y',
    time_range: 'Last 10 years',
    row_limit: 5000,
  }) as PartitionFormData;

  it('groups the metrics by the hierarchy, ignoring time by default', () => {
    const context = buildPartitionQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 5, type: 'table' }, result_format: 'json', result_type: 'full', form_data: formData });
    expect(context.queries[0]).toMatchObject({
      metrics: [sumNum],
      columns: ['state', 'gender'],
      is_timeseries: false,
      orderby: [],
      row_limit: 5000,
      granularity: 'ds',
      time_range: 'Last 10 years',
      extras: { time_grain_sqla: 'P1Y' },
    });
  });

  it('asks for periods for every time series option but "not time"', () => {
    for (const option of ['time_series', 'agg_mean', 'agg_sum', 'point_diff', 'point_percent', 'point_factor', 'adv_anal'] as const) {
      expect(buildPartitionQuery({ ...formData, time_series_option: option }).queries[0]?.is_timeseries).toBe(true);
    }
  });

  it('adds the sort metric once and sorts by it, largest first, with order_desc', () => {
    const [query] = buildPartitionQuery({ ...formData, timeseries_limit_metric: count, limit: 10 }).queries;
    expect(query).toMatchObject({ metrics: [sumNum, count], orderby: [[count, false]], series_limit: 10, series_limit_metric: count });
    expect(buildPartitionQuery({ ...formData, timeseries_limit_metric: sumNum, order_desc: false }).queries[0]).toMatchObject({ metrics: [sumNum], orderby: [] });
  });

  it('builds a query from the defaults', () => {
    expect(buildPartitionQuery({ datasource: '1__table', viz_type: 'partition' }).queries[0]).toMatchObject({ metrics: [], columns: [], is_timeseries: false });
  });
});
