import { describe, expect, it } from 'vitest';
import { migrateHeatmap } from './migrate.js';

describe('migrateHeatmap', () => {
  // A chart saved by Superset's legacy heatmap.
  const legacy = {
    datasource: '3__table',
    viz_type: 'heatmap',
    granularity_sqla: 'ds',
    time_range: 'Last decade',
    all_columns_x: 'state',
    all_columns_y: 'gender',
    metric: 'count',
    linear_color_scheme: 'blue_white_yellow',
    xscale_interval: '2',
    yscale_interval: 1,
    canvas_image_rendering: 'pixelated',
    normalize_across: 'y',
    left_margin: '75',
    bottom_margin: 'auto',
    y_axis_bounds: [0, 500],
    y_axis_format: ',d',
    sort_by_metric: true,
    show_perc: false,
    show_values: true,
    normalized: true,
  };

  it("translates the legacy heatmap's fields as Superset's migration does", () => {
    const migrated = migrateHeatmap(legacy);
    expect(migrated).toMatchObject({
      viz_type: 'heatmap_v2',
      x_axis: 'state',
      groupby: 'gender',
      value_bounds: [0, 500],
      show_percentage: false,
      legend_type: 'continuous',
      xscale_interval: 2,
      yscale_interval: 1,
      left_margin: 75,
      bottom_margin: 'auto',
      granularity_sqla: 'ds',
      time_range: 'Last decade',
    });
    for (const gone of ['all_columns_x', 'all_columns_y', 'y_axis_bounds', 'show_perc', 'sort_by_metric', 'canvas_image_rendering']) expect(migrated).not.toHaveProperty(gone);
  });

  it('takes the first column of a y-axis list and drops unknown choices', () => {
    const migrated = migrateHeatmap({ datasource: '3__table', viz_type: 'heatmap_v2', groupby: ['state', 'gender'], sort_x_axis: 'random', normalize_across: 'z', legend_type: 'pie', xscale_interval: 0 });
    expect(migrated.groupby).toBe('state');
    for (const gone of ['sort_x_axis', 'normalize_across', 'legend_type', 'xscale_interval']) expect(migrated).not.toHaveProperty(gone);
    expect(migrateHeatmap({ datasource: '3__table', viz_type: 'heatmap_v2', groupby: [] }).groupby).toBeNull();
  });

  it('leaves a current heatmap alone', () => {
    const current = { datasource: '3__table', viz_type: 'heatmap_v2', x_axis: 'ds', groupby: 'state', metric: 'count', legend_type: 'piecewise' };
    expect(migrateHeatmap(current)).toEqual(current);
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(legacy);
    const once = migrateHeatmap(input);
    expect(migrateHeatmap(once)).toEqual(once);
    expect(input).toEqual(legacy);
  });
});
