import { describe, expect, it } from 'vitest';
import { buildTreemapQuery } from './build-query.js';
import type { TreemapFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;

describe('buildTreemapQuery', () => {
  const formData: TreemapFormData = deepFreeze({
    datasource: '5__table',
    viz_type: 'treemap_v2',
    groupby: ['state', 'gender'],
    metric: sumNum,
    adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "state <> 'other'" }],
    row_limit: 500,
  } as TreemapFormData);

  it('groups the metric by the hierarchy, largest first then by the columns, within the row limit', () => {
    const context = buildTreemapQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 5, type: 'table' }, result_format: 'json', result_type: 'full', form_data: formData });
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({
      columns: ['state', 'gender'],
      metrics: [sumNum],
      orderby: [
        [sumNum, false],
        ['state', true],
        ['gender', true],
      ],
      row_limit: 500,
      extras: { where: "(state <> 'other')" },
    });
  });

  it('orders by the columns alone without sort_by_metric, and not at all without a row limit', () => {
    expect(buildTreemapQuery({ ...formData, sort_by_metric: false }).queries[0]?.orderby).toEqual([
      ['state', true],
      ['gender', true],
    ]);
    expect(buildTreemapQuery({ ...formData, row_limit: 0 }).queries[0]?.orderby).toEqual([]);
  });

  it("uses Superset's default row limit of 10,000", () => {
    expect(buildTreemapQuery({ datasource: '5__table', viz_type: 'treemap_v2', groupby: ['gender'], metric: 'count' }).queries[0]?.row_limit).toBe(10000);
  });

  it('builds a query before a metric or a hierarchy is chosen', () => {
    const [query] = buildTreemapQuery({ datasource: '1__table', viz_type: 'treemap_v2', metric: null, groupby: [] }).queries;
    expect(query?.metrics).toEqual([]);
    expect(query?.columns).toEqual([]);
    expect(query?.orderby).toEqual([]);
  });
});
