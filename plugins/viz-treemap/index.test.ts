import { CONTROL_WIDGETS, applyControlRules, controlBehaviorsOf } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { treemapViz } from './viz.js';

describe('viz-treemap plugin', () => {
  it('binds the treemap viz type under the plugin key, opening legacy treemaps', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-treemap');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['treemap_v2']);
    expect(treemapViz.legacyKeys).toEqual(['treemap']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([treemapViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('treemap_v2').defaults).toMatchObject({
      groupby: [],
      metric: null,
      row_limit: 10000,
      sort_by_metric: true,
      show_labels: true,
      show_upper_labels: true,
      label_type: 'key_value',
      number_format: 'SMART_NUMBER',
      date_format: 'smart_date',
      color_scheme: 'supersetColors',
    });
  });

  it('requires a metric and hides the label contents without labels', () => {
    expect(treemapViz.formDataSchema.required).toContain('metric');
    const behaviors = controlBehaviorsOf(treemapViz.uiSchema);
    const base = { datasource: '1__table', viz_type: 'treemap_v2' };
    expect(applyControlRules({ ...base, show_labels: false }, behaviors, {}).visible.has('label_type')).toBe(false);
    expect(applyControlRules(base, behaviors, {}).visible.has('label_type')).toBe(true);
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(treemapViz).toMatchObject({
      name: 'Treemap',
      version: '1.0.0',
      category: 'Part of a Whole',
      behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'],
    });
    expect(decodeURIComponent(treemapViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await treemapViz.loadComponent()).default).toBe('function');
  });
});
