import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Ajv } from 'ajv';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { boxPlotViz } from './viz.js';

describe('viz-box-plot plugin', () => {
  it('binds the box plot viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-box-plot');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['box_plot']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([boxPlotViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('box_plot').defaults).toMatchObject({
      columns: [],
      groupby: [],
      metrics: [],
      whiskerOptions: 'Tukey',
      x_ticks_layout: 'auto',
      number_format: 'SMART_NUMBER',
      date_format: 'smart_date',
      color_scheme: 'supersetColors',
    });
    expect(boxPlotViz.formDataSchema.required).toEqual(expect.arrayContaining(['columns', 'metrics']));
  });

  it('accepts typed-in percentiles as whisker options and refuses other text', () => {
    const validate = new Ajv({ strict: false }).compile((boxPlotViz.formDataSchema.properties as Record<string, object>).whiskerOptions!);
    expect(['Tukey', 'Min/max (no outliers)', '5/95 percentiles'].map((v) => validate(v))).toEqual([true, true, true]);
    expect(validate('Tukey-ish')).toBe(false);
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(boxPlotViz).toMatchObject({ name: 'Box Plot', category: 'Distribution', behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'] });
    expect(decodeURIComponent(boxPlotViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await boxPlotViz.loadComponent()).default).toBe('function');
  });
});
