import {
  buildQueryObject,
  formDataList,
  getColumnLabel,
  parseDatasourceKey,
  timeOffsetsOf,
  timeSeriesPostProcessing,
  xAxisColumn,
  type PostProcessingRule,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormMetric,
  type QueryFormOrderBy,
} from '@core/plugin-api/index.js';
import { withRoseDefaults, type RoseFormData } from './form-data.schema.js';

/**
 * The query of `rose`, the pipeline of Superset's legacy time-series charts: the metrics per
 * period of the time column (at the time grain) and per series, pivoted by the server into one
 * row per period and one column per series, through the rolling window, time comparison and
 * resampling of the advanced analytics; `contribution` turns each row into shares of its total.
 * A series limit keeps the top series by the sort metric.
 *
 * @example
 * buildRoseQuery({ datasource: '3__table', viz_type: 'rose', granularity_sqla: 'ds', time_grain_sqla: 'P1Y', metrics: ['count'], groupby: ['gender'] });
 * // queries[0]: { columns: [<ds at P1Y>, 'gender'], metrics: ['count'], post_processing: [pivot, rename, flatten], … }
 */
export function buildRoseQuery(formData: RoseFormData): QueryContext {
  const filled = withRoseDefaults(formData);
  const metrics = formDataList<QueryFormMetric>(filled.metrics);
  const timeColumn = filled.granularity_sqla || null;
  const axis = xAxisColumn({ ...filled, x_axis: timeColumn });
  const seriesColumns = formDataList<QueryFormColumn>(filled.groupby);
  const base = buildQueryObject({ ...filled, metric: undefined, metrics, columns: [] });
  const sortMetric = filled.timeseries_limit_metric || metrics[0];

  const postProcessing: PostProcessingRule[] = timeSeriesPostProcessing({ ...filled, metrics, x_axis: timeColumn });
  if (filled.contribution && postProcessing.length > 0) {
    // Shares of each period's total, before the columns are flattened.
    postProcessing.splice(postProcessing.length - 1, 0, { operation: 'contribution', options: { orientation: 'row' } });
  }
  const query = {
    ...base,
    columns: [...(axis ? [axis] : []), ...seriesColumns],
    series_columns: seriesColumns.map((column) => getColumnLabel(column)).filter((label): label is string => label !== undefined),
    is_timeseries: false,
    orderby: base.series_limit !== undefined && sortMetric ? [[sortMetric, filled.order_desc === false] as QueryFormOrderBy] : [],
    time_offsets: timeOffsetsOf(filled),
    post_processing: postProcessing,
  };
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
