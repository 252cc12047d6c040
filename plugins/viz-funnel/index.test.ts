import { CONTROL_WIDGETS, applyControlRules, controlBehaviorsOf } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { funnelViz } from './viz.js';

describe('viz-funnel plugin', () => {
  it('binds the funnel viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-funnel');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['funnel']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([funnelViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('funnel').defaults).toMatchObject({
      groupby: [],
      metric: null,
      row_limit: 10,
      sort_by_metric: true,
      percent_calculation_type: 'first_step',
      show_labels: true,
      label_type: 0,
      show_tooltip_labels: true,
      tooltip_label_type: 5,
      number_format: 'SMART_NUMBER',
      show_legend: true,
      legend_orientation: 'top',
    });
    expect(funnelViz.formDataSchema.required).toContain('metric');
  });

  it('shows the label and tooltip contents only while they are shown', () => {
    const behaviors = controlBehaviorsOf(funnelViz.uiSchema);
    const base = { datasource: '1__table', viz_type: 'funnel' };
    expect(applyControlRules({ ...base, show_labels: false }, behaviors, {}).visible.has('label_type')).toBe(false);
    expect(applyControlRules({ ...base, show_labels: true }, behaviors, {}).visible.has('label_type')).toBe(true);
    expect(applyControlRules({ ...base, show_tooltip_labels: false }, behaviors, {}).visible.has('tooltip_label_type')).toBe(false);
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(funnelViz).toMatchObject({ name: 'Funnel Chart', version: '1.0.0', category: 'Part of a Whole', behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'] });
    expect(decodeURIComponent(funnelViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await funnelViz.loadComponent()).default).toBe('function');
  });
});
