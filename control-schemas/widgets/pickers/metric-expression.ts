import type { AdhocMetric, QueryFormMetric } from '@core/plugin-api/index.js';
import type { ExploreColumn, ExploreMetric } from '../control-panel-context.js';
import { columnKindOf } from './column-kind.js';

/** An aggregate of a SIMPLE adhoc metric. */
export type MetricAggregate = NonNullable<AdhocMetric['aggregate']>;

/** The aggregates the Simple tab offers, in menu order. */
export const METRIC_AGGREGATES: readonly MetricAggregate[] = ['SUM', 'AVG', 'COUNT', 'COUNT_DISTINCT', 'MIN', 'MAX'];

/** The parts of a SIMPLE adhoc metric: an aggregate over one dataset column. */
export interface SimpleMetricParts {
  aggregate: MetricAggregate;
  column: { column_name: string; type?: string | null };
}

/*
 * AGG( [DISTINCT] column ) with the column bare or quoted the ways SQL dialects quote
 * identifiers ("col", `col`, [col]). Anything else (COUNT(*), expressions, literals) is SQL.
 */
const SIMPLE_METRIC_PATTERN =
  /^\s*(SUM|AVG|COUNT|MIN|MAX)\s*\(\s*(DISTINCT\s+)?(?:"([^"]+)"|`([^`]+)`|\[([^\]]+)\]|([A-Za-z_][\w$]*))\s*\)\s*;?\s*$/i;

/**
 * Recognises SQL that is a simple aggregate of a known column, `SUM(num)`, `avg( "num" )`,
 * `COUNT(DISTINCT name)`, case-insensitively and with optional identifier quotes, so that typing
 * it in the Custom SQL tab saves a SIMPLE metric. The column must be one of `columns` (an exact
 * match first, else a case-insensitive one); anything else returns null.
 *
 * @example
 * parseSimpleMetric('count(distinct "name")', [{ column_name: 'name' }]);
 * // { aggregate: 'COUNT_DISTINCT', column: { column_name: 'name', type: null } }
 */
export function parseSimpleMetric(sql: string, columns: readonly ExploreColumn[]): SimpleMetricParts | null {
  const match = SIMPLE_METRIC_PATTERN.exec(sql);
  if (!match) return null;
  const [, aggregateText, distinct, doubleQuoted, backQuoted, bracketed, bare] = match;
  const upper = aggregateText!.toUpperCase();
  if (distinct && upper !== 'COUNT') return null;
  const aggregate = (distinct ? 'COUNT_DISTINCT' : upper) as MetricAggregate;
  const name = (doubleQuoted ?? backQuoted ?? bracketed ?? bare)!;
  const column =
    columns.find((candidate) => candidate.column_name === name) ??
    columns.find((candidate) => candidate.column_name.toLowerCase() === name.toLowerCase());
  if (!column) return null;
  return { aggregate, column: { column_name: column.column_name, type: column.type ?? null } };
}

/** The SQL a simple aggregate stands for: `SUM(num)`, `COUNT(DISTINCT name)`. */
export function simpleMetricSql(aggregate: MetricAggregate, columnName: string): string {
  return aggregate === 'COUNT_DISTINCT' ? `COUNT(DISTINCT ${columnName})` : `${aggregate}(${columnName})`;
}

/** The aggregate a column dropped on a metric control gets: SUM for numbers, COUNT_DISTINCT otherwise. */
export function defaultAggregateFor(column: ExploreColumn): MetricAggregate {
  return columnKindOf(column) === 'numeric' ? 'SUM' : 'COUNT_DISTINCT';
}

/** A fresh `optionName` for an adhoc metric (`metric_<random>`), the key explore tracks it by. */
export function newMetricOptionName(): string {
  return `metric_${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36).slice(-4)}`;
}

/** The label an adhoc metric gets when the user has not named it: `SUM(num)` or its SQL. */
export function metricDefaultLabel(metric: Pick<AdhocMetric, 'expressionType' | 'aggregate' | 'column' | 'sqlExpression'>): string {
  if (metric.expressionType === 'SIMPLE') {
    const column = metric.column?.column_name ?? '';
    return metric.aggregate ? `${metric.aggregate}(${column})` : column;
  }
  return (metric.sqlExpression ?? '').trim();
}

/** A SIMPLE adhoc metric over a dataset column, labelled `AGG(column)`. */
export function simpleMetricOf(aggregate: MetricAggregate, column: ExploreColumn, optionName: string = newMetricOptionName()): AdhocMetric {
  const metric: AdhocMetric = {
    expressionType: 'SIMPLE',
    aggregate,
    column: { column_name: column.column_name, type: column.type ?? null },
  };
  return { ...metric, label: metricDefaultLabel(metric), hasCustomLabel: false, optionName };
}

/**
 * What a metric chip shows: a saved metric's verbose name (else its name), an adhoc metric's label,
 * else its default label.
 */
export function metricTitle(metric: QueryFormMetric, savedMetrics: readonly ExploreMetric[]): string {
  if (typeof metric === 'string') {
    const saved = savedMetrics.find((candidate) => candidate.metric_name === metric);
    return saved?.verbose_name?.trim() || metric;
  }
  return metric.label?.trim() || metricDefaultLabel(metric);
}

/** A React key for a metric in a list: its name or optionName with its position (names may repeat). */
export function metricKey(metric: QueryFormMetric, index: number): string {
  if (typeof metric === 'string') return `saved:${metric}:${index}`;
  return `adhoc:${metric.optionName ?? ''}:${index}`;
}
