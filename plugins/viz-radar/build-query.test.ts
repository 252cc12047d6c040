import { describe, expect, it } from 'vitest';
import { buildRadarQuery } from './build-query.js';
import type { RadarFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const sumBoys = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num_boys' }, label: 'SUM(num_boys)' } as const;
const sumGirls = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num_girls' }, label: 'SUM(num_girls)' } as const;

describe('buildRadarQuery', () => {
  const formData: RadarFormData = deepFreeze({
    datasource: '5__table',
    viz_type: 'radar',
    groupby: ['state'],
    metrics: [sumBoys, sumGirls, 'count'],
    adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "state <> 'other'" }],
    time_range: 'No filter',
  } as RadarFormData);

  it('asks for every metric per category, ranked by the first metric, within the row limit', () => {
    const context = buildRadarQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 5, type: 'table' }, result_type: 'full', form_data: formData });
    expect(context.queries[0]).toMatchObject({
      columns: ['state'],
      metrics: [sumBoys, sumGirls, 'count'],
      orderby: [[sumBoys, false]],
      row_limit: 10,
      extras: { where: "(state <> 'other')" },
    });
    expect(context.queries[0]).not.toHaveProperty('series_limit_metric');
  });

  it('ranks by the sort metric when one is set', () => {
    expect(buildRadarQuery({ ...formData, series_limit_metric: 'count', row_limit: 3 }).queries[0]).toMatchObject({ orderby: [['count', false]], row_limit: 3 });
  });

  it('builds a query before a metric is chosen', () => {
    const [query] = buildRadarQuery({ datasource: '1__table', viz_type: 'radar' }).queries;
    expect(query).toMatchObject({ metrics: [], orderby: [] });
  });
});
