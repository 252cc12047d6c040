import { defineViz } from '@core/plugin-api/index.js';
import { buildHistogramQuery } from './build-query.js';
import { histogramSchema, histogramUiSchema, type HistogramFormData } from './form-data.schema.js';
import { histogramManifest } from './manifest.js';
import { migrateHistogram } from './migrate.js';
import { transformHistogramProps, type HistogramChartProps } from './transform-props.js';

/** The `histogram_v2` viz type (and Superset's legacy `histogram`): the distribution of a numeric column. */
export const histogramViz = defineViz<HistogramFormData, HistogramChartProps>({
  ...histogramManifest,
  formDataSchema: histogramSchema,
  uiSchema: histogramUiSchema,
  buildQuery: buildHistogramQuery,
  transformProps: transformHistogramProps,
  migrate: migrateHistogram,
  loadComponent: () => import('./HistogramChart.js'),
});
