import { describe, expect, it } from 'vitest';
import { migrate } from './migrate.js';

/** A chart saved by Superset's legacy pivot table. */
const LEGACY = Object.freeze({
  datasource: '3__table',
  viz_type: 'pivot_table',
  slice_id: 12,
  granularity_sqla: 'ds',
  time_range: 'Last year',
  groupby: ['state'],
  columns: ['gender'],
  metrics: ['sum__num'],
  adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'name', operator: 'IN', comparator: ['Anna'] }],
  pandas_aggfunc: 'mean',
  pivot_margins: true,
  combine_metric: true,
  transpose_pivot: false,
  number_format: ',.2f',
  row_limit: 50,
  timeseries_limit_metric: 'sum__num',
  order_desc: true,
});

describe('migrate: the legacy pivot_table', () => {
  it('translates every legacy field as Superset’s migration does', () => {
    expect(migrate(LEGACY)).toEqual({
      datasource: '3__table',
      viz_type: 'pivot_table_v2',
      slice_id: 12,
      groupbyRows: ['state'],
      groupbyColumns: ['gender'],
      metrics: ['sum__num'],
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'name', operator: 'IN', comparator: ['Anna'] },
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'Last year' },
      ],
      aggregateFunction: 'Average',
      colTotals: true,
      colSubTotals: true,
      combineMetric: true,
      transposePivot: false,
      valueFormat: ',.2f',
      series_limit: 50,
      series_limit_metric: 'sum__num',
      order_desc: true,
      rowOrder: 'value_z_to_a',
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

  it('drops an unknown pandas aggregate, so the default (Sum) applies', () => {
    const migrated = migrate({ datasource: '1__table', viz_type: 'pivot_table', pandas_aggfunc: 'kurtosis' });
    expect(migrated).not.toHaveProperty('aggregateFunction');
    expect(migrated).not.toHaveProperty('pandas_aggfunc');
  });

  it('shows no totals without pivot_margins', () => {
    const migrated = migrate({ datasource: '1__table', viz_type: 'pivot_table', groupby: ['state'], pivot_margins: false });
    expect(migrated).not.toHaveProperty('colTotals');
    expect(migrated).not.toHaveProperty('colSubTotals');
    expect(migrated).not.toHaveProperty('pivot_margins');
  });

  it('lets the legacy fields win over current ones saved beside them', () => {
    const migrated = migrate({ ...LEGACY, groupbyRows: ['country'], groupbyColumns: ['month'], aggregateFunction: 'Maximum' });
    expect(migrated.groupbyRows).toEqual(['state']);
    expect(migrated.groupbyColumns).toEqual(['gender']);
    expect(migrated.aggregateFunction).toBe('Average');
  });

  it('filters the legacy time column on "No filter" without a range, and drops a range without a time column', () => {
    const noRange = migrate({ datasource: '1__table', viz_type: 'pivot_table', granularity_sqla: 'ds' });
    expect(noRange.adhoc_filters).toEqual([{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter' }]);
    expect(noRange).not.toHaveProperty('granularity_sqla');
    const noColumn = migrate({ datasource: '1__table', viz_type: 'pivot_table', time_range: 'Last week' });
    expect(noColumn).not.toHaveProperty('time_range');
    expect(noColumn).not.toHaveProperty('adhoc_filters');
  });

  it('is idempotent and pure', () => {
    const once = migrate(LEGACY);
    expect(migrate(once)).toEqual(once);
    expect(migrate({ ...LEGACY, limit: 5 })).toEqual(migrate(migrate({ ...LEGACY, limit: 5 })));
    expect(LEGACY.groupby).toEqual(['state']);
    expect(LEGACY).toHaveProperty('pandas_aggfunc', 'mean');
    expect(LEGACY.adhoc_filters).toHaveLength(1);
  });
});

describe('migrate: pivot_table_v2', () => {
  it('leaves current form data as it is', () => {
    const current = { datasource: '1__table', viz_type: 'pivot_table_v2', groupbyRows: ['a'], groupbyColumns: ['b'], metrics: ['count'], aggregateFunction: 'Sum', time_range: 'Last week', row_limit: 10 };
    expect(migrate(current)).toEqual(current);
  });

  it('moves stray legacy fields of an older save, a current value winning', () => {
    const migrated = migrate({ datasource: '1__table', viz_type: 'pivot_table_v2', groupby: ['a'], groupbyRows: [], columns: ['b'], groupbyColumns: ['c'], limit: 5, pandas_aggfunc: 'max' });
    expect(migrated).toEqual({ datasource: '1__table', viz_type: 'pivot_table_v2', groupbyRows: ['a'], groupbyColumns: ['c'], series_limit: 5, aggregateFunction: 'Maximum' });
    expect(migrate(migrated)).toEqual(migrated);
  });
});
