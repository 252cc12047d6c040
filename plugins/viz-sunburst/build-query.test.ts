import { describe, expect, it } from 'vitest';
import { buildSunburstQuery } from './build-query.js';
import type { SunburstFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;
const sumBoys = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num_boys' }, label: 'SUM(num_boys)' } as const;

describe('buildSunburstQuery', () => {
  const formData: SunburstFormData = deepFreeze({
    datasource: '5__table',
    viz_type: 'sunburst_v2',
    columns: ['state', 'gender'],
    metric: sumNum,
    secondary_metric: sumBoys,
    adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 0' }],
    row_limit: 1000,
  } as SunburstFormData);

  it('groups both metrics by the hierarchy, largest first, within the row limit', () => {
    const context = buildSunburstQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 5, type: 'table' }, result_format: 'json', result_type: 'full', form_data: formData });
    expect(context.queries[0]).toMatchObject({
      columns: ['state', 'gender'],
      metrics: [sumNum, sumBoys],
      orderby: [[sumNum, false]],
      row_limit: 1000,
      extras: { where: '(num > 0)' },
    });
  });

  it('asks for a metric once when the secondary one is the primary again, and keeps the query order without sort_by_metric', () => {
    expect(buildSunburstQuery({ ...formData, secondary_metric: sumNum }).queries[0]?.metrics).toEqual([sumNum]);
    expect(buildSunburstQuery({ ...formData, secondary_metric: null }).queries[0]?.metrics).toEqual([sumNum]);
    expect(buildSunburstQuery({ ...formData, sort_by_metric: false }).queries[0]?.orderby).toEqual([]);
  });

  it("uses Superset's default row limit and builds a query before anything is chosen", () => {
    const [query] = buildSunburstQuery({ datasource: '1__table', viz_type: 'sunburst_v2', metric: null, columns: [] }).queries;
    expect(query).toMatchObject({ metrics: [], columns: [], orderby: [], row_limit: 10000 });
  });
});
