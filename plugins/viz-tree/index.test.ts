import { CONTROL_WIDGETS, applyControlRules, controlBehaviorsOf } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { treeViz } from './viz.js';

describe('viz-tree plugin', () => {
  it('binds the tree viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-tree');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['tree_chart']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([treeViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('tree_chart').defaults).toMatchObject({
      id: null,
      parent: null,
      name: null,
      root_node_id: '',
      metric: null,
      row_limit: 10000,
      layout: 'orthogonal',
      orient: 'LR',
      node_label_position: 'left',
      child_label_position: 'bottom',
      emphasis: 'descendant',
      symbol: 'emptyCircle',
      symbolSize: 7,
      roam: true,
    });
    expect(treeViz.formDataSchema.required).toEqual(expect.arrayContaining(['id', 'parent']));
    expect(treeViz.formDataSchema.required).not.toContain('metric');
  });

  it('hides the orientation and emphasis of a radial tree', () => {
    const behaviors = controlBehaviorsOf(treeViz.uiSchema);
    const visible = (layout: string) => applyControlRules({ datasource: '1__table', viz_type: 'tree_chart', layout }, behaviors, {}).visible;
    expect(visible('orthogonal').has('orient')).toBe(true);
    expect(visible('radial').has('orient')).toBe(false);
    expect(visible('radial').has('emphasis')).toBe(false);
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(treeViz).toMatchObject({ name: 'Tree Chart', version: '1.0.0', category: 'Part of a Whole', behaviors: [] });
    expect(decodeURIComponent(treeViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await treeViz.loadComponent()).default).toBe('function');
  });
});
