import { defineViz } from '@core/plugin-api/index.js';
import { buildHorizonQuery } from './build-query.js';
import { horizonSchema, horizonUiSchema, type HorizonFormData } from './form-data.schema.js';
import { horizonManifest } from './manifest.js';
import { migrateHorizon } from './migrate.js';
import { transformHorizonProps, type HorizonChartProps } from './transform-props.js';

/** The `horizon` viz type: many time series as compact colour bands. */
export const horizonViz = defineViz<HorizonFormData, HorizonChartProps>({
  ...horizonManifest,
  formDataSchema: horizonSchema,
  uiSchema: horizonUiSchema,
  buildQuery: buildHorizonQuery,
  transformProps: transformHorizonProps,
  migrate: migrateHorizon,
  loadComponent: () => import('./HorizonChart.js'),
});
