import { describe, expect, it } from 'vitest';
import { migrateGauge } from './migrate.js';

describe('migrateGauge', () => {
  const superset = {
    datasource: '3__table',
    viz_type: 'gauge_chart',
    groupby: ['gender'],
    metric: 'count',
    min_val: '0',
    max_val: '',
    start_angle: '180',
    end_angle: '0',
    split_number: '5',
    font_size: 12,
    intervals: '50,100',
    interval_color_indices: '1,2',
  };

  it('reads the numbers Superset stored as text; an empty bound is picked from the data', () => {
    expect(migrateGauge(superset)).toMatchObject({ min_val: 0, max_val: null, start_angle: 180, end_angle: 0, split_number: 5, font_size: 12 });
  });

  it('drops unreadable numbers so the defaults apply', () => {
    const migrated = migrateGauge({ ...superset, start_angle: 'left', max_val: 'lots' });
    expect(migrated).not.toHaveProperty('start_angle');
    expect(migrated.max_val).toBeNull();
  });

  it('reads a legacy metrics list and merges columns into the groups', () => {
    expect(migrateGauge({ datasource: '3__table', viz_type: 'gauge_chart', metrics: ['count'], columns: ['state'] })).toEqual({
      datasource: '3__table',
      viz_type: 'gauge_chart',
      metric: 'count',
      groupby: ['state'],
    });
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(superset);
    const once = migrateGauge(input);
    expect(migrateGauge(once)).toEqual(once);
    expect(input).toEqual(superset);
  });
});
