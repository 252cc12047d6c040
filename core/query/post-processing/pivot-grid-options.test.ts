import { describe, expect, it } from 'vitest';
import { pivotGridOptionsOf } from './pivot-grid-options.js';

const BASE = { datasource: '1__table', viz_type: 'pivot_table_v2' };

describe('pivotGridOptionsOf', () => {
  it('reads the chart’s defaults for unset fields', () => {
    expect(pivotGridOptionsOf(BASE)).toEqual({
      rows: [],
      columns: [],
      metrics: [],
      aggregateFunction: 'Sum',
      metricsLayout: 'COLUMNS',
      combineMetric: false,
      transpose: false,
      rowTotals: false,
      colTotals: false,
      rowSubTotals: false,
      colSubTotals: false,
      rowOrder: 'key_a_to_z',
      colOrder: 'key_a_to_z',
    });
  });

  it('reads every pivot setting and the labels of columns and metrics', () => {
    const options = pivotGridOptionsOf({
      ...BASE,
      groupbyRows: ['state', { expressionType: 'SQL', sqlExpression: 'UPPER(name)', label: 'Name' }],
      groupbyColumns: ['gender'],
      metrics: ['sum__num', { expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'num' } }],
      aggregateFunction: 'Average',
      metricsLayout: 'ROWS',
      combineMetric: true,
      transposePivot: true,
      rowTotals: true,
      colTotals: true,
      rowSubTotals: true,
      colSubTotals: true,
      rowOrder: 'value_z_to_a',
      colOrder: 'key_z_to_a',
    });
    expect(options).toMatchObject({
      rows: ['state', 'Name'],
      columns: ['gender'],
      metrics: ['sum__num', 'MAX(num)'],
      aggregateFunction: 'Average',
      metricsLayout: 'ROWS',
      combineMetric: true,
      transpose: true,
      rowTotals: true,
      colTotals: true,
      rowSubTotals: true,
      colSubTotals: true,
      rowOrder: 'value_z_to_a',
      colOrder: 'key_z_to_a',
    });
  });

  it('falls back on Sum and key order for values it does not know, and adds the caller’s formatting', () => {
    const displayName = (name: string) => name.toUpperCase();
    const options = pivotGridOptionsOf({ ...BASE, aggregateFunction: 'mean', rowOrder: 'sideways', groupbyRows: 'state' }, { displayName });
    expect(options.aggregateFunction).toBe('Sum');
    expect(options.rowOrder).toBe('key_a_to_z');
    expect(options.rows).toEqual([]);
    expect(options.displayName).toBe(displayName);
  });
});
