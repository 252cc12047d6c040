import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { calHeatmapViz } from './viz.js';

describe('viz-cal-heatmap plugin', () => {
  it('binds the calendar heatmap viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-cal-heatmap');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['cal_heatmap']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([calHeatmapViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('cal_heatmap').defaults).toMatchObject({
      domain_granularity: 'month',
      subdomain_granularity: 'day',
      metrics: [],
      linear_color_scheme: 'superset_seq_1',
      cell_size: 10,
      cell_padding: 2,
      cell_radius: 0,
      steps: 10,
      y_axis_format: 'SMART_NUMBER',
      x_axis_time_format: 'smart_date',
      show_legend: true,
      show_values: false,
      show_metric_name: true,
    });
    expect(calHeatmapViz.formDataSchema.required).toEqual(expect.arrayContaining(['granularity_sqla', 'metrics']));
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(calHeatmapViz).toMatchObject({ name: 'Calendar Heatmap', category: 'Correlation', behaviors: [] });
    expect(decodeURIComponent(calHeatmapViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await calHeatmapViz.loadComponent()).default).toBe('function');
  });
});
