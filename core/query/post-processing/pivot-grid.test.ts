import { describe, expect, it } from 'vitest';
import { pivotGrid, type PivotGrid, type PivotGridLeaf, type PivotGridOptions } from './pivot-grid.js';

/** One record per region × country × year, as the grouped query returns them. */
const RECORDS = Object.freeze([
  { region: 'EU', country: 'FR', year: 2023, sales: 10, orders: 1 },
  { region: 'EU', country: 'FR', year: 2024, sales: 20, orders: 2 },
  { region: 'EU', country: 'DE', year: 2023, sales: 5, orders: 1 },
  { region: 'US', country: 'US', year: 2024, sales: 40, orders: 4 },
  { region: null, country: 'XX', year: 2023, sales: 1, orders: 3 },
]);

const pivot = (options: Partial<PivotGridOptions>, records: ReadonlyArray<Record<string, unknown>> = RECORDS): PivotGrid =>
  pivotGrid(records, { rows: ['region'], columns: ['year'], metrics: ['sales'], aggregateFunction: 'Sum', ...options });

/** The header labels of a leaf, with '·' where a deeper-spanning header covers a level. */
const labels = (leaf: PivotGridLeaf) => leaf.headers.map((header) => header?.label ?? '·').join('/');

describe('pivotGrid: layout', () => {
  it('heads rows and columns with the distinct keys and sums each cell', () => {
    const table = pivot({});
    expect(table.rowLevels).toEqual([{ kind: 'attribute', column: 'region', label: 'region' }]);
    expect(table.colLevels).toEqual([{ kind: 'metric', label: 'Metric' }, { kind: 'attribute', column: 'year', label: 'year' }]);
    expect(table.rowLeaves.map(labels)).toEqual(['EU', 'US', 'NULL']);
    expect(table.colLeaves.map(labels)).toEqual(['sales/2023', 'sales/2024']);
    expect(table.values).toEqual([
      [15, 20],
      [null, 40],
      [1, null],
    ]);
  });

  it('shows null keys as NULL and keeps their raw value for filtering', () => {
    const table = pivot({});
    const nullRow = table.rowLeaves[2] as PivotGridLeaf;
    expect(nullRow.headers[0]?.label).toBe('NULL');
    expect(nullRow.key).toEqual([null]);
  });

  it('places metrics outermost by default and innermost with combineMetric', () => {
    const outer = pivot({ metrics: ['sales', 'orders'] });
    expect(outer.colLeaves.map(labels)).toEqual(['sales/2023', 'sales/2024', 'orders/2023', 'orders/2024']);
    const inner = pivot({ metrics: ['sales', 'orders'], combineMetric: true });
    expect(inner.colLevels).toEqual([{ kind: 'attribute', column: 'year', label: 'year' }, { kind: 'metric', label: 'Metric' }]);
    expect(inner.colLeaves.map(labels)).toEqual(['2023/sales', '2023/orders', '2024/sales', '2024/orders']);
    expect(inner.values[0]).toEqual([15, 2, 20, 2]);
  });

  it('puts metric names on the rows with metricsLayout ROWS', () => {
    const table = pivot({ metrics: ['sales', 'orders'], metricsLayout: 'ROWS', combineMetric: true });
    expect(table.rowLevels).toEqual([{ kind: 'attribute', column: 'region', label: 'region' }, { kind: 'metric', label: 'Metric' }]);
    expect(table.colLevels).toEqual([{ kind: 'attribute', column: 'year', label: 'year' }]);
    expect(table.rowLeaves.map(labels)).toEqual(['EU/sales', 'EU/orders', 'US/sales', 'US/orders', 'NULL/sales', 'NULL/orders']);
    expect(table.values[1]).toEqual([2, 2]);
  });

  it('swaps rows and columns when transposed', () => {
    const table = pivot({ transpose: true });
    expect(table.rowAttributes).toEqual(['year']);
    expect(table.colAttributes).toEqual(['region']);
    expect(table.rowLeaves.map(labels)).toEqual(['2023', '2024']);
    expect(table.colLeaves.map(labels)).toEqual(['sales/EU', 'sales/US', 'sales/NULL']);
    expect(table.values).toEqual([
      [15, null, 1],
      [20, 40, null],
    ]);
  });

  it('has a single unheaded row or column when an axis has no levels', () => {
    const noRows = pivot({ rows: [], columns: [] });
    expect(noRows.rowLevels).toEqual([]);
    expect(noRows.rowLeaves).toHaveLength(1);
    expect(noRows.values).toEqual([[76]]);
    const noColumns = pivot({ columns: [], metricsLayout: 'ROWS' });
    expect(noColumns.colLeaves).toHaveLength(1);
    expect(noColumns.values).toEqual([[35], [40], [1]]);
  });

  it('has no leaves without records or without metrics', () => {
    expect(pivot({}, []).rowLeaves).toEqual([]);
    expect(pivot({ metrics: [] }).colLeaves).toEqual([]);
  });

  it('writes non-null keys with formatKey', () => {
    const table = pivot({ transpose: true, formatKey: (column, value) => `${column}=${String(value)}` });
    expect(table.rowLeaves.map(labels)).toEqual(['year=2023', 'year=2024']);
    expect(table.colLeaves.map(labels)).toContain('sales/NULL');
  });

  it('heads levels and metrics with display names, keeping the names as identities', () => {
    const names: Record<string, string> = { region: 'Region', year: 'Year', sales: 'Sales (EUR)' };
    const named = pivot({ metrics: ['sales', 'orders'], displayName: (name) => names[name] ?? name });
    const plain = pivot({ metrics: ['sales', 'orders'] });
    expect(named.rowLevels).toEqual([{ kind: 'attribute', column: 'region', label: 'Region' }]);
    expect(named.colLevels).toEqual([{ kind: 'metric', label: 'Metric' }, { kind: 'attribute', column: 'year', label: 'Year' }]);
    expect(named.colLeaves.map(labels)).toEqual(['Sales (EUR)/2023', 'Sales (EUR)/2024', 'orders/2023', 'orders/2024']);
    expect(named.colLeaves.map((leaf) => leaf.metric)).toEqual(plain.colLeaves.map((leaf) => leaf.metric));
    expect(named.colLeaves.map((leaf) => leaf.headers[0]?.id)).toEqual(plain.colLeaves.map((leaf) => leaf.headers[0]?.id));
    expect(named.values).toEqual(plain.values);
  });
});

