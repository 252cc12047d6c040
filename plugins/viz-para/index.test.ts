import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { paraViz } from './viz.js';

describe('viz-para plugin', () => {
  it('binds the para viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-para');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['para']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([paraViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('para').defaults).toMatchObject({
      series: null,
      metrics: [],
      secondary_metric: null,
      limit: null,
      row_limit: 10000,
      timeseries_limit_metric: null,
      order_desc: true,
      show_datatable: false,
      include_series: false,
      linear_color_scheme: 'superset_seq_1',
    });
  });

  it('requires the metrics only', () => {
    expect(paraViz.formDataSchema.required).toEqual(['datasource', 'viz_type', 'metrics']);
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(paraViz).toMatchObject({ name: 'Parallel Coordinates', version: '1.0.0', category: 'Correlation', behaviors: [] });
    expect(decodeURIComponent(paraViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await paraViz.loadComponent()).default).toBe('function');
  });
});
