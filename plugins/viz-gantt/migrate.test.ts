import { describe, expect, it } from 'vitest';
import { migrateGantt } from './migrate.js';

describe('migrateGantt', () => {
  it('unwraps single columns saved as lists and listifies tooltip fields', () => {
    const input = Object.freeze({ datasource: '1__table', viz_type: 'gantt_chart', start_time: ['start'], end_time: 'finish', y_axis: [], tooltip_metrics: 'count', tooltip_values: null });
    const migrated = migrateGantt(input);
    expect(migrated).toEqual({ datasource: '1__table', viz_type: 'gantt_chart', start_time: 'start', end_time: 'finish', y_axis: null, tooltip_metrics: ['count'], tooltip_values: [] });
    expect(input.start_time).toEqual(['start']);
    expect(migrateGantt(migrated)).toEqual(migrated);
  });
});
