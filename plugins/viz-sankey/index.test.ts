import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { sankeyViz } from './viz.js';

describe('viz-sankey plugin', () => {
  it('binds the sankey_v2 viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-sankey');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['sankey_v2']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([sankeyViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('sankey_v2').defaults).toMatchObject({
      source: null,
      intermediate_levels: [],
      target: null,
      metric: null,
      row_limit: 10000,
      sort_by_metric: false,
      color_scheme: 'supersetColors',
      node_alignment: 'justify',
      roam: true,
    });
  });

  it('requires source, target and metric, and opens the legacy sankey', () => {
    expect(sankeyViz.formDataSchema.required).toEqual(['datasource', 'viz_type', 'source', 'target', 'metric']);
    expect(sankeyViz.legacyKeys).toEqual(['sankey']);
    expect(sankeyViz.migrate!({ datasource: '1__table', viz_type: 'sankey', groupby: ['a', 'b'] })).toMatchObject({ viz_type: 'sankey_v2', source: 'a', target: 'b' });
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(sankeyViz).toMatchObject({ name: 'Sankey Chart', version: '1.0.0', category: 'Flow', behaviors: [] });
    expect(decodeURIComponent(sankeyViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await sankeyViz.loadComponent()).default).toBe('function');
  });
});
