import { CONTROL_WIDGETS, applyControlRules, controlBehaviorsOf } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { worldMapViz } from './viz.js';

describe('viz-world-map plugin', () => {
  it('binds the world_map viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-world-map');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['world_map']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([worldMapViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('world_map').defaults).toMatchObject({
      entity: null,
      country_fieldtype: 'cca2',
      metric: null,
      secondary_metric: null,
      row_limit: 10000,
      sort_by_metric: true,
      show_bubbles: false,
      max_bubble_size: '25',
      color_by: 'metric',
      linear_color_scheme: 'superset_seq_1',
    });
  });

  it('requires the country column and the metric', () => {
    expect(worldMapViz.formDataSchema.required).toEqual(expect.arrayContaining(['entity', 'metric']));
  });

  it('shows bubble controls with bubbles, and the scheme that colours the countries', () => {
    const behaviors = controlBehaviorsOf(worldMapViz.uiSchema);
    const base = { datasource: '1__table', viz_type: 'world_map' };
    const visible = (fd: Record<string, unknown>) => applyControlRules({ ...base, ...fd }, behaviors, {}).visible;
    expect(visible({ show_bubbles: false }).has('max_bubble_size')).toBe(false);
    expect(visible({ show_bubbles: true }).has('max_bubble_size')).toBe(true);
    expect(visible({ show_bubbles: true }).has('color_picker')).toBe(true);
    expect(visible({ color_by: 'metric' }).has('linear_color_scheme')).toBe(true);
    expect(visible({ color_by: 'metric' }).has('color_scheme')).toBe(false);
    expect(visible({ color_by: 'country' }).has('color_scheme')).toBe(true);
    expect(visible({ color_by: 'country' }).has('linear_color_scheme')).toBe(false);
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(worldMapViz).toMatchObject({ name: 'World Map', category: 'Map', behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'] });
    expect(decodeURIComponent(worldMapViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await worldMapViz.loadComponent()).default).toBe('function');
  });
});
