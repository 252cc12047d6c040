import { describe, expect, it } from 'vitest';
import { buildBubbleQuery } from './build-query.js';
import type { BubbleFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;
const avgNum = { expressionType: 'SIMPLE', aggregate: 'AVG', column: { column_name: 'num' }, label: 'AVG(num)' } as const;

describe('buildBubbleQuery', () => {
  const formData: BubbleFormData = deepFreeze({
    datasource: '2__table',
    viz_type: 'bubble_v2',
    entity: 'name',
    series: 'gender',
    x: 'count',
    y: sumNum,
    size: avgNum,
    orderby: sumNum,
    order_desc: true,
    row_limit: 50,
  } as BubbleFormData);

  it('computes the three metrics per entity and dimension, sorted by the sort metric, limited', () => {
    const context = buildBubbleQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 2, type: 'table' }, form_data: formData });
    expect(context.queries[0]).toMatchObject({ columns: ['name', 'gender'], metrics: ['count', sumNum, avgNum], orderby: [[sumNum, false]], row_limit: 50 });
  });

  it('sorts ascending when order_desc is off, and not at all without a sort metric', () => {
    expect(buildBubbleQuery({ ...formData, order_desc: false }).queries[0]?.orderby).toEqual([[sumNum, true]]);
    expect(buildBubbleQuery({ ...formData, orderby: null }).queries[0]?.orderby).toEqual([]);
  });

  it('reads single columns and metrics saved as lists, and works without a dimension', () => {
    const [query] = buildBubbleQuery({ ...formData, entity: ['state'] as never, series: null, orderby: [sumNum] as never }).queries;
    expect(query).toMatchObject({ columns: ['state'], orderby: [[sumNum, false]] });
  });

  it('builds a query from the defaults alone', () => {
    const [query] = buildBubbleQuery({ datasource: '1__table', viz_type: 'bubble_v2' }).queries;
    expect(query).toMatchObject({ columns: [], metrics: [], orderby: [], row_limit: 10000 });
  });
});
