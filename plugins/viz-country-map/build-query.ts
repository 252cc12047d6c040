import { buildQueryObject, parseDatasourceKey, type QueryContext } from '@core/plugin-api/index.js';
import { withCountryMapDefaults, type CountryMapFormData } from './form-data.schema.js';

/**
 * The query of `country_map`, as Superset builds it: the metric per region code.
 *
 * @example
 * buildCountryMapQuery({ datasource: '9__table', viz_type: 'country_map', select_country: 'france', entity: 'DEPT_ID', metric: 'sum__2004' });
 * // queries[0]: { columns: ['DEPT_ID'], metrics: ['sum__2004'], row_limit: 10000, … }
 */
export function buildCountryMapQuery(formData: CountryMapFormData): QueryContext {
  const filled = withCountryMapDefaults(formData);
  const metric = filled.metric === '' ? null : filled.metric;
  const query = buildQueryObject({ ...filled, metric: undefined, metrics: metric ? [metric] : [], groupby: [], columns: filled.entity ? [filled.entity] : [] });
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