describe('pivotGrid: totals and subtotals', () => {
  it('adds a Total column per metric (rowTotals) and a Total row (colTotals)', () => {
    const table = pivot({ metrics: ['sales', 'orders'], rowTotals: true, colTotals: true });
    expect(table.colLeaves.map(labels)).toEqual(['sales/2023', 'sales/2024', 'sales/Total (Sum)', 'orders/2023', 'orders/2024', 'orders/Total (Sum)']);
    expect(table.rowLeaves.map(labels)).toEqual(['EU', 'US', 'NULL', 'Total (Sum)']);
    expect(table.values[0]).toEqual([15, 20, 35, 2, 2, 4]);
    expect(table.values[3]).toEqual([16, 60, 76, 5, 6, 11]);
    expect(table.rowLeaves[3]?.kind).toBe('total');
    expect(table.colLeaves[2]?.kind).toBe('total');
  });

  it('adds subtotal rows after each group with nested groups', () => {
    const table = pivot({ rows: ['region', 'country'], rowSubTotals: true, colTotals: true });
    expect(table.rowLeaves.map(labels)).toEqual(['EU/DE', 'EU/FR', 'EU/Subtotal', 'US/US', 'US/Subtotal', 'NULL/XX', 'NULL/Subtotal', 'Total (Sum)/·']);
    const subtotal = table.rowLeaves[2] as PivotGridLeaf;
    expect(subtotal.kind).toBe('subtotal');
    expect(subtotal.key).toEqual(['EU']);
    expect(table.values[2]).toEqual([15, 20]);
    const total = table.rowLeaves[7] as PivotGridLeaf;
    expect(total.headers[0]?.depth).toBe(2);
    expect(table.values[7]).toEqual([16, 60]);
    expect(table.rowLeaves[0]?.headers[0]?.hasSubtotal).toBe(true);
    expect(table.rowLeaves[0]?.headers[1]?.hasSubtotal).toBe(false);
  });

  it('adds subtotal columns and fans them out per metric when metrics are innermost', () => {
    const table = pivot({ rows: [], columns: ['region', 'country'], metrics: ['sales', 'orders'], combineMetric: true, colSubTotals: true });
    expect(table.colLeaves.map(labels).slice(0, 6)).toEqual([
      'EU/DE/sales',
      'EU/DE/orders',
      'EU/FR/sales',
      'EU/FR/orders',
      'EU/Subtotal/sales',
      'EU/Subtotal/orders',
    ]);
    expect(table.values[0]?.slice(0, 6)).toEqual([5, 1, 30, 3, 35, 4]);
  });

  it('re-aggregates totals with the aggregate function', () => {
    const average = pivot({ columns: [], metricsLayout: 'COLUMNS', aggregateFunction: 'Average', colTotals: true });
    expect(average.values.at(-1)).toEqual([(10 + 20 + 5 + 40 + 1) / 5]);
    const count = pivot({ aggregateFunction: 'Count', rowTotals: true, colTotals: true });
    expect(count.values[0]).toEqual([2, 1, 3]);
    expect(count.values.at(-1)).toEqual([3, 2, 5]);
    const maximum = pivot({ aggregateFunction: 'Maximum', colTotals: true });
    expect(maximum.values.at(-1)).toEqual([10, 40]);
    const median = pivot({ rows: [], columns: [], aggregateFunction: 'Median' });
    expect(median.values).toEqual([[10]]);
  });

  it('divides fractions by the grand, row or column total of their metric', () => {
    const ofTotal = pivot({ aggregateFunction: 'Sum as Fraction of Total', rowTotals: true });
    expect(ofTotal.values[0]).toEqual([15 / 76, 20 / 76, 35 / 76]);
    const ofRows = pivot({ aggregateFunction: 'Sum as Fraction of Rows', rowTotals: true });
    expect(ofRows.values[0]).toEqual([15 / 35, 20 / 35, 1]);
    expect(ofRows.values[1]).toEqual([null, 1, 1]);
    const ofColumns = pivot({ aggregateFunction: 'Sum as Fraction of Columns', colTotals: true });
    expect(ofColumns.values.map((row) => row[0])).toEqual([15 / 16, null, 1 / 16, 1]);
    const countOfTotal = pivot({ aggregateFunction: 'Count as Fraction of Total' });
    expect(countOfTotal.values[0]).toEqual([2 / 5, 1 / 5]);
    const twoMetrics = pivot({ metrics: ['sales', 'orders'], aggregateFunction: 'Sum as Fraction of Total' });
    expect(twoMetrics.values[1]).toEqual([null, 40 / 76, null, 4 / 11]);
  });
});

