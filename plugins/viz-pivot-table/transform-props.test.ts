import type { ChartDataResponse, PivotGridLeaf } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { PivotTableFormData } from './form-data.schema.js';
import { transformProps } from './transform-props.js';

const jan = (year: number) => Date.UTC(year, 0, 1);

/** A chart-data response as the server returns it for region × year (grain P1Y) with two metrics. */
const RESPONSE: ChartDataResponse = {
  result: [
    {
      colnames: ['region', 'order_date', 'SUM(sales)', 'count'],
      coltypes: [1, 2, 0, 0],
      data: [
        { region: 'EMEA', order_date: jan(2023), 'SUM(sales)': 1250.5, count: 12 },
        { region: 'EMEA', order_date: jan(2024), 'SUM(sales)': 980.25, count: 9 },
        { region: 'APAC', order_date: jan(2023), 'SUM(sales)': 2100, count: 20 },
        { region: 'APAC', order_date: jan(2024), 'SUM(sales)': 2600.75, count: 25 },
        { region: null, order_date: jan(2024), 'SUM(sales)': 15, count: 1 },
      ],
      rowcount: 5,
    },
  ],
};

const FORM_DATA: PivotTableFormData = {
  datasource: '1__table',
  viz_type: 'pivot_table_v2',
  groupbyRows: ['region'],
  groupbyColumns: ['order_date'],
  metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'sales' } }, 'count'],
  date_format: '%Y',
  rowTotals: true,
  colTotals: true,
};

const labels = (leaf: PivotGridLeaf) => leaf.headers.map((header) => header?.label ?? '·').join('/');

