import { defineViz } from '@core/plugin-api/index.js';
import { buildSunburstQuery } from './build-query.js';
import { sunburstSchema, sunburstUiSchema, type SunburstFormData } from './form-data.schema.js';
import { sunburstManifest } from './manifest.js';
import { migrateSunburst } from './migrate.js';
import { transformSunburstProps, type SunburstChartProps } from './transform-props.js';

/** The `sunburst_v2` viz type: a hierarchy as rings of arcs, with cross-filtering; opens legacy `sunburst` charts. */
export const sunburstViz = defineViz<SunburstFormData, SunburstChartProps>({
  ...sunburstManifest,
  formDataSchema: sunburstSchema,
  uiSchema: sunburstUiSchema,
  buildQuery: buildSunburstQuery,
  transformProps: transformSunburstProps,
  migrate: migrateSunburst,
  loadComponent: () => import('./SunburstChart.js'),
});
