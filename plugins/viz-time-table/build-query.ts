import { buildPeriodMetricsQuery, type QueryContext } from '@core/plugin-api/index.js';
import { withTimeTableDefaults, type TimeTableFormData } from './form-data.schema.js';

/**
 * The query of `time_table`: the metrics per period of the time column and per group, oldest first
 * (`buildPeriodMetricsQuery`). `transformProps` pivots the rows into one series per row.
 *
 * @example
 * buildTimeTableQuery({ datasource: '3__table', viz_type: 'time_table', granularity_sqla: 'ds', time_grain_sqla: 'P1Y', metrics: ['count'] });
 * // queries[0]: { columns: [{ sqlExpression: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y', … }], metrics: ['count'], … }
 */
export function buildTimeTableQuery(formData: TimeTableFormData): QueryContext {
  return buildPeriodMetricsQuery(withTimeTableDefaults(formData), formData);
}
