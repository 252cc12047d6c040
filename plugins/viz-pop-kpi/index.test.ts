import { CONTROL_WIDGETS, applyControlRules, controlBehaviorsOf, validateFormData } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { popKpiViz } from './viz.js';

describe('viz-pop-kpi plugin', () => {
  it('binds the pop_kpi viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-pop-kpi');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['pop_kpi']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([popKpiViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('pop_kpi').defaults).toMatchObject({
      metric: null,
      time_compare: null,
      start_date_offset: null,
      y_axis_format: 'SMART_NUMBER',
      percentDifferenceFormat: 'SMART_NUMBER',
      header_font_size: 0.2,
      subheader_font_size: 0.125,
      comparison_color_enabled: false,
      comparison_color_scheme: 'Green',
      show_metric_name: false,
    });
    expect(popKpiViz.formDataSchema.required).toContain('metric');
  });

  it('takes one time shift, custom and inherit included, and asks for a start date only for custom', () => {
    const behaviors = controlBehaviorsOf(popKpiViz.uiSchema);
    const base = { datasource: '1__table', viz_type: 'pop_kpi', metric: 'count' };
    for (const shift of ['1 year ago', 'inherit', 'custom', '3 months ago']) {
      const ruled = applyControlRules({ ...base, time_compare: shift }, behaviors, {});
      expect(validateFormData(ruled.formData, behaviors, { visible: ruled.visible })).toEqual({});
    }
    expect(applyControlRules({ ...base, time_compare: 'custom' }, behaviors, {}).visible.has('start_date_offset')).toBe(true);
    expect(applyControlRules({ ...base, time_compare: '1 year ago' }, behaviors, {}).visible.has('start_date_offset')).toBe(false);
    expect(applyControlRules({ ...base, comparison_color_enabled: false }, behaviors, {}).visible.has('comparison_color_scheme')).toBe(false);
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(popKpiViz).toMatchObject({ name: 'Big Number with Time Period Comparison', category: 'KPI', behaviors: ['drill-to-detail'] });
    expect(decodeURIComponent(popKpiViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await popKpiViz.loadComponent()).default).toBe('function');
  });
});
