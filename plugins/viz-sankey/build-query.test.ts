import { describe, expect, it } from 'vitest';
import { buildSankeyQuery } from './build-query.js';
import type { SankeyFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;

describe('buildSankeyQuery', () => {
  const formData: SankeyFormData = deepFreeze({
    datasource: '5__table',
    viz_type: 'sankey_v2',
    source: 'gender',
    intermediate_levels: ['name'],
    target: 'state',
    metric: sumNum,
    adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "state <> 'other'" }],
    row_limit: 500,
    sort_by_metric: true,
  } as SankeyFormData);

  it('groups the metric by source, levels and target, largest flows first, then by each stage', () => {
    const context = buildSankeyQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 5, type: 'table' }, result_format: 'json', result_type: 'full', form_data: formData });
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({
      columns: ['gender', 'name', 'state'],
      metrics: [sumNum],
      orderby: [
        [sumNum, false],
        ['gender', true],
        ['name', true],
        ['state', true],
      ],
      row_limit: 500,
      extras: { where: "(state <> 'other')" },
    });
  });

  it('orders by the stages alone without sort_by_metric, and not at all without a row limit', () => {
    expect(buildSankeyQuery({ ...formData, sort_by_metric: false, intermediate_levels: [] }).queries[0]?.orderby).toEqual([
      ['gender', true],
      ['state', true],
    ]);
    expect(buildSankeyQuery({ ...formData, row_limit: 0 }).queries[0]?.orderby).toEqual([]);
  });

  it("uses Superset's row limit of 10,000 by default", () => {
    expect(buildSankeyQuery({ datasource: '5__table', viz_type: 'sankey_v2', source: 'a', target: 'b', metric: 'count' }).queries[0]?.row_limit).toBe(10000);
  });

  it('builds a query before the columns and metric are chosen', () => {
    const [query] = buildSankeyQuery({ datasource: '1__table', viz_type: 'sankey_v2' }).queries;
    expect(query?.metrics).toEqual([]);
    expect(query?.columns).toEqual([]);
    expect(query?.orderby).toEqual([]);
  });
});
