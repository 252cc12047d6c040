import { describe, expect, it } from 'vitest';
import { migratePairedTTest } from './migrate.js';

describe('migratePairedTTest', () => {
  const saved = { datasource: '3__table', viz_type: 'paired_ttest', groupby: 'state', significance_level: '0.01', pvalue_precision: '3', liftvalue_precision: 'two', series_limit: 10, series_limit_metric: 'count' };

  it('reads numbers stored as text and the newer limit names', () => {
    const migrated = migratePairedTTest(saved);
    expect(migrated).toMatchObject({ groupby: ['state'], significance_level: 0.01, pvalue_precision: 3, limit: 10, timeseries_limit_metric: 'count' });
    for (const gone of ['liftvalue_precision', 'series_limit', 'series_limit_metric']) expect(migrated).not.toHaveProperty(gone);
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(saved);
    const once = migratePairedTTest(input);
    expect(migratePairedTTest(once)).toEqual(once);
    expect(input).toEqual(saved);
  });
});
