import { defineViz } from '@core/plugin-api/index.js';
import { buildCountryMapQuery } from './build-query.js';
import { countryMapSchema, countryMapUiSchema, type CountryMapFormData } from './form-data.schema.js';
import { countryMapManifest } from './manifest.js';
import { migrateCountryMap } from './migrate.js';
import { transformCountryMapProps, type CountryMapChartProps } from './transform-props.js';

/** The `country_map` viz type: a country's regions shaded by a metric. */
export const countryMapViz = defineViz<CountryMapFormData, CountryMapChartProps>({
  ...countryMapManifest,
  formDataSchema: countryMapSchema,
  uiSchema: countryMapUiSchema,
  buildQuery: buildCountryMapQuery,
  transformProps: transformCountryMapProps,
  migrate: migrateCountryMap,
  loadComponent: () => import('./CountryMapChart.js'),
});
