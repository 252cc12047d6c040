import { CONTROL_WIDGETS, controlBehaviorsOf, validateFormData } from '@control-schemas/index.js';
import { VizContribution, isLazyViz, type AnyVizContribution, type LazyVizContribution } from '@core/plugin-api/index.js';
// The registry is core, not plugin API; only this test reaches it, to run the start-up validation.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { pivotTableViz } from './viz.js';

describe('pivotTableViz', () => {
  it('passes the viz registry validation', () => {
    const registry = createVizRegistry([pivotTableViz], { widgets: new Set(CONTROL_WIDGETS) });
    const descriptor = registry.require('pivot_table_v2');
    expect(descriptor.name).toBe('Pivot Table');
    expect(descriptor.category).toBe('Table');
    expect(descriptor.behaviors).toEqual(['interactive-chart', 'drill-to-detail']);
    expect(descriptor.defaults).toMatchObject({
      groupbyRows: [],
      groupbyColumns: [],
      metrics: [],
      metricsLayout: 'COLUMNS',
      row_limit: 10000,
      aggregateFunction: 'Sum',
      rowTotals: false,
      colSubTotals: false,
      valueFormat: 'SMART_NUMBER',
      date_format: 'smart_date',
      rowOrder: 'key_a_to_z',
      colOrder: 'key_a_to_z',
    });
  });

  it('requires metrics and keeps the sort toggle visible without a sort metric', () => {
    const behaviors = controlBehaviorsOf(pivotTableViz.uiSchema);
    const errors = validateFormData({ datasource: '1__table', viz_type: 'pivot_table_v2', metrics: [] }, behaviors, { sqlMaxRow: 100000 });
    expect(errors.metrics).toEqual(['cannot be empty']);
    expect(behaviors.find((behavior) => behavior.name === 'order_desc')?.visibleWhen).toBeUndefined();
    expect(behaviors.find((behavior) => behavior.name === 'rowTotals')?.renderTrigger).toBe(true);
  });

  it('opens charts saved as the legacy pivot_table through its migration', () => {
    expect(pivotTableViz.legacyKeys).toEqual(['pivot_table']);
    const opened = pivotTableViz.migrate!({ datasource: '1__table', viz_type: 'pivot_table', groupby: ['state'], columns: ['gender'], pandas_aggfunc: 'max' });
    expect(opened).toMatchObject({ viz_type: 'pivot_table_v2', groupbyRows: ['state'], groupbyColumns: ['gender'], aggregateFunction: 'Maximum' });
  });

  it('has a gallery thumbnail and loads its component lazily', async () => {
    expect(pivotTableViz.thumbnail).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(pivotTableViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    const module = await pivotTableViz.loadComponent();
    expect(typeof module.default).toBe('function');
  });

  it('binds the viz contribution in its plugin module', async () => {
    expect(plugin.key).toBe('viz-pivot-table');
    const container = new Container();
    await container.load(plugin.module);
    const [bound, ...others] = container.getAll<AnyVizContribution | LazyVizContribution>(VizContribution);
    expect(others).toEqual([]);
    expect(bound?.key).toBe('pivot_table_v2');
    // Bound lazily: loading it answers the whole viz type.
    expect(isLazyViz(bound) ? await bound.load() : bound).toBe(pivotTableViz);
  });
});
