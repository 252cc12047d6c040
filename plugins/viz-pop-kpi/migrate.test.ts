import { describe, expect, it } from 'vitest';
import { migratePopKpi } from './migrate.js';

describe('migratePopKpi', () => {
  it("turns the first version's comparison range into today's time shift", () => {
    for (const [range, shift] of [
      ['r', 'inherit'],
      ['y', '1 year ago'],
      ['m', '1 month ago'],
      ['w', '1 week ago'],
    ] as const) {
      const migrated = migratePopKpi({ datasource: '3__table', viz_type: 'pop_kpi', metric: 'count', time_comparison: range });
      expect(migrated.time_compare).toBe(shift);
      expect(migrated).not.toHaveProperty('time_comparison');
    }
  });

  it('turns a custom comparison range into a custom shift from its start date', () => {
    const migrated = migratePopKpi({
      datasource: '3__table',
      viz_type: 'pop_kpi',
      time_comparison: 'c',
      adhoc_custom: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: '2022-01-01T00:00:00 : 2023-01-01T00:00:00' }],
    });
    expect(migrated).toMatchObject({ time_compare: 'custom', start_date_offset: '2022-01-01' });
    expect(migrated).not.toHaveProperty('adhoc_custom');
  });

  it("keeps one shift of a list and drops the comparison type this chart doesn't use", () => {
    const migrated = migratePopKpi({ datasource: '3__table', viz_type: 'pop_kpi', time_compare: ['1 year ago'], comparison_type: 'values', metrics: ['count'] });
    expect(migrated).toEqual({ datasource: '3__table', viz_type: 'pop_kpi', time_compare: '1 year ago', metric: 'count' });
  });

  it('is idempotent and leaves its input alone', () => {
    const input = { datasource: '3__table', viz_type: 'pop_kpi', time_comparison: 'y', comparison_color_enabled: true };
    const copy = structuredClone(input);
    const once = migratePopKpi(input);
    expect(migratePopKpi(once)).toEqual(once);
    expect(input).toEqual(copy);
  });
});
