import { buildPeriodMetricsQuery, type QueryContext } from '@core/plugin-api/index.js';
import { withHorizonDefaults, type HorizonFormData } from './form-data.schema.js';

/**
 * The query of `horizon`: the metrics per period of the time column and per group, oldest first
 * (`buildPeriodMetricsQuery`). `transformProps` pivots the rows into one series per
 * metric and group.
 *
 * @example
 * buildHorizonQuery({ datasource: '3__table', viz_type: 'horizon', granularity_sqla: 'ds', time_grain_sqla: 'P1Y', metrics: ['count'] });
 * // queries[0]: { columns: [{ sqlExpression: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y', … }], metrics: ['count'], … }
 */
export function buildHorizonQuery(formData: HorizonFormData): QueryContext {
  return buildPeriodMetricsQuery(withHorizonDefaults(formData), formData);
}
