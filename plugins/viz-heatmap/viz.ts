import { defineViz } from '@core/plugin-api/index.js';
import { buildHeatmapQuery } from './build-query.js';
import { heatmapSchema, heatmapUiSchema, type HeatmapFormData } from './form-data.schema.js';
import { heatmapManifest } from './manifest.js';
import { migrateHeatmap } from './migrate.js';
import { transformHeatmapProps, type HeatmapChartProps } from './transform-props.js';

/** The `heatmap_v2` viz type (and Superset's legacy `heatmap`): a metric over two dimensions, as colour. */
export const heatmapViz = defineViz<HeatmapFormData, HeatmapChartProps>({
  ...heatmapManifest,
  formDataSchema: heatmapSchema,
  uiSchema: heatmapUiSchema,
  buildQuery: buildHeatmapQuery,
  transformProps: transformHeatmapProps,
  migrate: migrateHeatmap,
  loadComponent: () => import('./HeatmapChart.js'),
});
