import { describe, expect, it } from 'vitest';
import { buildParaQuery } from './build-query.js';
import type { ParaFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const metric = (column: string) => ({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: column }, label: `SUM(${column})` }) as const;

describe('buildParaQuery', () => {
  const formData: ParaFormData = deepFreeze({
    datasource: '7__table',
    viz_type: 'para',
    series: 'state',
    metrics: [metric('num_boys'), metric('num_girls')],
    secondary_metric: metric('num'),
    timeseries_limit_metric: metric('num_boys'),
    order_desc: true,
    limit: 10,
    row_limit: 1000,
    adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 0' }],
  } as ParaFormData);

  it('computes the axes and the colour metric per dimension value, top values by the sort metric, largest first', () => {
    const context = buildParaQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 7, type: 'table' }, result_format: 'json', result_type: 'full', form_data: formData });
    expect(context.queries[0]).toMatchObject({
      columns: ['state'],
      metrics: [metric('num_boys'), metric('num_girls'), metric('num')],
      series_limit: 10,
      series_limit_metric: metric('num_boys'),
      orderby: [[metric('num_boys'), false]],
      row_limit: 1000,
      extras: { where: '(num > 0)' },
    });
  });

  it('adds a sort metric that is not an axis, and sorts ascending when asked', () => {
    const [query] = buildParaQuery({ ...formData, secondary_metric: null, timeseries_limit_metric: 'count', order_desc: false }).queries;
    expect(query?.metrics).toEqual([metric('num_boys'), metric('num_girls'), 'count']);
    expect(query?.orderby).toEqual([['count', true]]);
  });

  it('keeps the database order without a sort metric, and draws one line without a dimension', () => {
    const [query] = buildParaQuery({ datasource: '7__table', viz_type: 'para', metrics: ['count'] }).queries;
    expect(query).toMatchObject({ columns: [], metrics: ['count'], orderby: [], row_limit: 10000 });
    expect(query).not.toHaveProperty('series_limit');
  });
});
