import { CONTROL_WIDGETS, applyControlRules, controlBehaviorsOf } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HANDLEBARS_TEMPLATE } from './handlebars-controls.js';
import plugin from './index.js';
import { handlebarsViz } from './viz.js';

describe('viz-handlebars plugin', () => {
  it('binds the handlebars viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-handlebars');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['handlebars']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([handlebarsViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('handlebars').defaults).toMatchObject({
      query_mode: 'aggregate',
      groupby: [],
      metrics: [],
      all_columns: [],
      row_limit: 10000,
      order_desc: true,
      include_time: false,
      handlebarsTemplate: DEFAULT_HANDLEBARS_TEMPLATE,
    });
    expect(DEFAULT_HANDLEBARS_TEMPLATE).toContain('{{#each data}}');
  });

  it('requires a template and shows the controls of the query mode', () => {
    expect(handlebarsViz.formDataSchema.required).toEqual(['datasource', 'viz_type', 'handlebarsTemplate']);
    const behaviors = controlBehaviorsOf(handlebarsViz.uiSchema);
    const base = { datasource: '1__table', viz_type: 'handlebars' };
    expect(applyControlRules({ ...base, query_mode: 'raw' }, behaviors, {}).visible.has('all_columns')).toBe(true);
    expect(applyControlRules({ ...base, query_mode: 'raw' }, behaviors, {}).visible.has('metrics')).toBe(false);
    expect(applyControlRules({ ...base, query_mode: 'aggregate' }, behaviors, {}).visible.has('groupby')).toBe(true);
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(handlebarsViz).toMatchObject({ name: 'Handlebars', version: '1.0.0', category: 'Other', behaviors: [] });
    expect(decodeURIComponent(handlebarsViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await handlebarsViz.loadComponent()).default).toBe('function');
  });
});
