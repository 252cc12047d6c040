import { CONTROL_WIDGETS, applyControlRules, controlBehaviorsOf } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { radarViz } from './viz.js';

describe('viz-radar plugin', () => {
  it('binds the radar viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-radar');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['radar']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([radarViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('radar').defaults).toMatchObject({
      groupby: [],
      metrics: [],
      row_limit: 10,
      show_legend: true,
      legend_orientation: 'top',
      show_labels: true,
      label_type: 'value',
      label_position: 'top',
      number_format: 'SMART_NUMBER',
      date_format: 'smart_date',
      is_circle: false,
    });
    expect(radarViz.formDataSchema.required).toContain('metrics');
  });

  it('shows the label settings only while labels are shown', () => {
    const behaviors = controlBehaviorsOf(radarViz.uiSchema);
    const base = { datasource: '1__table', viz_type: 'radar' };
    expect(applyControlRules({ ...base, show_labels: false }, behaviors, {}).visible.has('label_position')).toBe(false);
    expect(applyControlRules({ ...base, show_labels: true }, behaviors, {}).visible.has('label_type')).toBe(true);
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(radarViz).toMatchObject({ name: 'Radar Chart', category: 'Ranking', behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'] });
    expect(decodeURIComponent(radarViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await radarViz.loadComponent()).default).toBe('function');
  });
});
