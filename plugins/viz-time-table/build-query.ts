import {
  buildQueryObject,
  formDataList,
  getColumnLabel,
  parseDatasourceKey,
  xAxisColumn,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormMetric,
  type QueryFormOrderBy,
} from '@core/plugin-api/index.js';
import { withTimeTableDefaults, type TimeTableFormData } from './form-data.schema.js';

/**
 * The query of `time_table`: the metrics per period of the time column (truncated to the time
 * grain) and per group, oldest first. With a group limit the groups are ranked by the sort metric
 * (the first metric when none is chosen). `transformProps` pivots the rows into one series per row.
 *
 * @example
 * buildTimeTableQuery({ datasource: '3__table', viz_type: 'time_table', granularity_sqla: 'ds', time_grain_sqla: 'P1Y', metrics: ['count'] });
 * // queries[0]: { columns: [{ sqlExpression: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y', … }], metrics: ['count'], … }
 */
export function buildTimeTableQuery(formData: TimeTableFormData): QueryContext {
  const filled = withTimeTableDefaults(formData);
  const time = xAxisColumn({ ...filled, x_axis: filled.granularity_sqla });
  const groupby = formDataList<QueryFormColumn>(filled.groupby);
  const base = buildQueryObject({ ...filled, groupby: [], columns: [] });
  const metrics = base.metrics ?? [];
  const sortMetric: QueryFormMetric | undefined = filled.timeseries_limit_metric ?? metrics[0];
  const orderby: QueryFormOrderBy[] = time ? [[time, true]] : [];
  const query = {
    ...base,
    columns: [...(time ? [time] : []), ...groupby],
    series_columns: groupby.map((column) => getColumnLabel(column)).filter((label): label is string => label !== undefined),
    is_timeseries: false,
    ...(base.series_limit !== undefined && sortMetric !== undefined ? { series_limit_metric: sortMetric } : {}),
    orderby,
  };
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
