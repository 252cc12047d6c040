import { describe, expect, it } from 'vitest';
import { migrate } from './migrate.js';

const LEGACY = Object.freeze({
  datasource: '3__table',
  viz_type: 'pivot_table',
  groupby: ['region'],
  columns: ['year'],
  metrics: ['count'],
  pandas_aggfunc: 'mean',
  pivot_margins: true,
  combine_metric: true,
  transpose_pivot: false,
  number_format: ',.2f',
  timeseries_limit_metric: 'count',
});

describe('migrate', () => {
  it('renames the legacy pivot table fields', () => {
    expect(migrate(LEGACY)).toEqual({
      datasource: '3__table',
      viz_type: 'pivot_table_v2',
      groupbyRows: ['region'],
      groupbyColumns: ['year'],
      metrics: ['count'],
      aggregateFunction: 'Average',
      rowTotals: true,
      colTotals: true,
      combineMetric: true,
      transposePivot: false,
      valueFormat: ',.2f',
      series_limit_metric: 'count',
    });
  });

  it.each([
    ['sum', 'Sum'],
    ['mean', 'Average'],
    ['median', 'Median'],
    ['min', 'Minimum'],
    ['max', 'Maximum'],
    ['std', 'Sample Standard Deviation'],
    ['var', 'Sample Variance'],
  ])('maps pandas_aggfunc %s to %s', (pandas, aggregate) => {
    expect(migrate({ datasource: '1__table', viz_type: 'pivot_table', pandas_aggfunc: pandas }).aggregateFunction).toBe(aggregate);
  });

  it('keeps fields already set under their new names', () => {
    const migrated = migrate({ ...LEGACY, groupbyRows: ['country'], groupbyColumns: ['month'], aggregateFunction: 'Maximum', rowTotals: false });
    expect(migrated.groupbyRows).toEqual(['country']);
    expect(migrated.groupbyColumns).toEqual(['month']);
    expect(migrated.aggregateFunction).toBe('Maximum');
    expect(migrated.rowTotals).toBe(false);
    expect(migrated.colTotals).toBe(true);
    expect(migrated).not.toHaveProperty('groupby');
    expect(migrated).not.toHaveProperty('columns');
  });

  it('fills an empty new field from the legacy one and drops unknown pandas aggregates', () => {
    const migrated = migrate({ datasource: '1__table', viz_type: 'pivot_table', groupby: ['a'], groupbyRows: [], pandas_aggfunc: 'kurtosis' });
    expect(migrated.groupbyRows).toEqual(['a']);
    expect(migrated).not.toHaveProperty('aggregateFunction');
    expect(migrated).not.toHaveProperty('pandas_aggfunc');
  });

  it('is idempotent and pure', () => {
    const once = migrate(LEGACY);
    expect(migrate(once)).toEqual(once);
    expect(LEGACY.groupby).toEqual(['region']);
    expect(LEGACY).toHaveProperty('pandas_aggfunc', 'mean');
  });

  it('leaves current form data as it is', () => {
    const current = { datasource: '1__table', viz_type: 'pivot_table_v2', groupbyRows: ['a'], groupbyColumns: ['b'], metrics: ['count'], aggregateFunction: 'Sum' };
    expect(migrate(current)).toEqual(current);
  });
});
