import { defineViz } from '@core/plugin-api/index.js';
import { buildBoxPlotQuery } from './build-query.js';
import { boxPlotSchema, boxPlotUiSchema, type BoxPlotFormData } from './form-data.schema.js';
import { boxPlotManifest } from './manifest.js';
import { migrateBoxPlot } from './migrate.js';
import { transformBoxPlotProps, type BoxPlotChartProps } from './transform-props.js';

/** The `box_plot` viz type: distributions of metrics across groups, with cross-filtering. */
export const boxPlotViz = defineViz<BoxPlotFormData, BoxPlotChartProps>({
  ...boxPlotManifest,
  formDataSchema: boxPlotSchema,
  uiSchema: boxPlotUiSchema,
  buildQuery: buildBoxPlotQuery,
  transformProps: transformBoxPlotProps,
  migrate: migrateBoxPlot,
  loadComponent: () => import('./BoxPlotChart.js'),
});
