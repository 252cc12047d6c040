import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { horizonViz } from './viz.js';

describe('viz-horizon plugin', () => {
  it('binds the horizon viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-horizon');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['horizon']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([horizonViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('horizon').defaults).toMatchObject({ metrics: [], groupby: [], series_height: '25', horizon_color_scale: 'series', contribution: false, order_desc: true });
    expect(horizonViz.formDataSchema.required).toEqual(expect.arrayContaining(['granularity_sqla', 'metrics']));
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(horizonViz).toMatchObject({ name: 'Horizon Chart', category: 'Evolution', behaviors: [] });
    expect(decodeURIComponent(horizonViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await horizonViz.loadComponent()).default).toBe('function');
  });
});
