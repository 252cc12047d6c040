import type { TimeRange } from '@core/query/time-range/index.js';
import type { CompileContext } from './compile-context.js';
import type { QueryPlan } from './query-plan.js';
import { timeBoundsPredicate } from './time-bounds.js';

/** Variations of a plan's rendering used by time comparison. */
export interface RenderOptions {
  /** Replaces the main time filter's range (the shifted range of a time comparison). */
  mainBounds?: TimeRange;
  /** Range of the series-limit sub-query, so shifted queries rank the same series as the main one. */
  innerBounds?: TimeRange;
  /** Leaves out ORDER BY, LIMIT and OFFSET (a shifted query must return every row the join may need). */
  unbounded?: boolean;
}

const SERIES_ALIAS = 'series_limit';

function whereClause(ctx: CompileContext, plan: QueryPlan, bounds: TimeRange | undefined): string[] {
  const predicates: string[] = [];
  if (plan.mainTime) {
    const time = timeBoundsPredicate(ctx, plan.mainTime.sql, bounds ?? plan.mainTime.bounds, plan.mainTime.bound);
    if (time) predicates.push(time);
  }
  predicates.push(...plan.where, ...ctx.rowLevelSecurity.map((clause) => `(${clause})`));
  return predicates;
}

function seriesColumnAlias(index: number): string {
  return `__series_${index}`;
}

/** The ranked derived table of a series limit and the JOIN that keeps only its series. */
function seriesJoin(ctx: CompileContext, plan: QueryPlan, options: RenderOptions): string {
  const series = plan.seriesLimit!;
  const q = ctx.quote;
  const select = series.columns.map((c, i) => `${c.sql} AS ${q(seriesColumnAlias(i))}`);
  select.push(`${series.metricSql} AS ${q('__series_metric')}`);
  const where = whereClause(ctx, plan, options.innerBounds ?? options.mainBounds);
  // The series themselves break ties so the same N series come back from every engine.
  // The metric expression, not its alias: MySQL refuses an aggregate's alias inside an expression.
  const order = [ctx.dialect.orderTerm(series.metricSql, !series.descending), ...series.columns.map((c) => ctx.dialect.orderTerm(c.sql, true))];
  const inner = [
    `SELECT ${select.join(', ')}`,
    `FROM ${plan.from}`,
    where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
    `GROUP BY ${series.columns.map((c) => c.sql).join(', ')}`,
    `ORDER BY ${order.join(', ')}`,
    ctx.dialect.limitOffset(series.limit, 0),
  ].filter(Boolean);
  // NULL is a series too: match it explicitly, since NULL = NULL is not true.
  const on = series.columns.map((c, i) => {
    const right = `${q(SERIES_ALIAS)}.${q(seriesColumnAlias(i))}`;
    return `(${c.sql} = ${right} OR (${c.sql} IS NULL AND ${right} IS NULL))`;
  });
  return `JOIN (\n${inner.join('\n')}\n) AS ${q(SERIES_ALIAS)} ON ${on.join(' AND ')}`;
}

/**
 * Writes a plan as one SELECT: columns then metrics, FROM the table or virtual table (joined to
 * the series-limit ranking when there is one), WHERE, GROUP BY, HAVING, ORDER BY, LIMIT/OFFSET;
 * wrapped as `SELECT COUNT(*) AS rowcount FROM (…)` for a row count.
 */
export function renderQuery(ctx: CompileContext, plan: QueryPlan, options: RenderOptions = {}): string {
  const q = ctx.quote;
  const items = [...plan.columns, ...plan.metrics].map((item) => `${item.sql} AS ${q(item.label)}`);
  const where = whereClause(ctx, plan, options.mainBounds);
  const lines = [`SELECT ${items.join(', ')}`, `FROM ${plan.from}`];
  if (plan.seriesLimit) lines.push(seriesJoin(ctx, plan, options));
  if (where.length > 0) lines.push(`WHERE ${where.join(' AND ')}`);
  if (plan.aggregate && plan.columns.length > 0) lines.push(`GROUP BY ${plan.columns.map((c) => c.sql).join(', ')}`);
  if (plan.having.length > 0) lines.push(`HAVING ${plan.having.join(' AND ')}`);
  if (!options.unbounded) {
    if (plan.orderBy.length > 0) lines.push(`ORDER BY ${plan.orderBy.map((o) => ctx.dialect.orderTerm(o.sql, o.ascending)).join(', ')}`);
    const limit = ctx.dialect.limitOffset(plan.limit, plan.offset);
    if (limit) lines.push(limit);
  }
  const sql = lines.join('\n');
  if (!plan.isRowcount) return sql;
  return `SELECT COUNT(*) AS ${q('rowcount')}\nFROM (\n${sql}\n) AS ${q('rowcount_qry')}`;
}
