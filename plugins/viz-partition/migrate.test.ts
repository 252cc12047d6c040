import { describe, expect, it } from 'vitest';
import { migratePartition } from './migrate.js';

// A partition chart as Superset saves it: its text inputs keep numbers as text.
const saved = {
  datasource: '2__table',
  viz_type: 'partition',
  metrics: ['sum__num'],
  groupby: ['state', 'gender'],
  granularity_sqla: 'ds',
  time_series_option: 'agg_sum',
  partition_limit: '5',
  partition_threshold: '0.05',
  rolling_periods: '',
  number_format: '.2s',
};

describe('migratePartition', () => {
  it('reads numbers stored as text and drops empty ones', () => {
    const migrated = migratePartition(saved);
    expect(migrated).toMatchObject({ partition_limit: 5, partition_threshold: 0.05, time_series_option: 'agg_sum', number_format: '.2s' });
    expect(migrated).not.toHaveProperty('rolling_periods');
  });

  it('moves a single metric into metrics and a legacy granularity into the time column', () => {
    const migrated = migratePartition({ datasource: '2__table', viz_type: 'partition', metric: 'count', granularity: 'ds', groupby: ['state'] });
    expect(migrated).toMatchObject({ metrics: ['count'], granularity_sqla: 'ds' });
    expect(migrated).not.toHaveProperty('metric');
    expect(migrated).not.toHaveProperty('granularity');
  });

  it('drops a time series option it does not know', () => {
    expect(migratePartition({ ...saved, time_series_option: 'forecast' })).not.toHaveProperty('time_series_option');
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(saved);
    const once = migratePartition(input);
    expect(migratePartition(once)).toEqual(once);
    expect(input).toEqual(saved);
  });
});
