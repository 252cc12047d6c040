import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { partitionViz } from './viz.js';

describe('viz-partition plugin', () => {
  it('binds the partition viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-partition');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['partition']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([partitionViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('partition').defaults).toMatchObject({
      metrics: [],
      groupby: [],
      order_desc: true,
      contribution: false,
      row_limit: 10000,
      time_series_option: 'not_time',
      rolling_type: 'None',
      number_format: 'SMART_NUMBER',
      date_time_format: 'smart_date',
      partition_limit: 5,
      partition_threshold: 0.05,
      log_scale: false,
      equal_date_size: true,
      rich_tooltip: true,
    });
    expect(partitionViz.formDataSchema.required).toEqual(expect.arrayContaining(['metrics', 'groupby']));
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(partitionViz).toMatchObject({ name: 'Partition Chart', version: '1.0.0', category: 'Part of a Whole', behaviors: [] });
    expect(decodeURIComponent(partitionViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await partitionViz.loadComponent()).default).toBe('function');
  });
});
