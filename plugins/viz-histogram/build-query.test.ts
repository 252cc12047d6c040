import { describe, expect, it } from 'vitest';
import { binCount, buildHistogramQuery } from './build-query.js';
import type { HistogramFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

describe('buildHistogramQuery', () => {
  const formData: HistogramFormData = deepFreeze({
    datasource: '4__table',
    viz_type: 'histogram_v2',
    column: 'num',
    groupby: ['gender'],
    adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: '==', comparator: 'CA' }],
    row_limit: 5000,
    bins: 10,
    cumulative: true,
  } as HistogramFormData);

  it('reads the raw values with their groups and bins them on the server', () => {
    const context = buildHistogramQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 4, type: 'table' }, form_data: formData });
    const [query] = context.queries;
    expect(query).toMatchObject({
      columns: ['gender', 'num'],
      filters: [{ col: 'state', op: '==', val: 'CA' }],
      row_limit: 5000,
      post_processing: [{ operation: 'histogram', options: { column: 'num', groupby: ['gender'], bins: 10, cumulative: true, normalize: false } }],
    });
    // No metrics at all: the server returns rows, not groups.
    expect(query).not.toHaveProperty('metrics');
  });

  it('bins an adhoc column by its label', () => {
    const column = { expressionType: 'SQL', sqlExpression: 'num / 1000', label: 'thousands' } as const;
    const [query] = buildHistogramQuery({ ...formData, column, groupby: [] }).queries;
    expect(query?.columns).toEqual([column]);
    expect(query?.post_processing?.[0]?.options).toMatchObject({ column: 'thousands', groupby: [] });
  });

  it('falls back to 5 bins for a count the server refuses', () => {
    expect([binCount('12'), binCount(0), binCount(1001), binCount(2.5), binCount(undefined)]).toEqual([12, 5, 5, 5, 5]);
  });

  it('builds a query from the defaults alone', () => {
    const [query] = buildHistogramQuery({ datasource: '1__table', viz_type: 'histogram_v2' }).queries;
    expect(query).toMatchObject({ columns: [], post_processing: [], row_limit: 10000 });
  });
});
