import { CONTROL_WIDGETS, applyControlRules, controlBehaviorsOf } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { sunburstViz } from './viz.js';

describe('viz-sunburst plugin', () => {
  it('binds the sunburst viz type under the plugin key, opening legacy sunbursts', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-sunburst');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['sunburst_v2']);
    expect(sunburstViz.legacyKeys).toEqual(['sunburst']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([sunburstViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('sunburst_v2').defaults).toMatchObject({
      columns: [],
      metric: null,
      secondary_metric: null,
      row_limit: 10000,
      sort_by_metric: true,
      color_scheme: 'supersetColors',
      linear_color_scheme: 'superset_seq_1',
      show_labels: false,
      show_labels_threshold: 5,
      label_type: 'key',
      show_total: false,
      number_format: 'SMART_NUMBER',
      date_format: 'smart_date',
    });
  });

  it('requires a hierarchy and a metric, and shows the colour control that applies', () => {
    expect(sunburstViz.formDataSchema.required).toEqual(expect.arrayContaining(['columns', 'metric']));
    const behaviors = controlBehaviorsOf(sunburstViz.uiSchema);
    const base = { datasource: '1__table', viz_type: 'sunburst_v2', show_labels: false };
    const visible = (formData: Record<string, unknown>) => applyControlRules({ ...base, ...formData }, behaviors, {}).visible;
    expect(visible({}).has('color_scheme')).toBe(true);
    expect(visible({}).has('linear_color_scheme')).toBe(false);
    expect(visible({ secondary_metric: 'count' }).has('linear_color_scheme')).toBe(true);
    expect(visible({ secondary_metric: 'count' }).has('color_scheme')).toBe(false);
    expect(visible({}).has('label_type')).toBe(false);
    expect(visible({ show_labels: true }).has('show_labels_threshold')).toBe(true);
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(sunburstViz).toMatchObject({ name: 'Sunburst Chart', version: '1.0.0', category: 'Part of a Whole', behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'] });
    expect(decodeURIComponent(sunburstViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await sunburstViz.loadComponent()).default).toBe('function');
  });
});
