import { describe, expect, it } from 'vitest';
import { createAjvSchemaCompiler } from '@core/registry/index.js';
import { createWebKernel } from '../../web/kernel/create-web-kernel.js';
import { WEB_PLUGINS } from '../../web/kernel/web-plugins.js';
import { MAPS_DATASETS, MAPS_TABS, mapsCharts, type MapsChart } from './maps-dashboard-charts.js';
import { withLayerIds } from './maps-dashboard.js';

const compiler = createAjvSchemaCompiler();
const kernel = createWebKernel(WEB_PLUGINS, { schemaCompiler: compiler });
const isMap = (viz: { key: string; category: string }) => viz.category === 'Map' || viz.key.startsWith('deck_');
/** Made-up saved ids, as the installer gives each chart. */
const fakeIds = new Map<MapsChart, number>(mapsCharts().map((chart, index) => [chart, index + 1]));

describe('the Maps dashboard', () => {
  it('holds exactly one chart of every registered map type', () => {
    const wanted = kernel.vizTypes.list().filter(isMap).map((viz) => viz.key).sort();
    expect(wanted).toEqual(expect.arrayContaining(['deck_scatter', 'deck_multi', 'mapbox', 'osm', 'world_map']));
    const shown = mapsCharts().map((chart) => chart.formData.viz_type);
    // country_map twice: France and the United States.
    expect([...new Set(shown)].sort()).toEqual(wanted);
    expect(shown.filter((key) => key === 'country_map')).toHaveLength(2);
    expect(shown.length).toBe(wanted.length + 1);
  });

  it('gives every chart form data its map type accepts, and names every chart once', () => {
    for (const chart of mapsCharts()) {
      const viz = kernel.vizTypes.require(chart.formData.viz_type);
      const formData = { ...viz.defaults, ...withLayerIds(chart, fakeIds).formData, datasource: '1__table' };
      expect({ chart: chart.name, problems: compiler.compile(viz.formDataSchema)(formData) }).toEqual({ chart: chart.name, problems: [] });
      expect(() => viz.buildQuery(formData), chart.name).not.toThrow();
    }
    const names = mapsCharts().map((chart) => chart.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('layers only deck.gl charts of the dashboard, and gives them their saved ids', () => {
    const layered = mapsCharts().filter((chart) => chart.layers);
    expect(layered.map((chart) => chart.formData.viz_type)).toEqual(['deck_multi']);
    const charts = new Set(mapsCharts());
    for (const chart of layered) {
      expect(chart.layers!.length).toBeGreaterThanOrEqual(2);
      for (const layer of chart.layers!) {
        expect(charts.has(layer), layer.name).toBe(true);
        expect(layer.formData.viz_type.startsWith('deck_') && layer.formData.viz_type !== 'deck_multi', layer.name).toBe(true);
      }
      expect(withLayerIds(chart, fakeIds).formData['deck_slices']).toEqual(chart.layers!.map((layer) => fakeIds.get(layer)));
      expect(() => withLayerIds(chart, new Map())).toThrow(/not saved yet/);
    }
  });

  it('fills no row past the twelve grid columns, and reads only known datasets', () => {
    const tables = ['long_lat', 'flights', 'bart_lines', 'sf_population_polygons', 'birth_france_by_region', 'wb_health_population', 'birth_names'];
    const known = new Set([...tables, ...MAPS_DATASETS.map((dataset) => dataset.tableName)]);
    for (const tab of MAPS_TABS) {
      expect(tab.rows.length, tab.title).toBeGreaterThan(0);
      for (const row of tab.rows) expect(row.reduce((sum, chart) => sum + chart.width, 0), tab.title).toBeLessThanOrEqual(12);
    }
    for (const chart of mapsCharts()) expect(known.has(chart.dataset), chart.name).toBe(true);
  });

  it("declares each virtual dataset's columns", () => {
    for (const dataset of MAPS_DATASETS) for (const column of dataset.columns) expect(dataset.sql).toContain(column.column_name);
  });
});
