import { describe, expect, it } from 'vitest';
import { migrateSunburst } from './migrate.js';

// A chart saved by Superset's legacy sunburst.
const legacy = {
  datasource: '2__table',
  viz_type: 'sunburst',
  groupby: ['region', 'country_name'],
  metric: 'sum__SP_POP_TOTL',
  secondary_metric: 'sum__SP_RUR_TOTL',
  granularity_sqla: 'year',
  time_range: '2011-01-01 : 2011-12-31',
  row_limit: 10000,
  linear_color_scheme: 'blue_white_yellow',
  color_scheme: 'bnbColors',
};

describe('migrateSunburst', () => {
  it('turns a legacy sunburst into sunburst_v2 as Superset migrates it', () => {
    const migrated = migrateSunburst(legacy);
    expect(migrated).toMatchObject({
      viz_type: 'sunburst_v2',
      columns: ['region', 'country_name'],
      metric: 'sum__SP_POP_TOTL',
      secondary_metric: 'sum__SP_RUR_TOTL',
      linear_color_scheme: 'blue_white_yellow',
      adhoc_filters: [{ clause: 'WHERE', subject: 'year', operator: 'TEMPORAL_RANGE', comparator: '2011-01-01 : 2011-12-31', expressionType: 'SIMPLE' }],
    });
    for (const gone of ['groupby', 'granularity_sqla', 'time_range']) expect(migrated).not.toHaveProperty(gone);
  });

  it("lets the legacy groupby replace any columns, as Superset's rename does", () => {
    expect(migrateSunburst({ ...legacy, columns: ['other'] }).columns).toEqual(['region', 'country_name']);
  });

  it('reads a threshold stored as text and drops values it cannot use', () => {
    const current = { datasource: '2__table', viz_type: 'sunburst_v2', columns: ['a'], metric: 'count', show_labels_threshold: '2.5' };
    expect(migrateSunburst(current).show_labels_threshold).toBe(2.5);
    const odd = migrateSunburst({ ...current, show_labels_threshold: 'many', label_type: 'template', linear_color_scheme: 'nope' });
    for (const gone of ['show_labels_threshold', 'label_type', 'linear_color_scheme']) expect(odd).not.toHaveProperty(gone);
    // A sunburst_v2 keeps its own time range.
    expect(migrateSunburst({ ...current, time_range: 'Last week' }).time_range).toBe('Last week');
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(legacy);
    const once = migrateSunburst(input);
    expect(migrateSunburst(once)).toEqual(once);
    expect(input).toEqual(legacy);
  });
});
