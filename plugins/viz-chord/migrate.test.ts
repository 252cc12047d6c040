import { describe, expect, it } from 'vitest';
import { migrateChord } from './migrate.js';

describe('migrateChord', () => {
  const saved = { datasource: '3__table', viz_type: 'chord', groupby: 'gender', columns: ['state', 'name'], metrics: ['sum__num'], number_format: ',d' };

  it("makes Superset's single-value pickers one-element lists", () => {
    expect(migrateChord(saved)).toMatchObject({ groupby: ['gender'], columns: ['state'] });
  });

  it('reads a metrics list and the number format under their current names', () => {
    const migrated = migrateChord(saved);
    expect(migrated).toMatchObject({ metric: 'sum__num', y_axis_format: ',d' });
    expect(migrated).not.toHaveProperty('metrics');
    expect(migrated).not.toHaveProperty('number_format');
  });

  it('keeps a chosen metric and leaves unset pickers unset', () => {
    const migrated = migrateChord({ datasource: '3__table', viz_type: 'chord', metric: 'count', metrics: ['other'] });
    expect(migrated.metric).toBe('count');
    expect(migrated).not.toHaveProperty('groupby');
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(saved);
    const once = migrateChord(input);
    expect(migrateChord(once)).toEqual(once);
    expect(input).toEqual(saved);
  });
});

describe('migrateChord time range', () => {
  it('turns the legacy time column and range into a temporal filter', () => {
    const migrated = migrateChord({ datasource: '3__table', viz_type: 'chord', granularity_sqla: 'ds', time_range: 'Last week', adhoc_filters: [] });
    expect(migrated.adhoc_filters).toEqual([{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'Last week' }]);
    expect(migrated).not.toHaveProperty('granularity_sqla');
    expect(migrated).not.toHaveProperty('time_range');
    expect(migrateChord(migrated)).toEqual(migrated);
  });
});
