import { describe, expect, it } from 'vitest';
import { buildFunnelQuery } from './build-query.js';
import type { FunnelFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;

describe('buildFunnelQuery', () => {
  const formData: FunnelFormData = deepFreeze({
    datasource: '5__table',
    viz_type: 'funnel',
    groupby: ['state'],
    metric: sumNum,
    adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "state <> 'other'" }],
    time_range: 'Last year',
    row_limit: 6,
  } as FunnelFormData);

  it('groups the metric by the steps, largest first, within the row limit', () => {
    const context = buildFunnelQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 5, type: 'table' }, result_format: 'json', result_type: 'full', form_data: formData });
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({
      columns: ['state'],
      metrics: [sumNum],
      orderby: [[sumNum, false]],
      row_limit: 6,
      time_range: 'Last year',
      extras: { where: "(state <> 'other')" },
    });
  });

  it("keeps the query's order without sort_by_metric, and limits to 10 steps by default", () => {
    expect(buildFunnelQuery({ ...formData, sort_by_metric: false }).queries[0]?.orderby).toEqual([]);
    expect(buildFunnelQuery({ datasource: '5__table', viz_type: 'funnel', groupby: ['gender'], metric: 'count' }).queries[0]?.row_limit).toBe(10);
  });

  it('builds a query before a metric is chosen', () => {
    const [query] = buildFunnelQuery({ datasource: '1__table', viz_type: 'funnel', metric: null, groupby: [] }).queries;
    expect(query?.metrics).toEqual([]);
    expect(query?.orderby).toEqual([]);
  });
});
