import { describe, expect, it } from 'vitest';
import { buildPieQuery } from './build-query.js';
import type { PieFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;

describe('buildPieQuery', () => {
  const formData: PieFormData = deepFreeze({
    datasource: '5__table',
    viz_type: 'pie',
    groupby: ['gender', 'state'],
    metric: sumNum,
    adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "state <> 'other'" }],
    time_range: 'Last year',
    row_limit: 25,
  } as PieFormData);

  it('groups the metric by the dimensions, largest first, within the row limit', () => {
    const context = buildPieQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 5, type: 'table' }, result_format: 'json', result_type: 'full', form_data: formData });
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({
      columns: ['gender', 'state'],
      metrics: [sumNum],
      orderby: [[sumNum, false]],
      row_limit: 25,
      time_range: 'Last year',
      extras: { where: "(state <> 'other')" },
    });
  });

  it('keeps the query order without sort_by_metric', () => {
    expect(buildPieQuery({ ...formData, sort_by_metric: false }).queries[0]?.orderby).toEqual([]);
  });

  it('limits to 100 slices by default', () => {
    expect(buildPieQuery({ datasource: '5__table', viz_type: 'pie', groupby: ['gender'], metric: 'count' }).queries[0]?.row_limit).toBe(100);
  });

  it('builds a query before a metric is chosen', () => {
    const [query] = buildPieQuery({ datasource: '1__table', viz_type: 'pie', metric: null, groupby: [] }).queries;
    expect(query?.metrics).toEqual([]);
    expect(query?.orderby).toEqual([]);
  });
});
