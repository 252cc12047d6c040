import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { waterfallViz } from './viz.js';

describe('viz-waterfall plugin', () => {
  it('binds the waterfall viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-waterfall');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['waterfall']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([waterfallViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('waterfall').defaults).toMatchObject({
      groupby: [],
      show_value: false,
      show_legend: true,
      increase_color: { r: 90, g: 193, b: 137, a: 1 },
      decrease_color: { r: 224, g: 67, b: 85, a: 1 },
      total_color: { r: 102, g: 102, b: 102, a: 1 },
      x_axis_time_format: 'smart_date',
      x_ticks_layout: 'auto',
      y_axis_format: 'SMART_NUMBER',
    });
    expect(waterfallViz.formDataSchema.required).toEqual(expect.arrayContaining(['x_axis', 'metric']));
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(waterfallViz).toMatchObject({ name: 'Waterfall Chart', category: 'Evolution', behaviors: [] });
    expect(decodeURIComponent(waterfallViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await waterfallViz.loadComponent()).default).toBe('function');
  });
});
