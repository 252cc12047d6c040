import { describe, expect, it } from 'vitest';
import { buildBigNumberQuery, buildBigNumberTotalQuery } from './build-query.js';
import type { BigNumberFormData, BigNumberTotalFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;
const boysOnly = { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'gender', operator: '==', comparator: 'boy' } as const;

describe('buildBigNumberTotalQuery', () => {
  const formData: BigNumberTotalFormData = deepFreeze({
    datasource: '3__table',
    viz_type: 'big_number_total',
    metric: sumNum,
    adhoc_filters: [boysOnly],
    granularity_sqla: 'ds',
    time_range: 'Last year',
    subheader: 'boys born',
    // Left over from another viz type: a big number has no dimension and no row limit.
    groupby: ['state'],
    row_limit: 10,
  } as BigNumberTotalFormData);

  it('asks for the one metric over the filtered rows, without dimensions', () => {
    const context = buildBigNumberTotalQuery(formData);
    expect(context.datasource).toEqual({ id: 3, type: 'table' });
    expect(context.result_format).toBe('json');
    expect(context.result_type).toBe('full');
    expect(context.form_data).toBe(formData);
    expect(context.queries).toHaveLength(1);
    const [query] = context.queries;
    expect(query).toMatchObject({
      metrics: [sumNum],
      columns: [],
      orderby: [],
      filters: [{ col: 'gender', op: '==', val: 'boy' }],
      time_range: 'Last year',
      granularity: 'ds',
    });
    expect(query).not.toHaveProperty('row_limit');
    expect(query?.post_processing).toBeUndefined();
  });

  it('asks for no metric while none is chosen', () => {
    const context = buildBigNumberTotalQuery({ datasource: '1__table', viz_type: 'big_number_total', metric: null });
    expect(context.queries[0]?.metrics).toEqual([]);
  });

  it('rejects a datasource that is not <id>__<type>', () => {
    expect(() => buildBigNumberTotalQuery({ datasource: 'birth_names', viz_type: 'big_number_total', metric: 'count' })).toThrow(/<id>__<type>/);
  });
});

describe('buildBigNumberQuery', () => {
  const formData: BigNumberFormData = deepFreeze({
    datasource: '7__table',
    viz_type: 'big_number',
    x_axis: 'ds',
    time_grain_sqla: 'P1W',
    metric: 'count',
    adhoc_filters: [boysOnly],
    time_range: 'Last quarter',
    rolling_type: 'mean',
    rolling_periods: 4,
    min_periods: 2,
    resample_rule: '1W',
    resample_method: 'zerofill',
    compare_lag: 1,
  });
  const xAxis = { columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL', timeGrain: 'P1W' };

  it('groups the metric by the time-grained x-axis, newest period first', () => {
    const [query] = buildBigNumberQuery(formData).queries;
    expect(query?.columns).toEqual([xAxis]);
    expect(query?.metrics).toEqual(['count']);
    expect(query?.orderby).toEqual([[xAxis, false]]);
    expect(query?.filters).toEqual([{ col: 'gender', op: '==', val: 'boy' }]);
    expect(query?.time_range).toBe('Last quarter');
    expect(query?.extras?.time_grain_sqla).toBe('P1W');
  });

  it('pivots on the x-axis, applies rolling and resampling, then sorts oldest first', () => {
    const [query] = buildBigNumberQuery(formData).queries;
    expect(query?.post_processing).toEqual([
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: [], aggregates: { count: { operator: 'mean' } }, drop_missing_columns: false },
      },
      { operation: 'rolling', options: { rolling_type: 'mean', window: 4, min_periods: 2, columns: { count: 'count' } } },
      { operation: 'resample', options: { rule: '1W', method: 'asfreq', fill_value: 0 } },
      { operation: 'sort', options: { is_sort_index: true, ascending: true } },
      { operation: 'flatten' },
    ]);
  });

  it('ignores series and time comparisons a big number cannot show', () => {
    const [query] = buildBigNumberQuery({ ...formData, groupby: ['gender'], time_compare: ['1 year ago'], comparison_type: 'percentage' }).queries;
    expect(query?.columns).toEqual([xAxis]);
    expect(query?.post_processing?.map((rule) => rule?.operation)).toEqual(['pivot', 'rolling', 'resample', 'sort', 'flatten']);
    expect(query?.time_offsets).toBeUndefined();
  });

  it('builds a query from defaults, before a column or metric is chosen', () => {
    const [query] = buildBigNumberQuery({ datasource: '1__table', viz_type: 'big_number', x_axis: null, metric: null }).queries;
    expect(query?.columns).toEqual([]);
    expect(query?.metrics).toEqual([]);
    expect(query?.post_processing).toEqual([]);
  });
});
