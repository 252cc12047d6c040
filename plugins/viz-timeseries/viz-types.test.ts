import { describe, expect, it } from 'vitest';
import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { VizContribution } from '@core/plugin-api/index.js';
// The start-up checks this plugin must pass live in the kernel; only tests reach into it.
import { createTesseraContainer, getContributions } from '@core/di/index.js';
import { createVizRegistry } from '@core/registry/index.js';
import plugin, { TIMESERIES_VIZ_TYPES, areaViz, barViz, lineViz, scatterViz, smoothViz, stepViz } from './index.js';

const KEYS = ['echarts_timeseries_line', 'echarts_timeseries_bar', 'echarts_area', 'echarts_timeseries_scatter', 'echarts_timeseries_smooth', 'echarts_timeseries_step'];

describe('time-series viz types', () => {
  it('pass the viz registry start-up checks with the shared control widgets', () => {
    const registry = createVizRegistry(TIMESERIES_VIZ_TYPES, { widgets: new Set(CONTROL_WIDGETS) });
    for (const key of KEYS) expect(registry.require(key).category).toBe('Evolution');
    expect(registry.require('echarts_timeseries_line').defaults).toMatchObject({ x_axis: null, metrics: [], groupby: [], row_limit: 10000, rolling_type: 'None' });
  });

  it('bind all six through the plugin module', () => {
    const container = createTesseraContainer([plugin]);
    expect(plugin.key).toBe('viz-timeseries');
    expect(getContributions(container, VizContribution).map((viz) => viz.key).sort()).toEqual([...KEYS].sort());
  });

  it('share behaviours, and only the line chart is featured', () => {
    for (const viz of [lineViz, barViz, areaViz, scatterViz, smoothViz, stepViz]) {
      expect(viz.behaviors).toEqual(['interactive-chart', 'drill-to-detail', 'drill-by']);
      expect(viz.thumbnail).toMatch(/^data:image\/svg\+xml,/);
      expect(viz.tags).toContain('Time');
    }
    expect(TIMESERIES_VIZ_TYPES.filter((viz) => viz.featured).map((viz) => viz.key)).toEqual(['echarts_timeseries_line']);
    expect(new Set(TIMESERIES_VIZ_TYPES.map((viz) => viz.thumbnail)).size).toBe(6);
  });

  it('offer each variant its own drawing controls', () => {
    const controls = (viz: typeof lineViz) => Object.keys(viz.formDataSchema.properties ?? {});
    expect(controls(barViz)).toEqual(expect.arrayContaining(['stack', 'orientation', 'show_value']));
    expect(controls(barViz)).not.toContain('start_y_axis_at_zero');
    expect(controls(areaViz)).toEqual(expect.arrayContaining(['stack', 'opacity', 'markerEnabled']));
    expect(controls(stepViz)).toContain('seriesType');
    expect(controls(lineViz)).not.toContain('stack');
    expect(controls(lineViz)).toEqual(expect.arrayContaining(['x_axis', 'time_grain_sqla', 'metrics', 'groupby', 'time_range', 'rolling_type', 'time_compare', 'annotation_layers']));
    expect(lineViz.formDataSchema.required).toEqual(expect.arrayContaining(['x_axis', 'metrics']));
    expect(scatterViz.formDataSchema.properties?.['opacity']).toMatchObject({ default: 0.8 });
    expect(lineViz.uiSchema['markerSize']).toMatchObject({ 'ui:visibleWhen': { properties: { markerEnabled: { const: true } } } });
  });

  it('load one component for every variant', async () => {
    const [line, bar] = await Promise.all([lineViz.loadComponent(), barViz.loadComponent()]);
    expect(typeof line.default).toBe('function');
    expect(bar.default).toBe(line.default);
  });
});
