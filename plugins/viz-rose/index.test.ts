import { CONTROL_WIDGETS, applyControlRules, controlBehaviorsOf } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { roseViz } from './viz.js';

describe('viz-rose plugin', () => {
  it('binds the rose viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-rose');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['rose']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([roseViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('rose').defaults).toMatchObject({
      granularity_sqla: null,
      time_grain_sqla: 'P1D',
      metrics: [],
      groupby: [],
      limit: null,
      order_desc: true,
      contribution: false,
      number_format: 'SMART_NUMBER',
      date_time_format: 'smart_date',
      rich_tooltip: true,
      rose_area_proportion: false,
      rolling_type: 'None',
      time_compare: [],
      comparison_type: 'values',
    });
    expect(roseViz.formDataSchema.required).toEqual(expect.arrayContaining(['metrics', 'granularity_sqla']));
  });

  it('shows the sort order only once a sort metric is chosen', () => {
    const behaviors = controlBehaviorsOf(roseViz.uiSchema);
    const base = { datasource: '1__table', viz_type: 'rose' };
    expect(applyControlRules({ ...base }, behaviors, {}).visible.has('order_desc')).toBe(false);
    expect(applyControlRules({ ...base, timeseries_limit_metric: 'count' }, behaviors, {}).visible.has('order_desc')).toBe(true);
    expect(applyControlRules({ ...base }, behaviors, {}).visible.has('time_grain_sqla')).toBe(true);
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(roseViz).toMatchObject({ name: 'Nightingale Rose Chart', category: 'Evolution', behaviors: [] });
    expect(decodeURIComponent(roseViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await roseViz.loadComponent()).default).toBe('function');
  });
});
