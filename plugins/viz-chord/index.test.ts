import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { chordViz } from './viz.js';

describe('viz-chord plugin', () => {
  it('binds the chord viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-chord');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['chord']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([chordViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('chord').defaults).toMatchObject({
      groupby: [],
      columns: [],
      metric: null,
      row_limit: 10000,
      sort_by_metric: false,
      y_axis_format: 'SMART_NUMBER',
      color_scheme: 'supersetColors',
    });
  });

  it('requires a source, a target and a metric, one column each', () => {
    expect(chordViz.formDataSchema.required).toEqual(['datasource', 'viz_type', 'groupby', 'columns', 'metric']);
    const properties = chordViz.formDataSchema.properties as Record<string, { maxItems?: number; title?: string }>;
    expect(properties.groupby).toMatchObject({ maxItems: 1, title: 'Source' });
    expect(properties.columns).toMatchObject({ maxItems: 1, title: 'Target' });
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(chordViz).toMatchObject({ name: 'Chord Diagram', version: '1.0.0', category: 'Flow', behaviors: [] });
    expect(decodeURIComponent(chordViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await chordViz.loadComponent()).default).toBe('function');
  });
});
