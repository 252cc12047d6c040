import {
  buildQueryObject,
  formDataList,
  getColumnLabel,
  parseDatasourceKey,
  timeOffsetsOf,
  timeSeriesPostProcessing,
  xAxisColumn,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormMetric,
  type QueryObject,
} from '@core/plugin-api/index.js';
import type { TimeseriesFormData } from './timeseries-form-data.js';

/**
 * The chart-data request of a time-series chart: one query grouped by the x-axis (truncated to
 * the time grain) and the dimensions, whose result the server pivots into one column per series
 * and post-processes (rolling window, time comparison, resampling). Series are ranked by the sort
 * metric (or the first metric) when a series limit is set.
 *
 * @example
 * buildTimeseriesQuery({ datasource: '1__table', viz_type: 'echarts_timeseries_line', x_axis: 'ds', metrics: ['count'], groupby: ['gender'] })
 * // { datasource: { id: 1, type: 'table' }, queries: [{ columns: [<ds BASE_AXIS>, 'gender'], series_columns: ['gender'], post_processing: [pivot, rename, flatten], … }] }
 */
export function buildTimeseriesQuery(formData: TimeseriesFormData): QueryContext {
  const datasource = parseDatasourceKey(formData.datasource);
  const base = buildQueryObject(formData);
  const xColumn = xAxisColumn(formData);
  const seriesColumns = formDataList<QueryFormColumn>(formData.groupby)
    .map(getColumnLabel)
    .filter((label): label is string => label !== undefined);
  const metrics = base.metrics ?? [];
  const sortMetric: QueryFormMetric | undefined = formData.series_limit_metric ?? metrics[0];

  const query: QueryObject = {
    ...base,
    columns: [...(xColumn ? [xColumn] : []), ...(base.columns ?? [])],
    series_columns: seriesColumns,
    // The x-axis is an ordinary column here (Superset's generic axes), not the legacy __timestamp.
    is_timeseries: false,
    orderby: base.series_limit !== undefined && sortMetric !== undefined ? [[sortMetric, formData.order_desc === false]] : [],
    time_offsets: timeOffsetsOf(formData),
    post_processing: timeSeriesPostProcessing(formData),
  };
  return { datasource, queries: [query], form_data: formData, result_format: 'json', result_type: 'full' };
}
