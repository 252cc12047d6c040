import type { QueryFormColumn, QueryFormMetric } from '../model/query-object.js';

/**
 * The label a metric's values come back under: a saved metric's name, an adhoc metric's
 * `label`, else `AGG(column)` for a simple aggregate or the SQL expression. `undefined` for a
 * value that is not a metric.
 *
 * @example
 * getMetricLabel({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' } }); // 'SUM(num)'
 */
export function getMetricLabel(metric: QueryFormMetric | null | undefined): string | undefined {
  if (typeof metric === 'string') return metric;
  if (!metric || typeof metric !== 'object') return undefined;
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SIMPLE') {
    const column = metric.column?.column_name;
    if (column && metric.aggregate) return `${metric.aggregate}(${column})`;
    if (column) return column;
  }
  if (metric.expressionType === 'SQL' && metric.sqlExpression) return metric.sqlExpression;
  return undefined;
}

/** The label a column's values come back under: its name, or an adhoc column's label or SQL. */
export function getColumnLabel(column: QueryFormColumn | null | undefined): string | undefined {
  if (typeof column === 'string') return column;
  if (!column || typeof column !== 'object') return undefined;
  return column.label || column.sqlExpression || undefined;
}
