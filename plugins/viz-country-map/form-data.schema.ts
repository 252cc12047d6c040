import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import { entity, linearColorSchemeOverride, selectCountry } from './country-map-controls.js';

/** Form data of `country_map`. */
export interface CountryMapFormData extends QueryFormData {
  select_country?: string;
  entity?: QueryFormColumn | null;
  metric?: QueryFormMetric | null;
  adhoc_filters?: AdhocFilter[];
  row_limit?: number;
  linear_color_scheme?: string;
  number_format?: string;
}

/** Form-data schema and control panel of `country_map`, in Superset's order. */
export const { schema: countryMapSchema, uiSchema: countryMapUiSchema } = composeVizSchema(
  ['datasource', 'viz_type', selectCountry, entity, 'metric', 'adhoc_filters', 'row_limit', 'linear_color_scheme', 'number_format'],
  {
    viz_type: { schema: { default: 'country_map' } },
    metric: { description: 'The value of each region: it shades the region on the linear colour scheme.' },
    row_limit: { schema: { default: 10000 } },
    number_format: { description: 'How values are written in tooltips and the legend, as a d3-format specifier; adaptive by default.' },
    linear_color_scheme: linearColorSchemeOverride,
  },
);

/** `country_map` form data with every undefined field set to its schema default. */
export function withCountryMapDefaults(formData: CountryMapFormData): Required<CountryMapFormData> {
  return withSchemaDefaults(countryMapSchema, formData) as Required<CountryMapFormData>;
}
