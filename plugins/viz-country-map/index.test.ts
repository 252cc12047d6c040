import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { countryMapViz } from './viz.js';

describe('viz-country-map plugin', () => {
  it('binds the country_map viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-country-map');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['country_map']);
  });

  it('passes the viz registry validation with its defaults', () => {
    const registry = createVizRegistry([countryMapViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('country_map').defaults).toMatchObject({ select_country: 'usa', entity: null, metric: null, linear_color_scheme: 'superset_seq_1' });
    expect(countryMapViz.formDataSchema.required).toEqual(expect.arrayContaining(['select_country', 'entity', 'metric']));
  });

  it("offers the countries it draws under Superset's names", () => {
    const property = (countryMapViz.formDataSchema.properties as Record<string, { oneOf?: Array<{ const: string }>; anyOf?: Array<{ const?: string }> }>)['select_country'];
    const choices = JSON.stringify(property);
    expect(choices).toContain('"usa"');
    expect(choices).toContain('"france"');
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(countryMapViz).toMatchObject({ name: 'Country Map', category: 'Map', behaviors: ['drill-to-detail', 'drill-by'] });
    expect(decodeURIComponent(countryMapViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await countryMapViz.loadComponent()).default).toBe('function');
  });
});
