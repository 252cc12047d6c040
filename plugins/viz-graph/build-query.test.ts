import { describe, expect, it } from 'vitest';
import { buildGraphQuery } from './build-query.js';
import type { GraphFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;

describe('buildGraphQuery', () => {
  const formData: GraphFormData = deepFreeze({
    datasource: '4__table',
    viz_type: 'graph_chart',
    source: 'name',
    target: 'state',
    source_category: 'gender',
    target_category: null,
    metric: sumNum,
    adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 100' }],
    row_limit: 2000,
  } as GraphFormData);

  it('groups the metric by source, target and the categories chosen', () => {
    const context = buildGraphQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 4, type: 'table' }, result_format: 'json', result_type: 'full', form_data: formData });
    expect(context.queries[0]).toMatchObject({ columns: ['name', 'state', 'gender'], metrics: [sumNum], row_limit: 2000, extras: { where: '(num > 100)' }, orderby: [] });
  });

  it('asks for a column once when a category repeats it', () => {
    expect(buildGraphQuery({ ...formData, target_category: 'state' }).queries[0]?.columns).toEqual(['name', 'state', 'gender']);
  });

  it("uses Superset's 10,000-row default and builds a query before anything is chosen", () => {
    const [query] = buildGraphQuery({ datasource: '1__table', viz_type: 'graph_chart' }).queries;
    expect(query).toMatchObject({ columns: [], metrics: [], row_limit: 10000 });
  });
});
