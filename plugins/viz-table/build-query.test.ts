import type { AdhocMetric, QueryObject } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import { buildTableQuery } from './build-query.js';
import type { TableFormData } from './table-form-data.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const sumNum: AdhocMetric = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' };

const aggregate: TableFormData = {
  datasource: '3__table',
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['state', 'gender'],
  metrics: [sumNum, 'count'],
  percent_metrics: [],
  adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'gender', operator: '==', comparator: 'boy' }],
  time_range: 'No filter',
  row_limit: 1000,
  order_desc: true,
  server_pagination: false,
  server_page_length: 10,
  show_totals: false,
};

const only = (queries: QueryObject[]): QueryObject => {
  expect(queries).toHaveLength(1);
  return queries[0]!;
};

describe('buildTableQuery in aggregate mode', () => {
  it('groups by the dimensions, computes the metrics and sorts by the first metric, largest first', () => {
    const context = buildTableQuery(deepFreeze(structuredClone(aggregate)));
    expect(context.datasource).toEqual({ id: 3, type: 'table' });
    expect(context.result_type).toBe('full');
    expect(context.form_data?.viz_type).toBe('table');
    const query = only(context.queries);
    expect(query.columns).toEqual(['state', 'gender']);
    expect(query.metrics).toEqual([sumNum, 'count']);
    expect(query.orderby).toEqual([[sumNum, false]]);
    expect(query.row_limit).toBe(1000);
    expect(query.filters).toEqual([{ col: 'gender', op: '==', val: 'boy' }]);
    expect(query.time_range).toBe('No filter');
    expect(query.post_processing).toBeUndefined();
    expect(query.series_limit).toBeUndefined();
    expect(query.is_timeseries).toBeUndefined();
  });

  it('sorts by the sort metric in the chosen direction', () => {
    const query = only(buildTableQuery({ ...aggregate, series_limit_metric: 'count', order_desc: false }).queries);
    expect(query.orderby).toEqual([['count', true]]);
    expect(only(buildTableQuery({ ...aggregate, series_limit_metric: null, timeseries_limit_metric: 'count' }).queries).orderby).toEqual([['count', false]]);
  });

  it('lists distinct dimension values when there is no metric', () => {
    const query = only(buildTableQuery({ ...aggregate, metrics: [] }).queries);
    expect(query.metrics).toEqual([]);
    expect(query.orderby).toEqual([]);
  });

  it('adds percentage metrics as a contribution step, without computing a metric twice', () => {
    const query = only(buildTableQuery({ ...aggregate, metrics: ['count'], percent_metrics: [sumNum, 'count'] }).queries);
    expect(query.metrics).toEqual(['count', sumNum]);
    expect(query.post_processing).toEqual([{ operation: 'contribution', options: { columns: ['SUM(num)', 'count'], rename_columns: ['%SUM(num)', '%count'] } }]);
  });

  it('adds the time column as a dimension with include_time', () => {
    const query = only(buildTableQuery({ ...aggregate, include_time: true, granularity_sqla: 'ds', time_grain_sqla: 'P1M' }).queries);
    expect(query.is_timeseries).toBe(true);
    expect(query.granularity).toBe('ds');
    expect(query.extras?.time_grain_sqla).toBe('P1M');
  });

  it('adds a totals query over all rows, without dimensions, when show_totals is on', () => {
    const { queries } = buildTableQuery({ ...aggregate, show_totals: true, percent_metrics: ['count'] });
    expect(queries).toHaveLength(2);
    const [main, totals] = queries as [QueryObject, QueryObject];
    expect(main.columns).toEqual(['state', 'gender']);
    expect(totals).toMatchObject({ columns: [], metrics: [sumNum, 'count'], row_limit: 0, row_offset: 0, orderby: [], post_processing: [] });
    expect(totals.filters).toEqual(main.filters);
    expect(buildTableQuery({ ...aggregate, show_totals: true, metrics: [] }).queries).toHaveLength(1);
  });
});

