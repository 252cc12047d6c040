import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { VizContribution, type AnyVizContribution } from '@core/plugin-api/index.js';
// The registry is what validates a viz type at start-up; a plugin's own test runs it too.
import { createVizRegistry } from '@core/registry/index.js';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { wordCloudViz } from './viz.js';

describe('viz-word-cloud plugin', () => {
  it('binds the word cloud viz type under the plugin key', () => {
    const container = new Container();
    container.load(plugin.module);
    expect(plugin.key).toBe('viz-word-cloud');
    expect(container.getAll<AnyVizContribution>(VizContribution).map((viz) => viz.key)).toEqual(['word_cloud']);
  });

  it("passes the viz registry validation with Superset's defaults", () => {
    const registry = createVizRegistry([wordCloudViz], { widgets: new Set(CONTROL_WIDGETS) });
    expect(registry.require('word_cloud').defaults).toMatchObject({
      series: null,
      metric: null,
      row_limit: 100,
      sort_by_metric: true,
      size_from: 10,
      size_to: 70,
      rotation: 'square',
      color_scheme: 'supersetColors',
    });
    expect(wordCloudViz.formDataSchema.required).toEqual(expect.arrayContaining(['series', 'metric']));
  });

  it('declares its gallery metadata and loads its component lazily', async () => {
    expect(wordCloudViz).toMatchObject({ name: 'Word Cloud', version: '1.0.0', category: 'Ranking', behaviors: [] });
    expect(decodeURIComponent(wordCloudViz.thumbnail!.slice('data:image/svg+xml,'.length))).toContain('viewBox="0 0 120 80"');
    expect(typeof (await wordCloudViz.loadComponent()).default).toBe('function');
  });
});