describe('transformProps', () => {
  it('heads metrics with the dataset’s verbose names, keeping their identities', () => {
    const plain = transformProps(RESPONSE, FORM_DATA);
    const named = transformProps(RESPONSE, FORM_DATA, { verboseMap: { count: 'Orders' } });
    const metricHeaders = (leaves: PivotGridLeaf[]) => leaves.flatMap((leaf) => leaf.headers.filter((header) => header?.kind === 'metric'));
    expect(metricHeaders(named.table.colLeaves).map((header) => header!.label)).toContain('Orders');
    expect(metricHeaders(named.table.colLeaves).map((header) => header!.label)).not.toContain('count');
    expect(metricHeaders(named.table.colLeaves).map((header) => header!.id)).toEqual(metricHeaders(plain.table.colLeaves).map((header) => header!.id));
  });

  it('heads the row and column levels with the columns’ verbose names, transposed or not', () => {
    const context = { verboseMap: { region: 'Sales region', order_date: 'Order date', count: 'Orders' } };
    const { table } = transformProps(RESPONSE, FORM_DATA, context);
    expect(table.rowLevels).toEqual([{ kind: 'attribute', column: 'region', label: 'Sales region' }]);
    expect(table.colLevels).toEqual([{ kind: 'metric', label: 'Metric' }, { kind: 'attribute', column: 'order_date', label: 'Order date' }]);
    const transposed = transformProps(RESPONSE, { ...FORM_DATA, transposePivot: true, metricsLayout: 'ROWS' }, context).table;
    expect(transposed.rowLevels.map((level) => level.label)).toEqual(['Metric', 'Order date']);
    expect(transposed.colLevels.map((level) => level.label)).toEqual(['Sales region']);
    expect(transposed.rowLeaves.map(labels)).toContain('Orders/2024');
    // Without a verbose name the label is the column's own.
    expect(transformProps(RESPONSE, FORM_DATA).table.rowLevels[0]?.label).toBe('region');
  });

  it('pivots the records with metric labels and formatted temporal headers', () => {
    const { table, valueFormat } = transformProps(RESPONSE, FORM_DATA);
    expect(valueFormat).toBe('SMART_NUMBER');
    expect(table.aggregateFunction).toBe('Sum');
    expect(table.colLeaves.map(labels)).toEqual([
      'SUM(sales)/2023',
      'SUM(sales)/2024',
      'SUM(sales)/Total (Sum)',
      'count/2023',
      'count/2024',
      'count/Total (Sum)',
    ]);
    expect(table.rowLeaves.map(labels)).toEqual(['APAC', 'EMEA', 'NULL', 'Total (Sum)']);
    expect(table.values[0]).toEqual([2100, 2600.75, 4700.75, 20, 25, 45]);
    expect(table.values[3]).toEqual([3350.5, 3596, 6946.5, 32, 35, 67]);
    // Header keys keep the raw value, for cross-filters.
    expect(table.colLeaves[0]?.key).toEqual([jan(2023)]);
  });

  it('takes the defaults of missing fields from the schema', () => {
    const { table } = transformProps(RESPONSE, { datasource: '1__table', viz_type: 'pivot_table_v2', groupbyRows: ['region'], metrics: ['count'] });
    expect(table.colLevels).toEqual([{ kind: 'metric', label: 'Metric' }]);
    expect(table.rowLeaves.map(labels)).toEqual(['APAC', 'EMEA', 'NULL']);
    expect(table.values).toEqual([[45], [21], [1]]);
  });

  it('applies layout, transposition, order and aggregate options', () => {
    const { table } = transformProps(RESPONSE, {
      ...FORM_DATA,
      metrics: ['count'],
      metricsLayout: 'ROWS',
      transposePivot: true,
      rowTotals: false,
      colTotals: false,
      colOrder: 'value_z_to_a',
      aggregateFunction: 'Maximum',
    });
    expect(table.rowLevels).toEqual([{ kind: 'metric', label: 'Metric' }, { kind: 'attribute', column: 'order_date', label: 'order_date' }]);
    expect(table.rowLeaves.map(labels)).toEqual(['count/2023', 'count/2024']);
    expect(table.colLeaves.map(labels)).toEqual(['APAC', 'EMEA', 'NULL']);
    expect(table.values).toEqual([
      [20, 12, null],
      [25, 9, 1],
    ]);
  });

  it('passes the currency_format on, except for fractions of a total', () => {
    const currency = { symbol: 'USD', symbolPosition: 'prefix' } as const;
    expect(transformProps(RESPONSE, { ...FORM_DATA, currency_format: currency }).currencyFormat).toEqual(currency);
    expect(transformProps(RESPONSE, { ...FORM_DATA, currency_format: currency, aggregateFunction: 'Sum as Fraction of Total' }).currencyFormat).toBeNull();
  });

  it('shows fractions as percentages under the adaptive format, and keeps a chosen format', () => {
    expect(transformProps(RESPONSE, { ...FORM_DATA, aggregateFunction: 'Sum as Fraction of Total' }).valueFormat).toBe('.1%');
    expect(transformProps(RESPONSE, { ...FORM_DATA, aggregateFunction: 'Sum as Fraction of Total', valueFormat: '.3f' }).valueFormat).toBe('.3f');
    expect(transformProps(RESPONSE, { ...FORM_DATA, valueFormat: ',.2f' }).valueFormat).toBe(',.2f');
  });

  it('writes List Unique Values with the value format, in record order', () => {
    const { table } = transformProps(RESPONSE, { ...FORM_DATA, aggregateFunction: 'List Unique Values', valueFormat: ',.1f', rowTotals: false });
    expect(table.values.at(-1)).toEqual(['1,250.5, 2,100.0', '980.3, 2,600.8, 15.0', '12.0, 20.0', '9.0, 25.0, 1.0']);
  });

  it('falls back to Sum for an unknown aggregate and is empty without records', () => {
    expect(transformProps(RESPONSE, { ...FORM_DATA, aggregateFunction: 'Bogus' as never }).table.aggregateFunction).toBe('Sum');
    const empty = transformProps({ result: [{ colnames: [], coltypes: [], data: [], rowcount: 0 }] }, FORM_DATA);
    expect(empty.table.rowLeaves).toEqual([]);
    expect(transformProps({ result: [] }, FORM_DATA).table.values).toEqual([]);
  });
});
