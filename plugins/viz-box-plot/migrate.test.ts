import { describe, expect, it } from 'vitest';
import { migrateBoxPlot } from './migrate.js';

describe('migrateBoxPlot', () => {
  const older = { datasource: '3__table', viz_type: 'box_plot', columns: 'name', groupby: 'state', metric: 'count', timeseries_limit_metric: 'count', limit: '5', whiskerOptions: 'Tukey' };

  it('renames the older limit fields and makes lists of single values', () => {
    const migrated = migrateBoxPlot(older);
    expect(migrated).toMatchObject({ columns: ['name'], groupby: ['state'], metrics: ['count'], series_limit_metric: 'count', series_limit: 5, whiskerOptions: 'Tukey' });
    for (const gone of ['metric', 'timeseries_limit_metric', 'limit']) expect(migrated).not.toHaveProperty(gone);
    expect(migrateBoxPlot({ ...older, limit: 0 }).series_limit).toBeNull();
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(older);
    const once = migrateBoxPlot(input);
    expect(migrateBoxPlot(once)).toEqual(once);
    expect(input).toEqual(older);
  });
});
