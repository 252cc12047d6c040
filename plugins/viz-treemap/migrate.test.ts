import { describe, expect, it } from 'vitest';
import { migrateTreemap } from './migrate.js';

// A chart saved by Superset's legacy treemap (viz.py's TreemapViz form data).
const legacy = {
  datasource: '2__table',
  viz_type: 'treemap',
  groupby: ['state', 'gender'],
  metrics: ['sum__num', 'count'],
  granularity_sqla: 'ds',
  time_range: 'Last year',
  adhoc_filters: [{ clause: 'WHERE', subject: 'name', operator: 'IN', comparator: ['Edward'], expressionType: 'SIMPLE' }],
  order_desc: false,
  treemap_ratio: 1.618,
  number_format: '.3s',
  color_scheme: 'bnbColors',
};

describe('migrateTreemap', () => {
  it('turns a legacy treemap into treemap_v2 as Superset migrates it', () => {
    const migrated = migrateTreemap(legacy);
    expect(migrated).toMatchObject({
      viz_type: 'treemap_v2',
      groupby: ['state', 'gender'],
      metric: 'sum__num',
      sort_by_metric: false,
      number_format: '.3s',
      color_scheme: 'bnbColors',
    });
    for (const gone of ['metrics', 'order_desc', 'treemap_ratio', 'granularity_sqla', 'time_range']) expect(migrated).not.toHaveProperty(gone);
  });

  it('keeps the time filter as a TEMPORAL_RANGE adhoc filter after the existing ones', () => {
    expect(migrateTreemap(legacy).adhoc_filters).toEqual([
      legacy.adhoc_filters[0],
      { clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'Last year', expressionType: 'SIMPLE' },
    ]);
    const noRange = migrateTreemap({ ...legacy, time_range: undefined, adhoc_filters: undefined });
    expect(noRange.adhoc_filters).toEqual([{ clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter', expressionType: 'SIMPLE' }]);
    expect(migrateTreemap({ ...legacy, granularity_sqla: undefined }).adhoc_filters).toEqual(legacy.adhoc_filters);
  });

  it('leaves a treemap_v2 alone apart from label types it cannot draw', () => {
    const current = { datasource: '2__table', viz_type: 'treemap_v2', groupby: ['state'], metric: 'count', time_range: 'Last week', granularity_sqla: 'ds', label_type: 'Key' };
    expect(migrateTreemap(current)).toEqual({ ...current, label_type: 'key' });
    expect(migrateTreemap({ ...current, label_type: 'template' })).not.toHaveProperty('label_type');
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(legacy);
    const once = migrateTreemap(input);
    expect(migrateTreemap(once)).toEqual(once);
    expect(input).toEqual(legacy);
  });
});
