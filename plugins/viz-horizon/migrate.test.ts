import { describe, expect, it } from 'vitest';
import { migrateHorizon } from './migrate.js';

describe('migrateHorizon', () => {
  it('listifies single values, renames series limits and writes the series height as text', () => {
    const input = Object.freeze({ datasource: '1__table', viz_type: 'horizon', metrics: 'count', groupby: 'state', series_limit: 5, series_height: 40, horizon_color_scale: 'change' });
    const migrated = migrateHorizon(input);
    expect(migrated).toEqual({ datasource: '1__table', viz_type: 'horizon', metrics: ['count'], groupby: ['state'], limit: 5, series_height: '40', horizon_color_scale: 'change' });
    expect(input.series_height).toBe(40);
    expect(migrateHorizon(migrated)).toEqual(migrated);
  });

  it('drops an unknown colour scale and a bad height', () => {
    expect(migrateHorizon({ datasource: '1__table', viz_type: 'horizon', horizon_color_scale: 'rainbow', series_height: -3 })).toEqual({ datasource: '1__table', viz_type: 'horizon' });
  });
});