describe('buildTableQuery in raw mode', () => {
  const raw: TableFormData = {
    ...aggregate,
    query_mode: 'raw',
    all_columns: ['name', 'ds', { expressionType: 'SQL', sqlExpression: 'num * 2', label: 'double' }],
    order_by_cols: ['["ds", false]', 'not json', '["name", true]'],
    show_totals: true,
  };

  it('lists the columns without metrics, ordered by order_by_cols', () => {
    const query = only(buildTableQuery(raw).queries);
    expect(query.columns).toEqual(raw.all_columns);
    // No metrics key at all: an empty list would group the rows.
    expect('metrics' in query).toBe(false);
    expect(query.orderby).toEqual([
      ['ds', false],
      ['name', true],
    ]);
    expect(query.post_processing).toBeUndefined();
  });
});

describe('buildTableQuery with server pagination', () => {
  const paged: TableFormData = { ...aggregate, server_pagination: true, server_page_length: 10, row_limit: 1000, show_totals: true };

  it('fetches the page and sort of the own state, then counts the rows, then the totals', () => {
    const ownState = deepFreeze({ currentPage: 2, pageSize: 10, sortBy: [{ id: 'count', desc: true }] });
    const { queries } = buildTableQuery(deepFreeze(structuredClone(paged)), { ownState });
    expect(queries).toHaveLength(3);
    const [page, count, totals] = queries as [QueryObject, QueryObject, QueryObject];
    expect(page).toMatchObject({ row_offset: 20, row_limit: 10, orderby: [['count', false]], columns: ['state', 'gender'] });
    expect(page.is_rowcount).toBeUndefined();
    expect(count).toMatchObject({ is_rowcount: true, row_limit: 1000, row_offset: 0, orderby: [], columns: ['state', 'gender'] });
    expect(totals).toMatchObject({ columns: [], row_limit: 0 });
  });

  it('starts on the first page at the form’s page size and default sort', () => {
    const [page] = buildTableQuery({ ...paged, server_page_length: 20, show_totals: false }).queries as [QueryObject];
    expect(page).toMatchObject({ row_offset: 0, row_limit: 20, orderby: [[sumNum, false]] });
  });

  it('sorts ascending, by dimension labels too, and ignores sorts on unknown or percentage columns', () => {
    const sorted = (sortBy: unknown) => buildTableQuery({ ...paged, percent_metrics: ['count'] }, { ownState: { sortBy } }).queries[0]!.orderby;
    expect(sorted([{ id: 'state', desc: false }])).toEqual([['state', true]]);
    expect(sorted([{ key: 'SUM(num)', id: 'ignored', desc: true }])).toEqual([['SUM(num)', false]]);
    expect(sorted([{ id: '%count', desc: true }])).toEqual([[sumNum, false]]);
    expect(sorted([{ id: 'no_such_column', desc: true }])).toEqual([[sumNum, false]]);
  });

  it('keeps pages within the row limit', () => {
    const [page] = buildTableQuery({ ...paged, row_limit: 25, show_totals: false }, { ownState: { currentPage: 5, pageSize: 10 } }).queries as [QueryObject];
    expect(page).toMatchObject({ row_offset: 20, row_limit: 5 });
  });

  it('pages raw records and counts them', () => {
    const { queries } = buildTableQuery(
      { ...paged, query_mode: 'raw', all_columns: ['name', 'num'], order_by_cols: ['["num", true]'] },
      { ownState: { currentPage: 1, pageSize: 50, sortBy: [{ id: 'name', desc: true }] } },
    );
    expect(queries).toHaveLength(2);
    expect(queries[0]).toMatchObject({ columns: ['name', 'num'], row_offset: 50, row_limit: 50, orderby: [['name', false]] });
    expect('metrics' in queries[0]!).toBe(false);
    expect(queries[1]).toMatchObject({ is_rowcount: true, row_offset: 0 });
  });
});

describe('buildTableQuery datasource', () => {
  it('rejects a datasource that is not "<id>__<type>"', () => {
    expect(() => buildTableQuery({ ...aggregate, datasource: 'table_3' })).toThrow(/Invalid datasource/);
    expect(buildTableQuery({ ...aggregate, datasource: '12__query' }).datasource).toEqual({ id: 12, type: 'query' });
  });
});
