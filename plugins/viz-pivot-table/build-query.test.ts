import type { AdhocFilter, QueryFormMetric } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import { buildQuery } from './build-query.js';
import type { PivotTableFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const SUM_SALES: QueryFormMetric = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'sales' }, label: 'SUM(sales)' };
const FILTER: AdhocFilter = { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'region', operator: 'IN', comparator: ['EU', 'US'] };

const FORM_DATA: PivotTableFormData = Object.freeze({
  datasource: '7__table',
  viz_type: 'pivot_table_v2',
  groupbyRows: ['region', 'country'],
  groupbyColumns: ['year', 'region'],
  metrics: [SUM_SALES, 'count'],
  adhoc_filters: [FILTER],
  time_range: 'Last year',
  row_limit: 500,
  series_limit: 10,
  order_desc: true,
  aggregateFunction: 'Sum',
});

describe('buildQuery', () => {
  it('makes one query grouped by the row then column columns, each once', () => {
    const context = buildQuery(FORM_DATA);
    expect(context.datasource).toEqual({ id: 7, type: 'table' });
    expect(context.result_format).toBe('json');
    expect(context.result_type).toBe('full');
    expect(context.form_data).toBe(FORM_DATA);
    expect(context.queries).toHaveLength(1);
    const [query] = context.queries;
    expect(query?.columns).toEqual(['region', 'country', 'year']);
    expect(query?.metrics).toEqual([SUM_SALES, 'count']);
    expect(query?.row_limit).toBe(500);
    expect(query?.series_limit).toBe(10);
    expect(query?.time_range).toBe('Last year');
    expect(query?.filters).toEqual([{ col: 'region', op: 'IN', val: ['EU', 'US'] }]);
    expect(query?.post_processing).toEqual([]);
  });

  it('sorts by the first metric, descending with order_desc', () => {
    expect(buildQuery(FORM_DATA).queries[0]?.orderby).toEqual([[SUM_SALES, false]]);
    expect(buildQuery({ ...FORM_DATA, order_desc: false }).queries[0]?.orderby).toEqual([[SUM_SALES, true]]);
  });

  it('sorts by the sort metric when one is set', () => {
    const query = buildQuery({ ...FORM_DATA, series_limit_metric: 'count' }).queries[0];
    expect(query?.orderby).toEqual([['count', false]]);
    expect(query?.series_limit_metric).toBe('count');
  });

  it('has no sort without metrics', () => {
    expect(buildQuery({ ...FORM_DATA, metrics: [] }).queries[0]?.orderby).toEqual([]);
  });

  it('ignores legacy groupby / columns / metric fields', () => {
    const query = buildQuery({ ...FORM_DATA, groupby: ['legacy'], columns: ['legacy2'], metric: 'avg_x' }).queries[0];
    expect(query?.columns).toEqual(['region', 'country', 'year']);
    expect(query?.metrics).toEqual([SUM_SALES, 'count']);
  });

  it('truncates temporal columns to the time grain', () => {
    const query = buildQuery({
      ...FORM_DATA,
      groupbyColumns: ['ds'],
      time_grain_sqla: 'P1M',
      temporal_columns_lookup: { ds: true },
    }).queries[0];
    expect(query?.columns).toEqual([
      'region',
      'country',
      { expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1M' },
    ]);
    expect(query?.extras?.time_grain_sqla).toBe('P1M');
    expect(buildQuery({ ...FORM_DATA, groupbyColumns: ['ds'], time_grain_sqla: 'P1M' }).queries[0]?.columns).toContain('ds');
  });

  it('does not modify its input and rejects a malformed datasource', () => {
    const frozen = deepFreeze(structuredClone({ ...FORM_DATA, temporal_columns_lookup: { year: true }, time_grain_sqla: 'P1Y' }));
    expect(() => buildQuery(frozen)).not.toThrow();
    expect(frozen.groupbyRows).toEqual(['region', 'country']);
    expect(() => buildQuery({ ...FORM_DATA, datasource: 'nope' })).toThrow(/datasource/);
  });
});
