import type { AdhocColumn, AdhocMetric, ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { TableFormData } from './table-form-data.js';
import { transformTableProps } from './transform-props.js';

const sumNum: AdhocMetric = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' } };
const upperState: AdhocColumn = { expressionType: 'SQL', sqlExpression: 'UPPER(state)', label: 'STATE' };

const aggregateForm: TableFormData = {
  datasource: '3__table',
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: [upperState, 'gender'],
  metrics: ['count'],
  percent_metrics: [sumNum],
  show_totals: true,
  number_format: 'SMART_NUMBER',
  include_search: true,
};

/** What /api/v1/chart/data answers for aggregateForm: rows (with the contribution step's column), then totals. */
const aggregateResponse: ChartDataResponse = {
  result: [
    {
      colnames: ['STATE', 'gender', 'count', 'SUM(num)', '%SUM(num)'],
      coltypes: [1, 1, 0, 0, 0],
      data: [
        { STATE: 'CA', gender: 'girl', count: 12345, 'SUM(num)': 600, '%SUM(num)': 0.6 },
        { STATE: 'NY', gender: 'boy', count: 321, 'SUM(num)': 300, '%SUM(num)': 0.3 },
        { STATE: 'TX', gender: null, count: 9, 'SUM(num)': 100, '%SUM(num)': 0.1 },
      ],
      rowcount: 3,
    },
    { colnames: ['count', 'SUM(num)'], coltypes: [0, 0], data: [{ count: 12675, 'SUM(num)': 1000 }], rowcount: 1 },
  ],
};

describe('transformTableProps in aggregate mode', () => {
  const props = transformTableProps(aggregateResponse, aggregateForm);

  it('lists the columns in result order, hiding a metric asked for only as a percentage', () => {
    expect(props.columns.map((column) => column.key)).toEqual(['STATE', 'gender', 'count', '%SUM(num)']);
    const [state, gender, count, percent] = props.columns;
    expect(state).toMatchObject({ isMetric: false, isNumeric: false, isTemporal: false, filterColumn: upperState });
    expect(gender?.filterColumn).toBe('gender');
    expect(count).toMatchObject({ isMetric: true, isPercentMetric: false, isNumeric: true });
    expect(count?.filterColumn).toBeUndefined();
    expect(percent).toMatchObject({ isMetric: false, isPercentMetric: true, isNumeric: true });
    expect(props.emitCrossFilters).toBe(true);
  });

  it('formats metrics with the number format and percentage metrics as percents', () => {
    const [state, gender, count, percent] = props.columns;
    expect(count?.formatter(12345)).toBe('12.3k');
    expect(count?.formatter('12345')).toBe('12.3k');
    expect(percent?.formatter(0.6)).toBe('60.000%');
    expect(state?.formatter('CA')).toBe('CA');
    expect(gender?.formatter(null)).toBe('N/A');
    const grouped = transformTableProps(aggregateResponse, { ...aggregateForm, number_format: ',d' });
    expect(grouped.columns[2]?.formatter(12345)).toBe('12,345');
  });

  it('writes the currency_format symbol with metric values only', () => {
    const priced = transformTableProps(aggregateResponse, { ...aggregateForm, number_format: ',d', currency_format: { symbol: 'GBP', symbolPosition: 'prefix' } });
    expect(priced.columns[2]?.formatter(12345)).toBe('£ 12,345');
    expect(priced.columns[0]?.formatter('CA')).toBe('CA');
  });

  it('passes the rows, the totals and the display options', () => {
    expect(props.rows).toHaveLength(3);
    expect(props.rowCount).toBe(3);
    expect(props.totals).toEqual({ count: 12675, 'SUM(num)': 1000 });
    expect(props).toMatchObject({
      serverPagination: false,
      pageSize: 0,
      currentPage: 0,
      sortBy: [],
      includeSearch: true,
      showCellBars: true,
      colorPositiveNegative: true,
      alignPositiveNegative: false,
      allowRearrangeColumns: false,
    });
  });
});

describe('transformTableProps with server pagination', () => {
  it('reads the total row count from the row-count query and the totals after it', () => {
    const response: ChartDataResponse = {
      result: [
        aggregateResponse.result[0]!,
        { colnames: ['rowcount'], coltypes: [0], data: [{ rowcount: 4821 }], rowcount: 1 },
        aggregateResponse.result[1]!,
      ],
    };
    const props = transformTableProps(response, { ...aggregateForm, server_pagination: true, server_page_length: 20 });
    expect(props).toMatchObject({ serverPagination: true, rowCount: 4821, pageSize: 20, includeSearch: false });
    expect(props.totals).toEqual({ count: 12675, 'SUM(num)': 1000 });
  });
});

describe('transformTableProps in raw mode', () => {
  const day = (d: number, h = 0, m = 0) => Date.UTC(2024, 2, d, h, m);
  const rawForm: TableFormData = { datasource: '3__table', viz_type: 'table', query_mode: 'raw', all_columns: ['name', 'ds', 'num'], groupby: ['name'], page_length: 50 };
  const response = (values: number[]): ChartDataResponse => ({
    result: [
      {
        colnames: ['name', 'ds', 'num'],
        coltypes: [1, 2, 0],
        data: values.map((ds, i) => ({ name: `row ${i}`, ds, num: 1000 + i })),
        rowcount: values.length,
      },
    ],
  });

  it('writes dates without a time of day when no value has one', () => {
    const props = transformTableProps(response([day(5), day(6)]), rawForm);
    const ds = props.columns[1]!;
    expect(ds).toMatchObject({ isTemporal: true, isNumeric: false, isMetric: false });
    expect(ds.formatter(day(5))).toBe('2024-03-05');
    expect(props.pageSize).toBe(50);
  });

  it('adds the time of day when values have one, and follows an explicit format', () => {
    expect(transformTableProps(response([day(5), day(6, 14, 30)]), rawForm).columns[1]!.formatter(day(5))).toBe('2024-03-05 00:00');
    expect(transformTableProps(response([day(5)]), { ...rawForm, table_timestamp_format: '%d/%m/%Y' }).columns[1]!.formatter(day(5))).toBe('05/03/2024');
  });

  it('writes raw numbers as they are and offers no cross-filter', () => {
    const props = transformTableProps(response([day(5)]), rawForm);
    const num = props.columns[2]!;
    expect(num).toMatchObject({ isNumeric: true, isMetric: false });
    expect(num.formatter(1000)).toBe('1000');
    expect(props.columns.every((column) => column.filterColumn === undefined)).toBe(true);
    expect(props.emitCrossFilters).toBe(false);
    expect(props.totals).toBeUndefined();
  });
});

describe('transformTableProps on an empty response', () => {
  it('gives an empty table', () => {
    const props = transformTableProps({ result: [] }, aggregateForm);
    expect(props.columns).toEqual([]);
    expect(props.rows).toEqual([]);
    expect(props.rowCount).toBe(0);
  });
});
