import { buildQueryObject, parseDatasourceKey, type QueryContext, type QueryFormMetric, type QueryFormOrderBy } from '@core/plugin-api/index.js';
import { withWorldMapDefaults, type WorldMapFormData } from './form-data.schema.js';

const chosen = (metric: QueryFormMetric | null | undefined): QueryFormMetric | null => (metric === undefined || metric === null || metric === '' ? null : metric);

/**
 * The query of `world_map`, as Superset builds it: the metric (and the bubble-size metric, when
 * set) per country, largest first when `sort_by_metric` is on, at most `row_limit` countries.
 *
 * @example
 * buildWorldMapQuery({ datasource: '7__table', viz_type: 'world_map', entity: 'country_code', country_fieldtype: 'cca3', metric: 'sum__SP_POP_TOTL' });
 * // queries[0]: { columns: ['country_code'], metrics: ['sum__SP_POP_TOTL'], orderby: [['sum__SP_POP_TOTL', false]], row_limit: 10000, … }
 */
export function buildWorldMapQuery(formData: WorldMapFormData): QueryContext {
  const filled = withWorldMapDefaults(formData);
  const metric = chosen(filled.metric);
  const secondary = chosen(filled.secondary_metric);
  const metrics = [metric, secondary].filter((m): m is QueryFormMetric => m !== null);
  const unique = metrics.filter((m, i) => metrics.findIndex((other) => JSON.stringify(other) === JSON.stringify(m)) === i);
  const query = {
    ...buildQueryObject({ ...filled, metric: undefined, metrics: unique, groupby: [], columns: filled.entity ? [filled.entity] : [] }),
    orderby: metric && filled.sort_by_metric ? [[metric, false] as QueryFormOrderBy] : [],
  };
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
