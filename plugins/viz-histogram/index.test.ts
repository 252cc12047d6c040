import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { histogramViz } from './viz.js';

describe('viz-histogram plugin', () => {
  it('binds the histogram viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-histogram');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['histogram_v2']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([histogramViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('histogram_v2').defaults).toMatchObject({
      column: null,
      groupby: [],
      row_limit: 10000,
      bins: 5,
      normalize: false,
      cumulative: false,
      show_value: false,
      show_legend: true,
      x_axis_title: '',
      y_axis_title: '',
      color_scheme: 'supersetColors',
    });
    expect(histogramViz.formDataSchema.required).toContain('column');
  });

  it('declares its gallery metadata, its legacy key, and loads its component lazily', async () => {
    expect(histogramViz).toMatchObject({ name: 'Histogram', category: 'Distribution', legacyKeys: ['histogram'], behaviors: [] });
    expect(decodeURIComponent(histogramViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await histogramViz.loadComponent()).default).toBe('function');
  });
});
