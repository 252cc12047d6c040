import { describe, expect, it } from 'vitest';
import { buildHandlebarsQuery } from './build-query.js';
import type { HandlebarsFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;

describe('buildHandlebarsQuery', () => {
  const aggregate: HandlebarsFormData = deepFreeze({
    datasource: '2__table',
    viz_type: 'handlebars',
    query_mode: 'aggregate',
    groupby: ['state'],
    metrics: [sumNum],
    percent_metrics: [sumNum, 'count'],
    adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 0' }],
    granularity_sqla: 'ds',
    time_range: 'Last year',
    row_limit: 50,
  } as HandlebarsFormData);

  it('groups the metrics by the dimensions, adds percentage columns, and sorts by the first metric', () => {
    const context = buildHandlebarsQuery(aggregate);
    expect(context).toMatchObject({ datasource: { id: 2, type: 'table' }, result_format: 'json', result_type: 'full', form_data: aggregate });
    expect(context.queries[0]).toMatchObject({
      columns: ['state'],
      metrics: [sumNum, 'count'],
      orderby: [[sumNum, false]],
      row_limit: 50,
      granularity: 'ds',
      time_range: 'Last year',
      extras: { where: '(num > 0)' },
      post_processing: [{ operation: 'contribution', options: { columns: ['SUM(num)', 'count'], rename_columns: ['%SUM(num)', '%count'] } }],
    });
  });

  it('sorts by the sort metric, ascending when asked, and adds the time column when included', () => {
    const [query] = buildHandlebarsQuery({ ...aggregate, percent_metrics: [], timeseries_limit_metric: 'count', order_desc: false, include_time: true }).queries;
    expect(query).toMatchObject({ metrics: [sumNum, 'count'], orderby: [['count', true]], is_timeseries: true });
    expect(query).not.toHaveProperty('post_processing');
  });

  it('lists raw records in the chosen order, without metrics', () => {
    const [query] = buildHandlebarsQuery({ ...aggregate, query_mode: 'raw', all_columns: ['name', 'num'], order_by_cols: ['["num", false]', 'not json'] }).queries;
    expect(query).toMatchObject({ columns: ['name', 'num'], orderby: [['num', false]], row_limit: 50 });
    expect(query).not.toHaveProperty('metrics');
  });

  it('builds a query from the defaults alone', () => {
    const [query] = buildHandlebarsQuery({ datasource: '2__table', viz_type: 'handlebars' }).queries;
    expect(query).toMatchObject({ columns: [], metrics: [], orderby: [], row_limit: 10000 });
  });
});
