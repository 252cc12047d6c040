import { describe, expect, it } from 'vitest';
import { buildRoseQuery } from './build-query.js';
import type { RoseFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;

describe('buildRoseQuery', () => {
  const formData: RoseFormData = deepFreeze({
    datasource: '5__table',
    viz_type: 'rose',
    granularity_sqla: 'ds',
    time_grain_sqla: 'P1Y',
    time_range: '1990-01-01 : 2000-01-01',
    metrics: [sumNum],
    groupby: ['gender'],
  } as RoseFormData);

  it('groups the metrics by period of the time column and by series, pivoted by the server', () => {
    const context = buildRoseQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 5, type: 'table' }, result_type: 'full', form_data: formData });
    const [query] = context.queries;
    expect(query).toMatchObject({
      columns: [{ columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL', timeGrain: 'P1Y' }, 'gender'],
      metrics: [sumNum],
      granularity: 'ds',
      time_range: '1990-01-01 : 2000-01-01',
      series_columns: ['gender'],
      time_offsets: [],
      orderby: [],
    });
    expect(query?.post_processing?.map((rule) => rule?.operation)).toEqual(['pivot', 'rename', 'flatten']);
    expect(query?.post_processing?.[0]?.options).toMatchObject({ index: ['ds'], columns: ['gender'] });
  });

  it('applies the advanced analytics and the contribution, and ranks series for the series limit', () => {
    const [query] = buildRoseQuery({
      ...formData,
      rolling_type: 'mean',
      rolling_periods: 3,
      time_compare: ['1 year ago'],
      comparison_type: 'percentage',
      contribution: true,
      limit: 5,
      timeseries_limit_metric: 'count',
      order_desc: false,
    }).queries;
    expect(query?.post_processing?.map((rule) => rule?.operation)).toEqual(['pivot', 'rolling', 'compare', 'contribution', 'flatten']);
    expect(query?.post_processing?.[3]?.options).toEqual({ orientation: 'row' });
    expect(query).toMatchObject({ time_offsets: ['1 year ago'], series_limit: 5, series_limit_metric: 'count', orderby: [['count', true]] });
  });

  it('builds a query on the defaults alone, before a time column or metric is chosen', () => {
    const [query] = buildRoseQuery({ datasource: '1__table', viz_type: 'rose' }).queries;
    expect(query).toMatchObject({ columns: [], metrics: [], post_processing: [] });
  });
});
