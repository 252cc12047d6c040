import { defineViz } from '@core/plugin-api/index.js';
import { buildCalHeatmapQuery } from './build-query.js';
import { calHeatmapSchema, calHeatmapUiSchema, type CalHeatmapFormData } from './form-data.schema.js';
import { calHeatmapManifest } from './manifest.js';
import { migrateCalHeatmap } from './migrate.js';
import { transformCalHeatmapProps, type CalHeatmapChartProps } from './transform-props.js';

/** The `cal_heatmap` viz type: a metric over time as calendar blocks of shaded cells. */
export const calHeatmapViz = defineViz<CalHeatmapFormData, CalHeatmapChartProps>({
  ...calHeatmapManifest,
  formDataSchema: calHeatmapSchema,
  uiSchema: calHeatmapUiSchema,
  buildQuery: buildCalHeatmapQuery,
  transformProps: transformCalHeatmapProps,
  migrate: migrateCalHeatmap,
  loadComponent: () => import('./CalHeatmapChart.js'),
});
