import { CONTROL_WIDGETS, applyControlRules, controlBehaviorsOf } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { pieViz } from './viz.js';

describe('viz-pie plugin', () => {
  it('binds the pie viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-pie');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['pie']);
  });

  it('passes the viz registry validation with the shared control widgets', () => {
    const registry = createVizRegistry([pieViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('pie').defaults).toMatchObject({
      groupby: [],
      metric: null,
      row_limit: 100,
      sort_by_metric: true,
      label_type: 'key',
      donut: false,
      inner_radius: 30,
      outer_radius: 70,
      show_labels_threshold: 5,
      show_total: false,
      color_scheme: 'supersetColors',
    });
  });

  it('requires a metric and offers the label types', () => {
    expect(pieViz.formDataSchema.required).toContain('metric');
    const labelType = (pieViz.formDataSchema.properties as Record<string, { oneOf: Array<{ const: string }> }>).label_type;
    expect(labelType?.oneOf.map((choice) => choice.const)).toEqual(['key', 'value', 'percent', 'key_value', 'key_percent', 'key_value_percent']);
  });

  it('shows the inner radius only for a donut', () => {
    const behaviors = controlBehaviorsOf(pieViz.uiSchema);
    const base = { datasource: '1__table', viz_type: 'pie' };
    expect(applyControlRules({ ...base, donut: false }, behaviors, {}).visible.has('inner_radius')).toBe(false);
    expect(applyControlRules({ ...base, donut: true }, behaviors, {}).visible.has('inner_radius')).toBe(true);
    expect(applyControlRules({ ...base, show_labels: false }, behaviors, {}).visible.has('label_type')).toBe(false);
    expect(applyControlRules({ ...base, labels_outside: false }, behaviors, {}).visible.has('label_line')).toBe(false);
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(pieViz).toMatchObject({
      name: 'Pie Chart',
      version: '1.0.0',
      category: 'Part of a Whole',
      tags: ['Categorical', 'Circular', 'Popular', 'Aesthetic'],
      behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'],
    });
    expect(decodeURIComponent(pieViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await pieViz.loadComponent()).default).toBe('function');
  });
});
