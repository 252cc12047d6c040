import { defineViz } from '@core/plugin-api/index.js';
import { buildPopKpiQuery } from './build-query.js';
import { popKpiSchema, popKpiUiSchema, type PopKpiFormData } from './form-data.schema.js';
import { popKpiManifest } from './manifest.js';
import { migratePopKpi } from './migrate.js';
import { transformPopKpiProps, type PopKpiChartProps } from './transform-props.js';

/** The `pop_kpi` viz type: a big number compared with an earlier period. */
export const popKpiViz = defineViz<PopKpiFormData, PopKpiChartProps>({
  ...popKpiManifest,
  formDataSchema: popKpiSchema,
  uiSchema: popKpiUiSchema,
  buildQuery: buildPopKpiQuery,
  transformProps: transformPopKpiProps,
  migrate: migratePopKpi,
  loadComponent: () => import('./PopKpiChart.js'),
});
