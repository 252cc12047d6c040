import { defineViz } from '@core/plugin-api/index.js';
import { buildRadarQuery } from './build-query.js';
import { radarSchema, radarUiSchema, type RadarFormData } from './form-data.schema.js';
import { radarManifest } from './manifest.js';
import { migrateRadar } from './migrate.js';
import { transformRadarProps, type RadarChartProps } from './transform-props.js';

/** The `radar` viz type: several metrics per category on radial axes, with cross-filtering. */
export const radarViz = defineViz<RadarFormData, RadarChartProps>({
  ...radarManifest,
  formDataSchema: radarSchema,
  uiSchema: radarUiSchema,
  buildQuery: buildRadarQuery,
  transformProps: transformRadarProps,
  migrate: migrateRadar,
  loadComponent: () => import('./RadarChart.js'),
});
