import { defineViz } from '@core/plugin-api/index.js';
import { buildRoseQuery } from './build-query.js';
import { roseSchema, roseUiSchema, type RoseFormData } from './form-data.schema.js';
import { roseManifest } from './manifest.js';
import { migrateRose } from './migrate.js';
import { transformRoseProps, type RoseChartProps } from './transform-props.js';

/** The `rose` viz type: Superset's Nightingale rose, a time series as polar wedges. */
export const roseViz = defineViz<RoseFormData, RoseChartProps>({
  ...roseManifest,
  formDataSchema: roseSchema,
  uiSchema: roseUiSchema,
  buildQuery: buildRoseQuery,
  transformProps: transformRoseProps,
  migrate: migrateRose,
  loadComponent: () => import('./RoseChart.js'),
});
