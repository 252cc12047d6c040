import { describe, expect, it } from 'vitest';
import { createAjvSchemaCompiler } from '@core/registry/index.js';
import { openFormData } from '../../app/web/chart/chart-form-data.js';
import { createWebKernel } from '../../app/web/kernel/create-web-kernel.js';
import { WEB_PLUGINS } from '../../app/web/kernel/web-plugins.js';
import { LEGACY_CHART_FIXTURES } from './viz/legacy-chart-fixtures.js';

/**
 * A chart saved under each legacy key any registered viz type declares opens as its current type
 * with the same meaning: the web kernel resolves the stored key, `openFormData` migrates the
 * stored form data (which still says the legacy key), and the result carries the current key, the
 * translated fields, none of the retired ones, and is a fixed point of a second opening.
 */
const { vizTypes } = createWebKernel(WEB_PLUGINS, { schemaCompiler: createAjvSchemaCompiler() });
const declared = vizTypes.list().flatMap((viz) => (viz.legacyKeys ?? []).map((legacyKey) => [legacyKey, viz.key] as const));

describe('charts saved under legacy viz keys', () => {
  it('are declared by the registered viz types', () => {
    expect(declared.map(([legacyKey]) => legacyKey)).toEqual(expect.arrayContaining(['line', 'bar', 'dist_bar', 'area', 'dual_line', 'line_multi', 'ag-grid-table']));
  });

  describe.each(declared)('%s', (legacyKey, currentKey) => {
    it(`opens as ${currentKey} with the same meaning`, () => {
      const fixture = LEGACY_CHART_FIXTURES[legacyKey];
      if (!fixture) throw new Error(`no stored chart for the legacy key '${legacyKey}': add one to tests/conformance/viz/legacy-chart-fixtures.ts`);
      expect(fixture.opensAs).toBe(currentKey);
      const viz = vizTypes.requireResolved(legacyKey, fixture.stored);
      expect(viz.key).toBe(currentKey);
      const stored = structuredClone({ ...fixture.stored, datasource: '3__table' });
      const opened = openFormData(viz, stored, '3__table');
      expect(opened.viz_type).toBe(currentKey);
      expect(opened).toMatchObject(fixture.expected);
      for (const field of fixture.gone) expect(opened, `'${field}' is translated away`).not.toHaveProperty(field);
      // Saving stores the current key; opening the saved chart again changes nothing.
      expect(openFormData(vizTypes.requireResolved(opened.viz_type), structuredClone(opened), '3__table')).toEqual(opened);
      expect(stored).toEqual({ ...fixture.stored, datasource: '3__table' });
    });
  });
});

/**
 * Superset's `line` drawn with a stepped or smoothed NVD3 `line_interpolation` opens as the type
 * that draws it that way (its `MigrateLineChart`): the key the chart is stored under is the same,
 * its form data picks the type.
 */
describe('legacy line charts by their interpolation', () => {
  const { stored, expected, gone } = LEGACY_CHART_FIXTURES['line']!;
  it.each([
    ['step-before', 'echarts_timeseries_step', { seriesType: 'start' }],
    ['step-after', 'echarts_timeseries_step', { seriesType: 'end' }],
    ['cardinal', 'echarts_timeseries_smooth', {}],
    ['monotone', 'echarts_timeseries_smooth', {}],
    ['basis', 'echarts_timeseries_smooth', {}],
    ['linear', 'echarts_timeseries_line', {}],
  ] as const)('%s opens as %s', (interpolation, currentKey, drawn) => {
    const chart = { ...stored, datasource: '3__table', line_interpolation: interpolation };
    const viz = vizTypes.requireResolved('line', chart);
    expect(viz.key).toBe(currentKey);
    const opened = openFormData(viz, structuredClone(chart), '3__table');
    expect(opened.viz_type).toBe(currentKey);
    // The NVD3 fields are translated as for any line chart.
    expect(opened).toMatchObject({ ...expected, ...drawn });
    for (const field of gone) expect(opened, `'${field}' is translated away`).not.toHaveProperty(field);
    expect(openFormData(vizTypes.requireResolved(opened.viz_type, opened), structuredClone(opened), '3__table')).toEqual(opened);
  });

  it('is a redirect the line chart declares to the registry, not an answer of a migration', () => {
    expect(vizTypes.require('echarts_timeseries_line').legacyRedirects).toEqual([
      { legacyKey: 'line', field: 'line_interpolation', targets: expect.objectContaining({ 'step-before': 'echarts_timeseries_step', monotone: 'echarts_timeseries_smooth' }) },
    ]);
    // Every declared target is a registered type, so no stored line chart falls back unexpectedly.
    for (const viz of vizTypes.list()) {
      for (const redirect of viz.legacyRedirects ?? []) for (const target of Object.values(redirect.targets)) expect(vizTypes.has(target), target).toBe(true);
    }
  });

  it('keeps a step position the chart already chose', () => {
    const chart = { ...stored, datasource: '3__table', line_interpolation: 'step-before', seriesType: 'middle' };
    expect(openFormData(vizTypes.requireResolved('line', chart), chart, '3__table')).toMatchObject({ viz_type: 'echarts_timeseries_step', seriesType: 'middle' });
  });

  it('opens as a line chart when found without its form data', () => {
    const viz = vizTypes.requireResolved('line');
    expect(viz.key).toBe('echarts_timeseries_line');
    expect(openFormData(viz, { ...stored, line_interpolation: 'step-after' }, '3__table').viz_type).toBe('echarts_timeseries_line');
  });
});
