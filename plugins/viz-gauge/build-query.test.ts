import { describe, expect, it } from 'vitest';
import { buildGaugeQuery } from './build-query.js';
import type { GaugeFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;

describe('buildGaugeQuery', () => {
  const formData: GaugeFormData = deepFreeze({
    datasource: '5__table',
    viz_type: 'gauge_chart',
    groupby: ['gender'],
    metric: sumNum,
    adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: '==', comparator: 'CA' }],
    time_range: 'No filter',
    sort_by_metric: true,
    max_val: 100,
  } as GaugeFormData);

  it('asks for the metric per group, largest first, within the row limit', () => {
    const context = buildGaugeQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 5, type: 'table' }, result_type: 'full', form_data: formData });
    expect(context.queries[0]).toMatchObject({
      columns: ['gender'],
      metrics: [sumNum],
      orderby: [[sumNum, false]],
      row_limit: 10,
      filters: [{ col: 'state', op: '==', val: 'CA' }],
    });
  });

  it("keeps the query's order by default and asks for one total without groups", () => {
    const [query] = buildGaugeQuery({ datasource: '5__table', viz_type: 'gauge_chart', metric: 'count' }).queries;
    expect(query).toMatchObject({ columns: [], metrics: ['count'], orderby: [] });
  });

  it('builds a query before a metric is chosen', () => {
    expect(buildGaugeQuery({ datasource: '1__table', viz_type: 'gauge_chart', metric: null }).queries[0]?.metrics).toEqual([]);
  });
});
