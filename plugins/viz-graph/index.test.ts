import { CONTROL_WIDGETS, applyControlRules, controlBehaviorsOf } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { graphViz } from './viz.js';

describe('viz-graph plugin', () => {
  it('binds the graph_chart viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-graph');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['graph_chart']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([graphViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('graph_chart').defaults).toMatchObject({
      source: null,
      target: null,
      source_category: null,
      target_category: null,
      metric: null,
      row_limit: 10000,
      show_legend: true,
      legend_orientation: 'top',
      layout: 'force',
      edgeSymbol: 'none,arrow',
      draggable: false,
      roam: true,
      selectedMode: 'single',
      showSymbolThreshold: 0,
      baseNodeSize: 20,
      baseEdgeWidth: 3,
      edgeLength: 400,
      gravity: 0.3,
      repulsion: 1000,
      friction: 0.2,
    });
  });

  it('requires source, target and metric, and shows the force controls only for the force layout', () => {
    expect(graphViz.formDataSchema.required).toEqual(['datasource', 'viz_type', 'source', 'target', 'metric']);
    const behaviors = controlBehaviorsOf(graphViz.uiSchema);
    const base = { datasource: '1__table', viz_type: 'graph_chart' };
    for (const name of ['draggable', 'edgeLength', 'gravity', 'repulsion', 'friction']) {
      expect(applyControlRules({ ...base, layout: 'force' }, behaviors, {}).visible.has(name)).toBe(true);
      expect(applyControlRules({ ...base, layout: 'circular' }, behaviors, {}).visible.has(name)).toBe(false);
    }
  });

  it('declares its gallery metadata and behaviours and loads its component lazily', async () => {
    expect(graphViz).toMatchObject({ name: 'Graph Chart', version: '1.0.0', category: 'Flow', behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'] });
    expect(decodeURIComponent(graphViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await graphViz.loadComponent()).default).toBe('function');
  });
});
