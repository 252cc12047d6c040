import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { ganttViz } from './viz.js';

describe('viz-gantt plugin', () => {
  it('binds the Gantt chart viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-gantt');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['gantt_chart']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([ganttViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('gantt_chart').defaults).toMatchObject({ start_time: null, end_time: null, y_axis: null, series: null, tooltip_metrics: [], tooltip_values: [], subcategories: false, show_legend: true, x_axis_time_format: 'smart_date' });
    expect(ganttViz.formDataSchema.required).toEqual(expect.arrayContaining(['start_time', 'end_time']));
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(ganttViz).toMatchObject({ name: 'Gantt Chart', category: 'Evolution', behaviors: [] });
    expect(decodeURIComponent(ganttViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await ganttViz.loadComponent()).default).toBe('function');
  });
});
