import { describe, expect, it } from 'vitest';
import { createAjvSchemaCompiler } from '@core/registry/index.js';
import { createWebKernel } from '../../web/kernel/create-web-kernel.js';
import { WEB_PLUGINS } from '../../web/kernel/web-plugins.js';
import { GALLERY_DATASETS, GALLERY_TABS, galleryCharts } from './chart-gallery-charts.js';

const compiler = createAjvSchemaCompiler();
const kernel = createWebKernel(WEB_PLUGINS, { schemaCompiler: compiler });
/** Maps need map tiles or WebGL and have a dashboard of their own; the gallery leaves them out. */
const isMap = (viz: { key: string; category: string }) => viz.category === 'Map' || viz.key.startsWith('deck_');

describe('the chart gallery', () => {
  it('holds exactly one chart of every registered viz type but the maps', () => {
    const wanted = kernel.vizTypes.list().filter((viz) => !isMap(viz)).map((viz) => viz.key).sort();
    const shown = galleryCharts().map((chart) => chart.formData.viz_type).sort();
    expect(shown).toEqual(wanted);
  });

  it('gives every chart form data its viz type accepts, and names every chart once', () => {
    for (const chart of galleryCharts()) {
      const viz = kernel.vizTypes.require(chart.formData.viz_type);
      const formData = { ...viz.defaults, ...chart.formData, datasource: '1__table' };
      expect({ chart: chart.name, problems: compiler.compile(viz.formDataSchema)(formData) }).toEqual({ chart: chart.name, problems: [] });
      expect(() => viz.buildQuery(formData), chart.name).not.toThrow();
    }
    const names = galleryCharts().map((chart) => chart.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('fills no row past the twelve grid columns, and reads only known datasets', () => {
    const known = new Set(['birth_names', 'cleaned_sales_data', ...GALLERY_DATASETS.map((dataset) => dataset.tableName)]);
    for (const tab of GALLERY_TABS) {
      expect(tab.rows.length, tab.title).toBeGreaterThan(0);
      for (const row of tab.rows) expect(row.reduce((sum, chart) => sum + chart.width, 0), tab.title).toBeLessThanOrEqual(12);
    }
    for (const chart of galleryCharts()) expect(known.has(chart.dataset), chart.name).toBe(true);
  });

  it("declares each virtual dataset's columns, its time column among them", () => {
    for (const dataset of GALLERY_DATASETS) {
      const names = dataset.columns.map((column) => column.column_name);
      for (const name of names) expect(dataset.sql).toContain(name);
      if (dataset.mainDttmCol) expect(dataset.columns.find((column) => column.column_name === dataset.mainDttmCol)?.is_dttm).toBe(true);
    }
  });
});
