import { defineViz } from '@core/plugin-api/index.js';
import { buildFunnelQuery } from './build-query.js';
import { funnelSchema, funnelUiSchema, type FunnelFormData } from './form-data.schema.js';
import { funnelManifest } from './manifest.js';
import { migrateFunnel } from './migrate.js';
import { transformFunnelProps, type FunnelChartProps } from './transform-props.js';

/** The `funnel` viz type: a quantity narrowing through steps, with cross-filtering. */
export const funnelViz = defineViz<FunnelFormData, FunnelChartProps>({
  ...funnelManifest,
  formDataSchema: funnelSchema,
  uiSchema: funnelUiSchema,
  buildQuery: buildFunnelQuery,
  transformProps: transformFunnelProps,
  migrate: migrateFunnel,
  loadComponent: () => import('./FunnelChart.js'),
});
