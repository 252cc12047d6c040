import { defineViz } from '@core/plugin-api/index.js';
import { buildPieQuery } from './build-query.js';
import { pieSchema, pieUiSchema, type PieFormData } from './form-data.schema.js';
import { pieManifest } from './manifest.js';
import { migratePie } from './migrate.js';
import { transformPieProps, type PieChartProps } from './transform-props.js';

/** The `pie` viz type: shares of a whole by category, with cross-filtering. */
export const pieViz = defineViz<PieFormData, PieChartProps>({
  ...pieManifest,
  formDataSchema: pieSchema,
  uiSchema: pieUiSchema,
  buildQuery: buildPieQuery,
  transformProps: transformPieProps,
  migrate: migratePie,
  loadComponent: () => import('./PieChart.js'),
});
