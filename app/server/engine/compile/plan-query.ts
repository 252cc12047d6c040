import { ErrorType } from '@core/errors/index.js';
import type { QueryFormColumn, QueryFormMetric, QueryFormOrderBy, QueryObject } from '@core/plugin-api/index.js';
import type { CompileContext } from './compile-context.js';
import { fromClause } from './from-clause.js';
import { CompileError } from './compile-error.js';
import { compileFilter, DTTM_ALIAS } from './compile-filter.js';
import { isTemporalReference, planMainTimeFilter } from './plan-main-time-filter.js';
import type { QueryPlan, SelectItem, SeriesLimitPlan } from './query-plan.js';
import { applyTimeGrain } from './apply-time-grain.js';
import { columnLabel, datasetColumnSql, findBaseAxis, isAdhocColumn, resolveColumn } from './resolve-column.js';
import { columnSql } from './temporal-column.js';
import { isAdhocMetric, metricLabel, resolveMetric } from './resolve-metric.js';
import { timeExtrasStatus } from './time-extras-status.js';

/** Fields of Superset's query object that are deprecated but still sent by older clients. */
interface LegacyQueryFields {
  groupby?: QueryFormColumn[] | null;
  timeseries_limit?: number | null;
  timeseries_limit_metric?: QueryFormMetric | null;
}

function nonNegativeInteger(value: unknown, field: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new CompileError(`${field} must be a non-negative integer`, ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
  }
  return value;
}

function dedupe(items: SelectItem[], taken = new Set<string>()): SelectItem[] {
  return items.filter((item) => (taken.has(item.label) ? false : (taken.add(item.label), true)));
}

/** Resolves the ORDER BY terms; the flag says whether one of them is a metric (which makes the query aggregate). */
function planOrderBy(ctx: CompileContext, orderby: readonly QueryFormOrderBy[], columns: SelectItem[], metrics: SelectItem[], grain: string | null) {
  let ordersByMetric = false;
  const terms = orderby.map(([ref, ascending]) => {
    const asc = ascending !== false;
    if (typeof ref === 'string') {
      const selectedMetric = metrics.find((m) => m.label === ref);
      const selectedColumn = columns.find((c) => c.label === ref);
      if (selectedMetric) ordersByMetric = true;
      if (selectedMetric || selectedColumn) return { sql: (selectedMetric ?? selectedColumn)!.sql, ascending: asc };
      if (ctx.metricsByName.has(ref)) {
        ordersByMetric = true;
        return { sql: resolveMetric(ctx, ref).sql, ascending: asc };
      }
      const column = ctx.columnsByName.get(ref);
      if (column) return { sql: datasetColumnSql(ctx, column), ascending: asc };
      throw new CompileError(`Unknown column used in orderby: ${ref}`, ErrorType.COLUMN_DOES_NOT_EXIST_ERROR);
    }
    if (isAdhocColumn(ref) && 'columnType' in ref && ref.columnType) {
      // The selected expression, so ORDER BY matches GROUP BY even when the grain came from extras.
      const selected = columns.find((c) => c.label === columnLabel(ref));
      return { sql: selected?.sql ?? resolveColumn(ctx, ref, grain).sql, ascending: asc };
    }
    const label = isAdhocMetric(ref) ? metricLabel(ref) : columnLabel(ref as QueryFormColumn);
    const selectedMetric = metrics.find((m) => m.label === label);
    const selectedColumn = selectedMetric ? undefined : columns.find((c) => c.label === label);
    if (selectedColumn && !(isAdhocMetric(ref) && ref.expressionType === 'SIMPLE')) return { sql: selectedColumn.sql, ascending: asc };
    if (isAdhocMetric(ref)) {
      ordersByMetric = true;
      return { sql: selectedMetric?.sql ?? resolveMetric(ctx, ref, true).sql, ascending: asc };
    }
    return { sql: resolveColumn(ctx, ref as QueryFormColumn).sql, ascending: asc };
  });
  return { terms, ordersByMetric };
}

function planSeriesLimit(ctx: CompileContext, query: QueryObject & LegacyQueryFields, columns: SelectItem[], metrics: SelectItem[]): SeriesLimitPlan | null {
  const limit = nonNegativeInteger(query.series_limit ?? (query.is_timeseries ? query.timeseries_limit : null) ?? null, 'series_limit');
  if (!limit) return null;
  const wanted = (query.series_columns ?? []).map(columnLabel);
  const seriesColumns = wanted.length > 0 ? columns.filter((c) => wanted.includes(c.label)) : query.is_timeseries ? columns.filter((c) => c.label !== DTTM_ALIAS) : [];
  if (seriesColumns.length === 0) return null;
  const metric = query.series_limit_metric ?? query.timeseries_limit_metric ?? null;
  const metricSql = metric ? resolveMetric(ctx, metric).sql : (metrics[0]?.sql ?? 'COUNT(*)');
  return { columns: seriesColumns, metricSql, limit, descending: query.order_desc !== false };
}

