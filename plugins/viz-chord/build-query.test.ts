import { describe, expect, it } from 'vitest';
import { buildChordQuery } from './build-query.js';
import type { ChordFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;

describe('buildChordQuery', () => {
  const formData: ChordFormData = deepFreeze({
    datasource: '5__table',
    viz_type: 'chord',
    groupby: ['gender'],
    columns: ['state'],
    metric: sumNum,
    adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'num', operator: '>', comparator: 10 }],
    row_limit: 200,
    sort_by_metric: true,
  } as ChordFormData);

  it('groups the metric by source and target, largest first when sorting by the metric', () => {
    const context = buildChordQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 5, type: 'table' }, result_format: 'json', result_type: 'full', form_data: formData });
    expect(context.queries[0]).toMatchObject({
      columns: ['gender', 'state'],
      metrics: [sumNum],
      orderby: [[sumNum, false]],
      row_limit: 200,
      filters: [{ col: 'num', op: '>', val: 10 }],
    });
  });

  it("keeps the database's order without sort_by_metric, and uses Superset's 10,000-row default", () => {
    const context = buildChordQuery({ datasource: '5__table', viz_type: 'chord', groupby: ['gender'], columns: ['state'], metric: 'count' });
    expect(context.queries[0]?.orderby).toEqual([]);
    expect(context.queries[0]?.row_limit).toBe(10000);
  });

  it('builds a query before anything is chosen', () => {
    const [query] = buildChordQuery({ datasource: '1__table', viz_type: 'chord' }).queries;
    expect(query).toMatchObject({ columns: [], metrics: [], orderby: [] });
  });
});
