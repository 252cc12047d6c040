import { parseDatasourceKey, type QueryContext } from '@core/plugin-api/index.js';
import { timeseriesQueryObject } from './build-query.js';
import { queryAFormData, queryBFormData, type MixedTimeseriesFormData } from './mixed-form-data.js';

/**
 * The chart-data request of a mixed chart: two time-series queries over the shared x-axis and time
 * range, A from the plain fields and B from the `_b` ones (its metrics, dimensions, filters, limits
 * and advanced analytics), each pivoted into one column per series. `result[0]` answers A,
 * `result[1]` B.
 *
 * @example
 * buildMixedTimeseriesQuery({ datasource: '1__table', viz_type: 'mixed_timeseries', x_axis: 'ds', metrics: ['count'], metrics_b: ['sum__num'] }).queries.length; // 2
 */
export function buildMixedTimeseriesQuery(formData: MixedTimeseriesFormData): QueryContext {
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [timeseriesQueryObject(queryAFormData(formData)), timeseriesQueryObject(queryBFormData(formData))],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
