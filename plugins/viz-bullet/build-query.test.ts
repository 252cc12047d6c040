import { describe, expect, it } from 'vitest';
import { buildBulletQuery } from './build-query.js';
import type { BulletFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;

describe('buildBulletQuery', () => {
  const formData: BulletFormData = deepFreeze({
    datasource: '5__table',
    viz_type: 'bullet',
    metric: sumNum,
    adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 0' }],
    time_range: 'No filter',
    ranges: '100,200',
    markers: '150',
  } as BulletFormData);

  it('asks for the metric over all rows, without ranges or markers', () => {
    const context = buildBulletQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 5, type: 'table' }, result_type: 'full', form_data: formData });
    expect(context.queries[0]).toMatchObject({ columns: [], metrics: [sumNum], orderby: [], extras: { where: '(num > 0)' } });
    expect(context.queries[0]).not.toHaveProperty('row_limit');
    expect(JSON.stringify(context.queries)).not.toContain('150');
  });

  it('asks for the largest groups first, within the row limit', () => {
    expect(buildBulletQuery({ ...formData, groupby: ['state'], row_limit: 5 }).queries[0]).toMatchObject({ columns: ['state'], orderby: [[sumNum, false]], row_limit: 5 });
  });

  it('builds a query before a metric is chosen', () => {
    expect(buildBulletQuery({ datasource: '1__table', viz_type: 'bullet', metric: null }).queries[0]?.metrics).toEqual([]);
  });
});
