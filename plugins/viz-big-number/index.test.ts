import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { bigNumberTotalViz, bigNumberViz } from './viz.js';

describe('viz-big-number plugin', () => {
  it('binds both viz types under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-big-number');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['big_number_total', 'big_number']);
  });

  it('passes the viz registry validation with the shared control widgets', () => {
    const registry = createVizRegistry([bigNumberTotalViz, bigNumberViz], { widgets: new Set(CONTROL_WIDGETS) });
    const total = registry.require('big_number_total');
    expect(total.defaults).toMatchObject({ metric: null, header_font_size: 0.4, subheader_font_size: 0.15, subheader: '', force_timestamp_formatting: false });
    const trend = registry.require('big_number');
    expect(trend.defaults).toMatchObject({ x_axis: null, time_grain_sqla: 'P1D', compare_lag: null, show_trend_line: true, start_y_axis_at_zero: true, rolling_type: 'None' });
  });

  it('requires a metric, and a temporal x-axis for the trend', () => {
    expect(bigNumberTotalViz.formDataSchema.required).toContain('metric');
    expect(bigNumberViz.formDataSchema.required).toEqual(expect.arrayContaining(['metric', 'x_axis']));
    expect(bigNumberViz.uiSchema.x_axis).toMatchObject({ 'ui:widget': 'ColumnWidget', 'ui:options': { temporalOnly: true } });
  });

  it('declares its gallery metadata', () => {
    expect(bigNumberTotalViz).toMatchObject({ name: 'Big Number', category: 'KPI', tags: ['Single Metric', 'Report', 'Popular'], behaviors: ['drill-to-detail'] });
    expect(bigNumberViz).toMatchObject({ name: 'Big Number with Trendline', category: 'KPI', tags: ['Trend', 'Line', 'Popular'], behaviors: ['interactive-chart', 'drill-to-detail'] });
    for (const viz of [bigNumberTotalViz, bigNumberViz]) {
      expect(viz.version).toBe('1.0.0');
      expect(viz.thumbnail).toMatch(/^data:image\/svg\+xml,/);
      expect(decodeURIComponent(viz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    }
  });

  it('loads its components lazily', async () => {
    expect(typeof (await bigNumberTotalViz.loadComponent()).default).toBe('function');
    expect(typeof (await bigNumberViz.loadComponent()).default).toBe('function');
  });
});
