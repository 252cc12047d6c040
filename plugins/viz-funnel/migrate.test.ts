import { describe, expect, it } from 'vitest';
import { migrateFunnel } from './migrate.js';

describe('migrateFunnel', () => {
  const superset = {
    datasource: '3__table',
    viz_type: 'funnel',
    groupby: ['state'],
    metric: 'count',
    legendOrientation: 'right',
    legendType: 'scroll',
    label_type: '3',
    tooltip_label_type: 5,
    percent_calculation_type: 'prev_step',
    row_limit: '25',
  };

  it("renames Superset's legend field and reads label types stored as text", () => {
    const migrated = migrateFunnel(superset);
    expect(migrated).toMatchObject({ legend_orientation: 'right', label_type: 3, tooltip_label_type: 5, percent_calculation_type: 'prev_step', row_limit: 25 });
    expect(migrated).not.toHaveProperty('legendOrientation');
  });

  it('reads a legacy metrics list and merges columns into the dimensions', () => {
    const migrated = migrateFunnel({ datasource: '3__table', viz_type: 'funnel', groupby: ['gender'], columns: ['gender', 'state'], metrics: ['sum__num'] });
    expect(migrated).toMatchObject({ metric: 'sum__num', groupby: ['gender', 'state'] });
    expect(migrated).not.toHaveProperty('metrics');
    expect(migrated).not.toHaveProperty('columns');
  });

  it('drops what Tessera cannot draw, so the defaults apply', () => {
    const migrated = migrateFunnel({ ...superset, label_type: 9, percent_calculation_type: 'median', legendOrientation: 'none' });
    expect(migrated).not.toHaveProperty('label_type');
    expect(migrated).not.toHaveProperty('percent_calculation_type');
    expect(migrated).not.toHaveProperty('legend_orientation');
    expect(migrated.show_legend).toBe(false);
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(superset);
    const once = migrateFunnel(input);
    expect(migrateFunnel(once)).toEqual(once);
    expect(input).toEqual(superset);
  });
});
