import { describe, expect, it } from 'vitest';
import { migrateRadar } from './migrate.js';

describe('migrateRadar', () => {
  const superset = {
    datasource: '3__table',
    viz_type: 'radar',
    groupby: ['state'],
    metrics: ['count', 'sum__num'],
    timeseries_limit_metric: 'count',
    legendOrientation: 'bottom',
    label_position: 'insideTop',
    column_config: { count: { radarMetricMaxValue: 10 } },
  };

  it("renames Superset's older and camel-case fields and keeps the per-metric settings", () => {
    const migrated = migrateRadar(superset);
    expect(migrated).toMatchObject({ series_limit_metric: 'count', legend_orientation: 'bottom', label_position: 'insideTop', column_config: { count: { radarMetricMaxValue: 10 } } });
    expect(migrated).not.toHaveProperty('timeseries_limit_metric');
    expect(migrated).not.toHaveProperty('legendOrientation');
  });

  it('turns a single metric into the metrics and merges columns into the dimensions', () => {
    const migrated = migrateRadar({ datasource: '3__table', viz_type: 'radar', metric: 'count', columns: ['gender'] });
    expect(migrated).toMatchObject({ metrics: ['count'], groupby: ['gender'] });
    expect(migrated).not.toHaveProperty('metric');
  });

  it('drops what Tessera does not know, so the defaults apply', () => {
    const migrated = migrateRadar({ ...superset, label_type: 'percent', label_position: 'outside', legendOrientation: 'none' });
    expect(migrated).not.toHaveProperty('label_type');
    expect(migrated).not.toHaveProperty('label_position');
    expect(migrated.show_legend).toBe(false);
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(superset);
    const once = migrateRadar(input);
    expect(migrateRadar(once)).toEqual(once);
    expect(input).toEqual(superset);
  });
});
