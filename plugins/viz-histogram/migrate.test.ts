import { describe, expect, it } from 'vitest';
import { migrateHistogram } from './migrate.js';

describe('migrateHistogram', () => {
  // A chart saved by Superset's legacy histogram.
  const legacy = {
    datasource: '3__table',
    viz_type: 'histogram',
    all_columns_x: ['num'],
    link_length: '25',
    queryFields: { all_columns_x: 'columns' },
    groupby: ['gender'],
    x_axis_label: 'Births',
    y_axis_label: 'Count',
    normalized: true,
    cumulative: false,
    row_limit: 1000,
  };

  it("translates the legacy histogram's fields as Superset's migration does", () => {
    const migrated = migrateHistogram(legacy);
    expect(migrated).toMatchObject({ viz_type: 'histogram_v2', column: 'num', bins: 25, x_axis_title: 'Births', y_axis_title: 'Count', normalize: true, groupby: ['gender'] });
    for (const gone of ['all_columns_x', 'link_length', 'queryFields', 'x_axis_label', 'y_axis_label', 'normalized']) expect(migrated).not.toHaveProperty(gone);
  });

  it('keeps the default bin count when the legacy chart had none', () => {
    expect(migrateHistogram({ ...legacy, link_length: '' })).not.toHaveProperty('bins');
  });

  it('coerces bins and groups, and renames the legend position', () => {
    const migrated = migrateHistogram({ datasource: '3__table', viz_type: 'histogram_v2', bins: '10', groupby: 'state', legendOrientation: 'bottom' });
    expect(migrated).toMatchObject({ bins: 10, groupby: ['state'], legend_orientation: 'bottom' });
    expect(migrated).not.toHaveProperty('legendOrientation');
    expect(migrateHistogram({ datasource: '3__table', viz_type: 'histogram_v2', bins: 5000 })).not.toHaveProperty('bins');
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(legacy);
    const once = migrateHistogram(input);
    expect(migrateHistogram(once)).toEqual(once);
    expect(input).toEqual(legacy);
  });
});
