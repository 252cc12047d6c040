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
  type PostProcessingRule,
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
  return { datasource: parseDatasourceKey(formData.datasource), queries: [timeseriesQueryObject(formData)], form_data: formData, result_format: 'json', result_type: 'full' };
}

/**
 * The post-processing of a time-series query: the advanced-analytics chain, with Superset's
 * contribution (`contributionMode`: each value's share of its row's or its series' total) after
 * the series are renamed and before they are flattened, computed separately per time shift.
 */
export function timeseriesChartPostProcessing(formData: TimeseriesFormData): PostProcessingRule[] {
  const rules = timeSeriesPostProcessing(formData);
  const mode = formData.contributionMode;
  if ((mode !== 'row' && mode !== 'column') || rules.length === 0) return rules;
  const offsets = timeOffsetsOf(formData);
  const contribution: PostProcessingRule = { operation: 'contribution', options: { orientation: mode, ...(offsets.length > 0 ? { time_shifts: offsets } : {}) } };
  // Where Superset runs it: after the rename, before the flatten.
  const at = rules.findIndex((rule) => rule?.operation === 'flatten');
  return at < 0 ? [...rules, contribution] : [...rules.slice(0, at), contribution, ...rules.slice(at)];
}

/**
 * The query object of one time-series query (the chart's, or one of a mixed chart's two): grouped
 * by the x-axis at its time grain and the dimensions, pivoted into one column per series.
 */
export function timeseriesQueryObject(formData: TimeseriesFormData): QueryObject {
  const base = buildQueryObject(formData);
  const xColumn = xAxisColumn(formData);
  const seriesColumns = formDataList<QueryFormColumn>(formData.groupby)
    .map(getColumnLabel)
    .filter((label): label is string => label !== undefined);
  const metrics = base.metrics ?? [];
  const sortMetric: QueryFormMetric | undefined = formData.series_limit_metric ?? formData.timeseries_limit_metric ?? metrics[0];

  const query: QueryObject = {
    ...base,
    columns: [...(xColumn ? [xColumn] : []), ...(base.columns ?? [])],
    series_columns: seriesColumns,
    // The x-axis is an ordinary column here (Superset's generic axes), not the legacy __timestamp.
    is_timeseries: false,
    orderby: base.series_limit !== undefined && sortMetric !== undefined ? [[sortMetric, formData.order_desc === false]] : [],
    time_offsets: timeOffsetsOf(formData),
    post_processing: timeseriesChartPostProcessing(formData),
  };
  return query;
}