/**
 * Resolves a query object against its dataset and engine into a {@link QueryPlan}: columns (the
 * x-axis truncated to its grain, `__timestamp` first for legacy time series), metrics, filters
 * (unknown columns reported as rejected), the main time filter, extras where/having, order,
 * limits, series limit and row count. Raw (no GROUP BY) when `metrics` is absent or null, as in
 * Superset; `metrics: []` with columns, or a legacy `groupby`, groups them (distinct values).
 */
export function planQuery(ctx: CompileContext, query: QueryObject & LegacyQueryFields): QueryPlan {
  const columnsIn = (query.columns?.length ? query.columns : (query.groupby ?? [])).filter((c) => c !== DTTM_ALIAS);
  const metricsIn = query.metrics ?? null;
  if (!metricsIn?.length && columnsIn.length === 0) throw new CompileError('Empty query?', ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);

  const time = planMainTimeFilter(ctx, query, columnsIn);
  const grain = query.extras?.time_grain_sqla ?? null;
  const granularity = time.granularityColumn;
  let columns = dedupe(
    time.columns.map((ref) => {
      // A groupby on the granularity column is bucketed by the grain, as Superset does.
      if (granularity && ref === granularity.column_name && query.is_timeseries) {
        return { sql: applyTimeGrain(ctx, columnSql(ctx, granularity, true), grain), label: ref };
      }
      const { sql, label } = resolveColumn(ctx, ref, grain);
      return { sql, label };
    }),
  );
  if (granularity && query.is_timeseries) {
    columns = dedupe([{ sql: applyTimeGrain(ctx, columnSql(ctx, granularity, true), grain), label: DTTM_ALIAS }, ...columns]);
  }
  const metrics = dedupe(
    (metricsIn ?? []).map((m) => ({ sql: resolveMetric(ctx, m).sql, label: metricLabel(m) })),
    new Set(columns.map((c) => c.label)),
  );
  const order = planOrderBy(ctx, query.orderby ?? [], columns, metrics, grain);
  // Superset's need_groupby: metrics given (even none), a legacy groupby, or an order by a metric.
  const aggregate = metricsIn !== null || (query.groupby?.length ?? 0) > 0 || order.ordersByMetric;

  const where: string[] = [];
  const having: string[] = [];
  const appliedFilters = time.appliedColumn ? [{ column: time.appliedColumn }] : [];
  const rejectedFilters: QueryPlan['rejectedFilters'] = [];
  for (const clause of time.filters) {
    const compiled = compileFilter(ctx, query, clause, { aggregate, timeseriesColumn: query.is_timeseries ? granularity : null });
    if (compiled.kind === 'rejected') {
      rejectedFilters.push({ column: compiled.column, reason: compiled.reason });
      continue;
    }
    appliedFilters.push({ column: compiled.column });
    if (compiled.sql !== null) (compiled.kind === 'having' ? having : where).push(compiled.sql);
  }
  const extrasWhere = query.extras?.where?.trim();
  if (extrasWhere) where.push(`(${ctx.userSql(extrasWhere, 'Custom SQL of the WHERE clause')})`);
  const extrasHaving = query.extras?.having?.trim();
  if (extrasHaving) having.push(`(${ctx.userSql(extrasHaving, 'Custom SQL of the HAVING clause', true)})`);

  const status = timeExtrasStatus(ctx, query.applied_time_extras);
  const xAxisRef = findBaseAxis(time.columns);
  const xAxis = granularity && query.is_timeseries ? DTTM_ALIAS : xAxisRef && isTemporalReference(ctx, xAxisRef) ? columnLabel(xAxisRef) : null;

  return {
    from: fromClause(ctx),
    columns,
    metrics,
    aggregate,
    where,
    mainTime: time.mainTime,
    having,
    orderBy: order.terms,
    limit: nonNegativeInteger(query.row_limit, 'row_limit') || null,
    offset: nonNegativeInteger(query.row_offset, 'row_offset') ?? 0,
    seriesLimit: aggregate ? planSeriesLimit(ctx, query, columns, metrics) : null,
    isRowcount: query.is_rowcount === true,
    xAxis,
    appliedFilters: [...appliedFilters, ...status.applied],
    rejectedFilters: [...rejectedFilters, ...status.rejected],
  };
}
