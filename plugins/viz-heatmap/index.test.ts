import { CONTROL_WIDGETS, applyControlRules, controlBehaviorsOf } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { heatmapViz } from './viz.js';

describe('viz-heatmap plugin', () => {
  it('binds the heatmap viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-heatmap');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['heatmap_v2']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([heatmapViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('heatmap_v2').defaults).toMatchObject({
      x_axis: null,
      groupby: null,
      metric: null,
      row_limit: 10000,
      sort_x_axis: 'alpha_asc',
      sort_y_axis: 'alpha_asc',
      normalize_across: 'heatmap',
      legend_type: 'continuous',
      linear_color_scheme: 'superset_seq_1',
      xscale_interval: -1,
      yscale_interval: -1,
      left_margin: 'auto',
      bottom_margin: 'auto',
      show_legend: true,
      show_percentage: true,
      show_values: false,
      normalized: false,
    });
  });

  it('requires the x-axis, the y-axis column and the metric', () => {
    expect(heatmapViz.formDataSchema.required).toEqual(expect.arrayContaining(['x_axis', 'groupby', 'metric']));
  });

  it('offers the time grain only for a temporal x-axis', () => {
    const behaviors = controlBehaviorsOf(heatmapViz.uiSchema);
    const base = { datasource: '1__table', viz_type: 'heatmap_v2' };
    expect(applyControlRules({ ...base, x_axis: 'ds' }, behaviors, { temporalColumns: ['ds'] }).visible.has('time_grain_sqla')).toBe(true);
    expect(applyControlRules({ ...base, x_axis: 'state' }, behaviors, { temporalColumns: ['ds'] }).visible.has('time_grain_sqla')).toBe(false);
  });

  it('declares its gallery metadata, its legacy key, and loads its component lazily', async () => {
    expect(heatmapViz).toMatchObject({ name: 'Heatmap', category: 'Correlation', legacyKeys: ['heatmap'], behaviors: ['drill-to-detail', 'drill-by'] });
    expect(decodeURIComponent(heatmapViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await heatmapViz.loadComponent()).default).toBe('function');
  });
});
