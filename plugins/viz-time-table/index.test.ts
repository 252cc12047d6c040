import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
import { createVizRegistry } from '@core/registry/index.js';
import { Ajv } from 'ajv';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { timeTableViz } from './viz.js';

describe('viz-time-table plugin', () => {
  it('binds the time-series table viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-time-table');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['time_table']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([timeTableViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('time_table').defaults).toMatchObject({ metrics: [], groupby: [], column_collection: [], url: '', order_desc: true, limit: null });
    expect(timeTableViz.formDataSchema.required).toEqual(expect.arrayContaining(['granularity_sqla', 'metrics']));
  });

  it("accepts Superset's column_collection entries and refuses unknown column types", () => {
    const validate = new Ajv({ strict: false }).compile((timeTableViz.formDataSchema.properties as Record<string, object>).column_collection!);
    const spark = { key: 'a', label: 'Trend', colType: 'spark', width: '300', height: '50', timeRatio: '', showYAxis: true, yAxisBounds: [null, null], sparkType: 'line' };
    const time = { key: 'b', colType: 'time', timeLag: 1, comparisonType: 'perc_change', bounds: [0, null], d3format: '.1%' };
    expect(validate([spark, time])).toBe(true);
    expect(validate([{ key: 'c', colType: 'pie' }])).toBe(false);
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(timeTableViz).toMatchObject({ name: 'Time-series Table', category: 'Table', behaviors: [] });
    expect(decodeURIComponent(timeTableViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await timeTableViz.loadComponent()).default).toBe('function');
  });
});
