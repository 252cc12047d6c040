import { describe, expect, it } from 'vitest';
import { buildHeatmapQuery } from './build-query.js';
import type { HeatmapFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;
const baseAxis = { expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' };

describe('buildHeatmapQuery', () => {
  const formData: HeatmapFormData = deepFreeze({
    datasource: '7__table',
    viz_type: 'heatmap_v2',
    x_axis: 'ds',
    time_grain_sqla: 'P1Y',
    groupby: 'state',
    metric: sumNum,
    adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "gender = 'girl'" }],
    row_limit: 500,
  } as HeatmapFormData);

  it('groups the metric by the x-axis (at its grain) and the y-axis, ordered by both, ranked on the server', () => {
    const context = buildHeatmapQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 7, type: 'table' }, result_type: 'full', form_data: formData });
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({
      columns: [baseAxis, 'state'],
      metrics: [sumNum],
      orderby: [
        [baseAxis, true],
        ['state', true],
      ],
      row_limit: 500,
      extras: { where: "(gender = 'girl')", time_grain_sqla: 'P1Y' },
      post_processing: [{ operation: 'rank', options: { metric: 'SUM(num)' } }],
    });
  });

  it('ranks within each column or row when normalising across x or y', () => {
    expect(buildHeatmapQuery({ ...formData, normalize_across: 'x' }).queries[0]?.post_processing).toEqual([
      { operation: 'rank', options: { metric: 'SUM(num)', group_by: 'ds' } },
    ]);
    expect(buildHeatmapQuery({ ...formData, normalize_across: 'y' }).queries[0]?.post_processing).toEqual([
      { operation: 'rank', options: { metric: 'SUM(num)', group_by: 'state' } },
    ]);
  });

  it('leaves value sorts to transformProps and orders descending axes descending', () => {
    expect(buildHeatmapQuery({ ...formData, sort_x_axis: 'value_desc', sort_y_axis: 'alpha_desc' }).queries[0]?.orderby).toEqual([['state', false]]);
  });

  it('reads a y-axis stored as a list of one column', () => {
    expect(buildHeatmapQuery({ ...formData, groupby: ['gender'] as never }).queries[0]?.columns).toEqual([baseAxis, 'gender']);
  });

  it('builds a query from the defaults alone', () => {
    const [query] = buildHeatmapQuery({ datasource: '1__table', viz_type: 'heatmap_v2' }).queries;
    expect(query).toMatchObject({ columns: [], metrics: [], orderby: [], post_processing: [], row_limit: 10000 });
  });
});
