import { CONTROL_WIDGETS, applyControlRules, controlBehaviorsOf } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { gaugeViz } from './viz.js';

describe('viz-gauge plugin', () => {
  it('binds the gauge viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-gauge');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['gauge_chart']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([gaugeViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('gauge_chart').defaults).toMatchObject({
      groupby: [],
      metric: null,
      row_limit: 10,
      min_val: null,
      max_val: null,
      start_angle: 225,
      end_angle: -45,
      font_size: 15,
      number_format: 'SMART_NUMBER',
      value_formatter: '{value}',
      show_pointer: true,
      animation: true,
      show_axis_tick: false,
      show_split_line: false,
      split_number: 10,
      show_progress: true,
      overlap: true,
      round_cap: false,
      intervals: '',
      interval_color_indices: '',
    });
    expect(gaugeViz.formDataSchema.required).toContain('metric');
  });

  it('shows the interval colours once there are intervals, and overlap only with progress bars', () => {
    const behaviors = controlBehaviorsOf(gaugeViz.uiSchema);
    const base = { datasource: '1__table', viz_type: 'gauge_chart' };
    expect(applyControlRules({ ...base, intervals: '' }, behaviors, {}).visible.has('interval_color_indices')).toBe(false);
    expect(applyControlRules({ ...base, intervals: '1,2' }, behaviors, {}).visible.has('interval_color_indices')).toBe(true);
    expect(applyControlRules({ ...base, show_progress: false }, behaviors, {}).visible.has('overlap')).toBe(false);
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(gaugeViz).toMatchObject({ name: 'Gauge Chart', category: 'KPI', behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'] });
    expect(decodeURIComponent(gaugeViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await gaugeViz.loadComponent()).default).toBe('function');
  });
});
