import { describe, expect, it } from 'vitest';
import { migratePie } from './migrate.js';

describe('migratePie', () => {
  const superset = {
    datasource: '3__table',
    viz_type: 'pie',
    groupby: ['gender'],
    metric: 'count',
    innerRadius: 40,
    outerRadius: '80',
    legendOrientation: 'right',
    label_type: 'key_value',
    show_labels_threshold: '2.5',
  };

  it("renames Superset's camel-case fields", () => {
    const migrated = migratePie(superset);
    expect(migrated).toMatchObject({ inner_radius: 40, outer_radius: 80, legend_orientation: 'right', show_labels_threshold: 2.5 });
    for (const legacy of ['innerRadius', 'outerRadius', 'legendOrientation']) expect(migrated).not.toHaveProperty(legacy);
  });

  it("reads the legacy pie's label type and metrics list", () => {
    const migrated = migratePie({ datasource: '3__table', viz_type: 'pie', groupby: ['gender'], metrics: ['sum__num'], pie_label_type: 'percent', show_labels_outside: false });
    expect(migrated).toMatchObject({ metric: 'sum__num', label_type: 'percent', labels_outside: false });
    expect(migrated).not.toHaveProperty('show_labels_outside');
    expect(migrated).not.toHaveProperty('pie_label_type');
    expect(migrated).not.toHaveProperty('metrics');
  });

  it('merges columns into the dimensions', () => {
    const migrated = migratePie({ datasource: '3__table', viz_type: 'pie', groupby: ['gender'], columns: ['gender', 'state'] });
    expect(migrated.groupby).toEqual(['gender', 'state']);
    expect(migrated).not.toHaveProperty('columns');
  });

  it('drops what Tessera cannot draw, so the defaults apply', () => {
    const migrated = migratePie({ ...superset, label_type: 'template', legendOrientation: 'none' });
    expect(migrated).not.toHaveProperty('label_type');
    expect(migrated).not.toHaveProperty('legend_orientation');
    expect(migrated.show_legend).toBe(false);
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(superset);
    const once = migratePie(input);
    expect(migratePie(once)).toEqual(once);
    expect(input).toEqual(superset);
  });
});
