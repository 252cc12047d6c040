import { describe, expect, it } from 'vitest';
import { migrateBubble } from './migrate.js';

describe('migrateBubble', () => {
  // A chart saved by Superset's legacy (NVD3) bubble chart.
  const legacy = {
    datasource: '3__table',
    viz_type: 'bubble',
    granularity_sqla: 'ds',
    time_range: 'No filter',
    series: 'gender',
    entity: 'name',
    x: 'count',
    y: 'sum__num',
    size: 'avg__num',
    limit: '100',
    max_bubble_size: '50',
    x_axis_label: 'Rows',
    bottom_margin: 'auto',
    left_margin: 50,
    x_axis_format: '.3s',
    x_log_scale: true,
    y_log_scale: false,
    x_ticks_layout: '45°',
    x_axis_showminmax: true,
    y_axis_showminmax: false,
  };

  it("translates the legacy bubble chart's fields as Superset's migration does", () => {
    const migrated = migrateBubble(legacy);
    expect(migrated).toMatchObject({
      viz_type: 'bubble_v2',
      row_limit: 100,
      xAxisFormat: '.3s',
      logXAxis: true,
      logYAxis: false,
      xAxisLabelRotation: 45,
      x_axis_title_margin: 30,
      y_axis_title_margin: 50,
      truncateYAxis: true,
      max_bubble_size: '50',
      granularity_sqla: 'ds',
    });
    for (const gone of ['limit', 'x_axis_format', 'x_log_scale', 'y_log_scale', 'x_ticks_layout', 'bottom_margin', 'left_margin', 'x_axis_showminmax', 'y_axis_showminmax']) {
      expect(migrated).not.toHaveProperty(gone);
    }
    expect(migrateBubble({ ...legacy, x_ticks_layout: 'staggered' }).xAxisLabelRotation).toBe(0);
  });

  it('takes the first of lists saved for single fields and renames the legend position', () => {
    const migrated = migrateBubble({ datasource: '3__table', viz_type: 'bubble_v2', entity: ['name'], orderby: ['count'], legendOrientation: 'right' });
    expect(migrated).toMatchObject({ entity: 'name', orderby: 'count', legend_orientation: 'right' });
    expect(migrated).not.toHaveProperty('legendOrientation');
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(legacy);
    const once = migrateBubble(input);
    expect(migrateBubble(once)).toEqual(once);
    expect(input).toEqual(legacy);
  });
});
