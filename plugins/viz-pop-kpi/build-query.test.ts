import { describe, expect, it } from 'vitest';
import { buildPopKpiQuery } from './build-query.js';
import type { PopKpiFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;

describe('buildPopKpiQuery', () => {
  const formData: PopKpiFormData = deepFreeze({
    datasource: '5__table',
    viz_type: 'pop_kpi',
    metric: sumNum,
    granularity_sqla: 'ds',
    time_range: '2000-01-01 : 2001-01-01',
    time_compare: '1 year ago',
    adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'gender', operator: '==', comparator: 'girl' }],
  } as PopKpiFormData);

  it('asks for the metric over the range and over the shifted range', () => {
    const context = buildPopKpiQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 5, type: 'table' }, result_type: 'full', form_data: formData });
    expect(context.queries[0]).toMatchObject({
      metrics: [sumNum],
      columns: [],
      granularity: 'ds',
      time_range: '2000-01-01 : 2001-01-01',
      time_offsets: ['1 year ago'],
      filters: [{ col: 'gender', op: '==', val: 'girl' }],
      post_processing: [],
    });
    expect(context.queries[0]).not.toHaveProperty('row_limit');
  });

  it('compares with the previous period of the same length, or from a custom date', () => {
    expect(buildPopKpiQuery({ ...formData, time_compare: 'inherit' }).queries[0]?.time_offsets).toEqual(['inherit']);
    expect(buildPopKpiQuery({ ...formData, time_compare: 'custom', start_date_offset: '1999-03-01T00:00:00' }).queries[0]?.time_offsets).toEqual(['1999-03-01']);
    expect(buildPopKpiQuery({ ...formData, time_compare: 'custom', start_date_offset: null }).queries[0]?.time_offsets).toEqual([]);
    expect(buildPopKpiQuery({ ...formData, time_compare: ['52 weeks ago'] }).queries[0]?.time_offsets).toEqual(['52 weeks ago']);
  });

  it('asks for the number alone without a time shift, and before a metric is chosen', () => {
    expect(buildPopKpiQuery({ ...formData, time_compare: null }).queries[0]?.time_offsets).toEqual([]);
    expect(buildPopKpiQuery({ datasource: '1__table', viz_type: 'pop_kpi', metric: null }).queries[0]).toMatchObject({ metrics: [], time_offsets: [] });
  });
});
