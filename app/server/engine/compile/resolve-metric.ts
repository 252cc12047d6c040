import { getMetricLabel } from '@core/query/form-data/labels.js';
import { ErrorType } from '@core/errors/index.js';
import type { AdhocMetric, QueryFormMetric } from '@core/plugin-api/index.js';
import type { CompileContext } from './compile-context.js';
import { CompileError } from './compile-error.js';
import { datasetColumnSql } from './resolve-column.js';

/** A metric reference turned into SQL. */
export interface ResolvedMetric {
  sql: string;
  label: string;
}

const AGGREGATES = new Set(['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM']);

/** True for an adhoc metric object (rather than a saved metric's name). */
export function isAdhocMetric(value: unknown): value is AdhocMetric {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as AdhocMetric).expressionType;
  return type === 'SIMPLE' || type === 'SQL';
}

/**
 * The label Superset gives a metric (`get_metric_name`): its `label` when set; for a SIMPLE metric
 * `AGG(column)`; for a SQL metric its expression; a saved metric's name.
 *
 * @example
 * ```ts
 * metricLabel({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' } }); // 'SUM(num)'
 * ```
 */
export function metricLabel(metric: QueryFormMetric): string {
  const label = getMetricLabel(metric);
  if (label === undefined) throw new CompileError(`Invalid metric object: ${JSON.stringify(metric)}`, ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
  return label;
}

/**
 * Resolves a metric: a saved metric's expression (owner SQL), a SIMPLE aggregate over a dataset
 * column, or a SQL metric (user SQL; in ORDER BY it may name the query's metrics too). Unknown
 * names and columns are errors.
 */
export function resolveMetric(ctx: CompileContext, metric: QueryFormMetric, inOrderBy = false): ResolvedMetric {
  if (typeof metric === 'string') {
    const saved = ctx.metricsByName.get(metric);
    if (!saved) throw new CompileError(`Metric '${metric}' does not exist`, ErrorType.COLUMN_DOES_NOT_EXIST_ERROR);
    return { sql: ctx.ownerSql(saved.expression, `The expression of metric ${metric}`), label: metric };
  }
  if (!isAdhocMetric(metric)) throw new CompileError(`Invalid metric object: ${JSON.stringify(metric)}`, ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
  const label = metricLabel(metric);
  if (metric.expressionType === 'SQL') {
    if (!metric.sqlExpression) throw new CompileError(`Metric ${label} has no SQL expression`, ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
    return { sql: ctx.userSql(metric.sqlExpression, `Custom SQL of metric ${label}`, inOrderBy), label };
  }
  const aggregate = metric.aggregate ?? '';
  if (!AGGREGATES.has(aggregate)) {
    throw new CompileError(`Invalid aggregate for metric ${label}: ${String(metric.aggregate)}`, ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
  }
  const columnName = metric.column?.column_name;
  const column = columnName ? ctx.columnsByName.get(columnName) : undefined;
  if (!column) {
    throw new CompileError(`Column referenced by aggregate is undefined: ${columnName ?? ''}`, ErrorType.COLUMN_DOES_NOT_EXIST_ERROR);
  }
  const sql = datasetColumnSql(ctx, column);
  return { sql: aggregate === 'COUNT_DISTINCT' ? `COUNT(DISTINCT ${sql})` : `${aggregate}(${sql})`, label };
}
