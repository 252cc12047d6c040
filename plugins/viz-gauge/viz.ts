import { defineViz } from '@core/plugin-api/index.js';
import { buildGaugeQuery } from './build-query.js';
import { gaugeSchema, gaugeUiSchema, type GaugeFormData } from './form-data.schema.js';
import { gaugeManifest } from './manifest.js';
import { migrateGauge } from './migrate.js';
import { transformGaugeProps, type GaugeChartProps } from './transform-props.js';

/** The `gauge_chart` viz type: a metric on a dial, with cross-filtering by group. */
export const gaugeViz = defineViz<GaugeFormData, GaugeChartProps>({
  ...gaugeManifest,
  formDataSchema: gaugeSchema,
  uiSchema: gaugeUiSchema,
  buildQuery: buildGaugeQuery,
  transformProps: transformGaugeProps,
  migrate: migrateGauge,
  loadComponent: () => import('./GaugeChart.js'),
});
