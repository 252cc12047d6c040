import { describe, expect, it } from 'vitest';
import { migrateBullet } from './migrate.js';

describe('migrateBullet', () => {
  const legacy = {
    datasource: '3__table',
    viz_type: 'bullet',
    metric: 'count',
    ranges: 3000,
    range_labels: 'Target Range',
    markers: [2000, 2500],
    marker_labels: null,
    marker_lines: '',
  };

  it("turns Superset's stored numbers and lists into the text the controls edit", () => {
    expect(migrateBullet(legacy)).toEqual({
      datasource: '3__table',
      viz_type: 'bullet',
      metric: 'count',
      ranges: '3000',
      range_labels: 'Target Range',
      markers: '2000,2500',
      marker_labels: '',
      marker_lines: '',
    });
  });

  it('reads a legacy metrics list and merges columns into the groups', () => {
    expect(migrateBullet({ datasource: '3__table', viz_type: 'bullet', metrics: ['sum__num'], columns: ['state'] })).toEqual({
      datasource: '3__table',
      viz_type: 'bullet',
      metric: 'sum__num',
      groupby: ['state'],
    });
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(legacy);
    const once = migrateBullet(input);
    expect(migrateBullet(once)).toEqual(once);
    expect(input).toEqual(legacy);
  });
});
