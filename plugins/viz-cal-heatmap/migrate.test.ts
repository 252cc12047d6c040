import { describe, expect, it } from 'vitest';
import { migrateCalHeatmap } from './migrate.js';

describe('migrateCalHeatmap', () => {
  const saved = { datasource: '3__table', viz_type: 'cal_heatmap', granularity_sqla: 'ds', metric: 'count', cell_size: '12', cell_padding: '1', cell_radius: 'x', steps: 5, since: '2020-01-01', until: '2021-01-01' };

  it('reads integers stored as text, a single metric and the legacy time bounds', () => {
    const migrated = migrateCalHeatmap(saved);
    expect(migrated).toMatchObject({ metrics: ['count'], cell_size: 12, cell_padding: 1, steps: 5, time_range: '2020-01-01 : 2021-01-01' });
    for (const gone of ['metric', 'cell_radius', 'since', 'until']) expect(migrated).not.toHaveProperty(gone);
    expect(migrateCalHeatmap({ ...saved, time_range: 'Last year' }).time_range).toBe('Last year');
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(saved);
    const once = migrateCalHeatmap(input);
    expect(migrateCalHeatmap(once)).toEqual(once);
    expect(input).toEqual(saved);
  });
});
