import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { pairedTTestViz } from './viz.js';

describe('viz-paired-ttest plugin', () => {
  it('binds the paired t-test viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-paired-ttest');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['paired_ttest']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([pairedTTestViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('paired_ttest').defaults).toMatchObject({
      metrics: [],
      groupby: [],
      limit: null,
      timeseries_limit_metric: null,
      order_desc: true,
      contribution: false,
      row_limit: 10000,
      significance_level: 0.05,
      pvalue_precision: 6,
      liftvalue_precision: 4,
    });
    expect(pairedTTestViz.formDataSchema.required).toEqual(expect.arrayContaining(['granularity_sqla', 'metrics', 'groupby']));
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(pairedTTestViz).toMatchObject({ name: 'Paired t-test Table', category: 'Table', behaviors: [] });
    expect(decodeURIComponent(pairedTTestViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await pairedTTestViz.loadComponent()).default).toBe('function');
  });
});
