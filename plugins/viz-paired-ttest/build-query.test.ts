import { describe, expect, it } from 'vitest';
import { buildPairedTTestQuery } from './build-query.js';
import type { PairedTTestFormData } from './form-data.schema.js';

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;

describe('buildPairedTTestQuery', () => {
  const formData: PairedTTestFormData = Object.freeze({
    datasource: '8__table',
    viz_type: 'paired_ttest',
    granularity_sqla: 'ds',
    time_range: 'No filter',
    metrics: [sumNum],
    groupby: ['state'],
    limit: 5,
    timeseries_limit_metric: 'count',
    order_desc: true,
  }) as PairedTTestFormData;

  it('asks for a time series of the metrics per group, limited to the top groups', () => {
    const context = buildPairedTTestQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 8, type: 'table' }, form_data: formData });
    expect(context.queries[0]).toMatchObject({
      is_timeseries: true,
      granularity: 'ds',
      columns: ['state'],
      series_columns: ['state'],
      series_limit: 5,
      series_limit_metric: 'count',
      order_desc: true,
      // The sort metric is fetched as well, as the legacy viz does.
      metrics: [sumNum, 'count'],
    });
  });

  it('does not fetch the sort metric twice', () => {
    expect(buildPairedTTestQuery({ ...formData, timeseries_limit_metric: sumNum }).queries[0]?.metrics).toEqual([sumNum]);
  });

  it('builds a query from the defaults alone', () => {
    expect(buildPairedTTestQuery({ datasource: '1__table', viz_type: 'paired_ttest' }).queries[0]).toMatchObject({ metrics: [], columns: [], is_timeseries: true, row_limit: 10000 });
  });
});
