import { CONTROL_WIDGETS, applyControlRules, controlBehaviorsOf } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { bulletViz } from './viz.js';

describe('viz-bullet plugin', () => {
  it('binds the bullet viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-bullet');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['bullet']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([bulletViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('bullet').defaults).toMatchObject({
      metric: null,
      groupby: [],
      ranges: '',
      range_labels: '',
      markers: '',
      marker_labels: '',
      marker_lines: '',
      marker_line_labels: '',
      show_labels: false,
      show_legend: false,
      y_axis_format: 'SMART_NUMBER',
    });
    expect(bulletViz.formDataSchema.required).toContain('metric');
  });

  it('shows the label fields once there are values to label', () => {
    const behaviors = controlBehaviorsOf(bulletViz.uiSchema);
    const base = { datasource: '1__table', viz_type: 'bullet' };
    expect(applyControlRules({ ...base, ranges: '' }, behaviors, {}).visible.has('range_labels')).toBe(false);
    expect(applyControlRules({ ...base, ranges: '1,2' }, behaviors, {}).visible.has('range_labels')).toBe(true);
    expect(applyControlRules({ ...base, marker_lines: '5' }, behaviors, {}).visible.has('marker_line_labels')).toBe(true);
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(bulletViz).toMatchObject({ name: 'Bullet Chart', category: 'KPI', behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'] });
    expect(decodeURIComponent(bulletViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await bulletViz.loadComponent()).default).toBe('function');
  });
});