describe('pivotGrid: ordering', () => {
  it('orders keys A to Z (numbers numerically, NULL last) or Z to A', () => {
    const records = [
      { k: 'item 10', v: 1 },
      { k: 'item 2', v: 2 },
      { k: null, v: 3 },
      { k: 'Apple', v: 4 },
    ];
    const aToZ = pivotGrid(records, { rows: ['k'], columns: [], metrics: ['v'], aggregateFunction: 'Sum', rowOrder: 'key_a_to_z' });
    expect(aToZ.rowLeaves.map(labels)).toEqual(['Apple', 'item 2', 'item 10', 'NULL']);
    const zToA = pivotGrid(records, { rows: ['k'], columns: [], metrics: ['v'], aggregateFunction: 'Sum', rowOrder: 'key_z_to_a' });
    expect(zToA.rowLeaves.map(labels)).toEqual(['NULL', 'item 10', 'item 2', 'Apple']);
    const years = pivot({ colOrder: 'key_z_to_a' });
    expect(years.colLeaves.map(labels)).toEqual(['sales/2024', 'sales/2023']);
  });

  it('orders groups by their aggregate value at every level', () => {
    const descending = pivot({ rows: ['region', 'country'], rowOrder: 'value_z_to_a' });
    expect(descending.rowLeaves.map(labels)).toEqual(['US/US', 'EU/FR', 'EU/DE', 'NULL/XX']);
    const ascending = pivot({ rows: ['region', 'country'], rowOrder: 'value_a_to_z' });
    expect(ascending.rowLeaves.map(labels)).toEqual(['NULL/XX', 'EU/DE', 'EU/FR', 'US/US']);
    const columns = pivot({ colOrder: 'value_z_to_a' });
    expect(columns.colLeaves.map(labels)).toEqual(['sales/2024', 'sales/2023']);
  });

  it('orders by the enclosing metric when metrics head the axis', () => {
    const table = pivot({ metrics: ['sales', 'orders'], metricsLayout: 'ROWS', rowOrder: 'value_z_to_a' });
    // sales: US 40, EU 35, NULL 1; orders: EU 4, US 4 (tie: key order), NULL 3.
    expect(table.rowLeaves.map(labels)).toEqual(['sales/US', 'sales/EU', 'sales/NULL', 'orders/EU', 'orders/US', 'orders/NULL']);
  });

  it('keeps subtotals and totals after the groups they summarise when reordered', () => {
    const table = pivot({ rows: ['region', 'country'], rowSubTotals: true, colTotals: true, rowOrder: 'key_z_to_a' });
    expect(table.rowLeaves.map(labels)).toEqual(['NULL/XX', 'NULL/Subtotal', 'US/US', 'US/Subtotal', 'EU/FR', 'EU/DE', 'EU/Subtotal', 'Total (Sum)/·']);
  });
});

describe('pivotGrid: robustness', () => {
  it('reads numeric strings as numbers and skips empty metric values', () => {
    const table = pivotGrid(
      [
        { k: 'a', v: '2.5' },
        { k: 'a', v: null },
        { k: 'a', v: 'n/a' },
        { k: 'b', v: 4 },
      ],
      { rows: ['k'], columns: [], metrics: ['v'], aggregateFunction: 'Sum', colTotals: true },
    );
    expect(table.values).toEqual([[2.5], [4], [6.5]]);
  });

  it('does not modify the records', () => {
    const records: Array<Record<string, unknown>> = structuredClone([...RECORDS]);
    pivot({ rows: ['region', 'country'], rowSubTotals: true, rowTotals: true, colTotals: true }, records);
    expect(records).toEqual(RECORDS);
  });

  it('tells a number key from the same text', () => {
    const table = pivotGrid(
      [
        { k: 1, v: 1 },
        { k: '1', v: 2 },
      ],
      { rows: ['k'], columns: [], metrics: ['v'], aggregateFunction: 'Sum' },
    );
    expect(table.rowLeaves.map((leaf) => leaf.key)).toEqual([[1], ['1']]);
    expect(table.values).toEqual([[1], [2]]);
  });
});
