import { describe, expect, it } from 'vitest';
import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { VizContribution } from '@core/plugin-api/index.js';
// The start-up checks this plugin must pass live in the kernel; only tests reach into it.
import { createTesseraContainer, getContributions } from '@core/di/index.js';
import { createVizRegistry } from '@core/registry/index.js';
import { ControlSectionContribution, VizContribution as VizToken } from '@core/plugin-api/index.js';
import { createControlSectionRegistry, withControlSections } from '@core/registry/index.js';
import { CORE_CONTROL_SECTIONS } from '@control-schemas/index.js';
import plugin from './index.js';
import { TIMESERIES_VIZ_TYPES, areaViz, barViz, compareViz, genericViz, lineViz, mixedViz, scatterViz, smoothViz, stepViz } from './viz-types.js';

const KEYS = [
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'echarts_timeseries_scatter',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
  'compare',
  'echarts_timeseries',
  'mixed_timeseries',
  'time_pivot',
];

describe('time-series viz types', () => {
  it('pass the viz registry start-up checks with the shared control widgets', () => {
    const registry = createVizRegistry(TIMESERIES_VIZ_TYPES, { widgets: new Set(CONTROL_WIDGETS) });
    for (const key of KEYS) expect(registry.require(key).category).toBe('Evolution');
    expect(registry.require('echarts_timeseries_line').defaults).toMatchObject({ x_axis: null, metrics: [], groupby: [], row_limit: 10000, rolling_type: 'None' });
  });

  it("bind all ten, and the mixed chart's Query B sections, through the plugin module", async () => {
    const container = createTesseraContainer([plugin]);
    expect(plugin.key).toBe('viz-timeseries');
    expect(getContributions(container, VizContribution).map((viz) => viz.key).sort()).toEqual([...KEYS].sort());
    const widgets = new Set(CONTROL_WIDGETS);
    const sections = createControlSectionRegistry([...CORE_CONTROL_SECTIONS, ...getContributions(container, ControlSectionContribution)], {
      widgets,
      vizKeys: new Set(KEYS),
    });
    const vizTypes = withControlSections(createVizRegistry(getContributions(container, VizToken), { widgets }), sections);
    // The plugin binds lazy viz types: each is laid out in its sections when it loads.
    const panel = (await vizTypes.load('mixed_timeseries')).uiSchema['ui:sections']!;
    expect(panel.map((section) => section.label)).toEqual(['Query', 'Query B', 'Time', 'Advanced analytics', 'Advanced analytics (query B)', 'Annotations and layers', 'Customize', 'Query B chart options', 'Secondary y-axis']);
    expect(panel.find((section) => section.key === 'mixed_query_b')!.controls).toEqual([
      'metrics_b', 'groupby_b', 'adhoc_filters_b', 'limit_b', 'timeseries_limit_metric_b', 'order_desc_b', 'row_limit_b', 'truncate_metric_b',
    ]);
    expect(panel.find((section) => section.key === 'query')!.controls).not.toContain('metrics_b');
    expect((await vizTypes.load('echarts_timeseries_line')).uiSchema['ui:sections']!.map((section) => section.key)).not.toContain('mixed_query_b');
  });

  it("open Superset's retired NVD3 keys as their current types", () => {
    const registry = createVizRegistry(TIMESERIES_VIZ_TYPES, { widgets: new Set(CONTROL_WIDGETS) });
    expect(Object.fromEntries(['line', 'bar', 'dist_bar', 'area', 'dual_line', 'line_multi'].map((key) => [key, registry.resolve(key)?.key]))).toEqual({
      line: 'echarts_timeseries_line',
      bar: 'echarts_timeseries_bar',
      dist_bar: 'echarts_timeseries_bar',
      area: 'echarts_area',
      dual_line: 'mixed_timeseries',
      line_multi: 'mixed_timeseries',
    });
  });

  it("give the generic and mixed charts Superset's field names and defaults", () => {
    const registry = createVizRegistry(TIMESERIES_VIZ_TYPES, { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('echarts_timeseries').defaults).toMatchObject({ seriesType: 'line', area: false, stack: false, opacity: 0.2, markerEnabled: false, markerSize: 6, show_value: false, contributionMode: null });
    expect(registry.require('mixed_timeseries').defaults).toMatchObject({
      metrics: [], metrics_b: [], groupby: [], groupby_b: [], adhoc_filters: [], adhoc_filters_b: [], limit: null, limit_b: null,
      timeseries_limit_metric: null, timeseries_limit_metric_b: null, order_desc: true, order_desc_b: true, row_limit: 10000, row_limit_b: 10000,
      seriesType: 'line', seriesTypeB: 'line', stack: false, stackB: false, area: false, areaB: false, show_value: false, show_valueB: false,
      opacity: 0.2, opacityB: 0.2, markerEnabled: false, markerEnabledB: false, markerSize: 6, markerSizeB: 6, yAxisIndex: 0, yAxisIndexB: 0,
      rolling_type: 'None', rolling_type_b: 'None', truncateYAxis: false, y_axis_format_secondary: 'SMART_NUMBER', yAxisTitleSecondary: '',
    });
    expect(mixedViz.formDataSchema.required).toEqual(expect.arrayContaining(['x_axis', 'metrics', 'metrics_b']));
    // Query B's conditions read query B's fields.
    expect(mixedViz.uiSchema['rolling_periods_b']).toMatchObject({ 'ui:visibleWhen': { required: ['rolling_type_b'] } });
    expect(mixedViz.uiSchema['markerSizeB']).toMatchObject({ 'ui:visibleWhen': { properties: { markerEnabledB: { const: true } } } });
    expect(genericViz.uiSchema['opacity']).toMatchObject({ 'ui:visibleWhen': { properties: { area: { const: true } } } });
  });

  it('share behaviours, and only the line chart is featured', () => {
    for (const viz of [lineViz, barViz, areaViz, scatterViz, smoothViz, stepViz, compareViz, genericViz, mixedViz]) {
      expect(viz.behaviors).toEqual(['interactive-chart', 'drill-to-detail', 'drill-by']);
    }
    for (const viz of TIMESERIES_VIZ_TYPES) {
      expect(viz.thumbnail).toMatch(/^data:image\/svg\+xml,/);
      expect(viz.tags).toContain('Time');
    }
    expect(TIMESERIES_VIZ_TYPES.filter((viz) => viz.featured).map((viz) => viz.key)).toEqual(['echarts_timeseries_line']);
    expect(new Set(TIMESERIES_VIZ_TYPES.map((viz) => viz.thumbnail)).size).toBe(10);
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
