import { CONTROL_WIDGETS, applyControlRules, controlBehaviorsOf } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { bubbleViz } from './viz.js';

describe('viz-bubble plugin', () => {
  it('binds the bubble viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-bubble');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['bubble_v2']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([bubbleViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('bubble_v2').defaults).toMatchObject({
      series: null,
      entity: null,
      x: null,
      y: null,
      size: null,
      orderby: null,
      order_desc: true,
      row_limit: 10000,
      max_bubble_size: '25',
      tooltipSizeFormat: 'SMART_NUMBER',
      opacity: 0.6,
      x_axis_label: '',
      xAxisFormat: 'SMART_NUMBER',
      logXAxis: false,
      y_axis_label: '',
      logYAxis: false,
      truncateYAxis: false,
      show_legend: true,
    });
    expect(bubbleViz.formDataSchema.required).toEqual(expect.arrayContaining(['entity', 'x', 'y', 'size']));
  });

  it('offers the sort direction only once a sort metric is chosen', () => {
    const behaviors = controlBehaviorsOf(bubbleViz.uiSchema);
    const base = { datasource: '1__table', viz_type: 'bubble_v2' };
    expect(applyControlRules({ ...base, orderby: null }, behaviors, {}).visible.has('order_desc')).toBe(false);
    expect(applyControlRules({ ...base, orderby: 'count' }, behaviors, {}).visible.has('order_desc')).toBe(true);
  });

  it('declares its gallery metadata, its legacy key, and loads its component lazily', async () => {
    expect(bubbleViz).toMatchObject({ name: 'Bubble Chart', category: 'Correlation', legacyKeys: ['bubble'], behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'] });
    expect(decodeURIComponent(bubbleViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await bubbleViz.loadComponent()).default).toBe('function');
  });
});
