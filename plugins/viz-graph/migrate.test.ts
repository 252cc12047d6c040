import { describe, expect, it } from 'vitest';
import { migrateGraph } from './migrate.js';

describe('migrateGraph', () => {
  const saved = {
    datasource: '3__table',
    viz_type: 'graph_chart',
    source: 'name',
    target: 'state',
    metric: 'count',
    legendOrientation: 'right',
    legendType: 'scroll',
    baseNodeSize: '30',
    edgeLength: '500',
    showSymbolThreshold: 'lots',
    layout: 'circular',
  };

  it("gives Superset's legend orientation the shared name and reads numbers stored as text", () => {
    const migrated = migrateGraph(saved);
    expect(migrated).toMatchObject({ legend_orientation: 'right', baseNodeSize: 30, edgeLength: 500, layout: 'circular' });
    expect(migrated).not.toHaveProperty('legendOrientation');
    expect(migrated).not.toHaveProperty('showSymbolThreshold');
  });

  it("hides the legend for Superset's 'none' and drops a layout Tessera does not draw", () => {
    const migrated = migrateGraph({ ...saved, legendOrientation: 'none', layout: 'none' });
    expect(migrated.show_legend).toBe(false);
    expect(migrated).not.toHaveProperty('legend_orientation');
    expect(migrated).not.toHaveProperty('layout');
  });

  it('turns a legacy time column and range into a temporal filter', () => {
    const migrated = migrateGraph({ ...saved, granularity_sqla: 'ds', time_range: 'Last year' });
    expect(migrated.adhoc_filters).toEqual([{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'Last year' }]);
    expect(migrated).not.toHaveProperty('granularity_sqla');
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(saved);
    const once = migrateGraph(input);
    expect(migrateGraph(once)).toEqual(once);
    expect(input).toEqual(saved);
  });
});
