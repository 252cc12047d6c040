import type { QueryFormColumn, QueryFormMetric, QueryObject } from '@core/plugin-api/index.js';
import { DTTM_ALIAS, metricLabel, type CompilerColumn, type CompilerDatasource } from '../compile/index.js';
import { scanRowExpression, splitAggregateCall } from './row-expression.js';

/** An aggregate a rollup keeps per group: `SUM(x)`, `MIN(x)`, `MAX(x)`, `COUNT(x)` or `COUNT(*)` (argument `*`). */
export interface Measure {
  fn: 'SUM' | 'MIN' | 'MAX' | 'COUNT';
  /** The argument as the base query writes it (a quoted column, a computed column's expression, a saved metric's argument). */
  argument: string;
}

/** How one metric is answered from measures: its own aggregate over the parts (AVG is SUM over COUNT). */
export interface Recipe {
  fn: 'SUM' | 'MIN' | 'MAX' | 'COUNT' | 'AVG';
  argument: string;
  /** The metric's SQL as the base query writes it: its result type is the answer's. */
  baseSql: string;
}

/**
 * One grouping set of a rollup: the dataset columns it groups by and, when it has one, the
 * temporal column it keeps truncated to the day (every coarser grain and day-aligned time range
 * is then answered exactly).
 */
export interface RollupSet {
  dims: string[];
  time: string | null;
}

/** What a query needs from a rollup. */
export interface QueryShape {
  dims: Set<string>;
  time: string | null;
  /** Recipe of every metric the query names (selected, ordered by, series limit), by key. */
  recipes: Map<string, Recipe>;
}

/** Grains a day-truncated column answers exactly: each is a function of the day alone. */
export const DAY_ALIGNED_GRAINS: ReadonlySet<string> = new Set([
  'P1D', 'P1W', 'P1M', 'P3M', 'P0.25Y', 'P1Y',
  '1969-12-28T00:00:00Z/P1W', '1969-12-29T00:00:00Z/P1W', 'P1W/1970-01-03T00:00:00Z', 'P1W/1970-01-04T00:00:00Z',
]);

export const measureKey = (m: Measure): string => `${m.fn}(${m.argument})`;
export const recipeKey = (r: Recipe): string => `${r.fn}(${r.argument})`;
export const setKey = (s: RollupSet): string => JSON.stringify([[...s.dims].sort(), s.time]);

/** The measures a recipe is answered from. */
export function recipeMeasures(recipe: Recipe): Measure[] {
  if (recipe.fn === 'AVG') return [{ fn: 'SUM', argument: recipe.argument }, { fn: 'COUNT', argument: recipe.argument }];
  return [{ fn: recipe.fn, argument: recipe.argument }];
}

/** Why a query cannot be answered from a rollup; the chart-data path then reads the table. */
export class NotAnswerable {
  constructor(readonly reason: string) {}
}

/** Whether the rollup may keep this column at day grain: a TIMESTAMP without time zone (DATE_TRUNC keeps its type). */
function isDayTruncatable(column: CompilerColumn): boolean {
  return column.is_dttm && /^(TIMESTAMP|DATETIME)$/i.test((column.type ?? '').trim());
}

/**
 * Reads a query object against its dataset into what a rollup must hold to answer it exactly,
 * or the reason it cannot: the grouped columns (dimensions, never raw timestamps), at most one
 * temporal column used at a day-aligned grain or for a time range, filters on dimensions only,
 * decomposable metrics (SUM, MIN, MAX, COUNT, AVG over row expressions), and row-level-security
 * clauses over dimensions. Free SQL, distinct counts, row counts, raw rows, HAVING and time
 * comparisons are refused.
 */
export function analyseQuery(query: QueryObject & { groupby?: QueryFormColumn[] | null }, datasource: CompilerDatasource, rls: readonly string[], quote: (name: string) => string): QueryShape | NotAnswerable {
  const columns = new Map(datasource.columns.map((c) => [c.column_name, c]));
  const names = datasource.columns.filter((c) => !c.expression).map((c) => c.column_name);
  if (query.is_rowcount) return new NotAnswerable('row count');
  if ((query.time_offsets ?? []).some((o) => typeof o === 'string' && o.trim() !== '')) return new NotAnswerable('time comparison');
  if (query.extras?.where?.trim() || query.extras?.having?.trim()) return new NotAnswerable('custom WHERE or HAVING SQL');
  if (!Array.isArray(query.metrics)) return new NotAnswerable('raw rows');

  const dims = new Set<string>();
  let time: string | null = null;
  const useTime = (name: string): NotAnswerable | null => {
    const column = columns.get(name);
    if (!column || !isDayTruncatable(column)) return new NotAnswerable(`time column ${name} cannot be kept by day`);
    if (time !== null && time !== name) return new NotAnswerable('two time columns');
    time = name;
    return null;
  };
  const useDim = (name: string): NotAnswerable | null => {
    const column = columns.get(name);
    if (!column) return new NotAnswerable(`unknown column ${name}`);
    if (column.is_dttm) return new NotAnswerable(`raw values of time column ${name}`);
    if (column.expression && !scanRowExpression(column.expression, names)) return new NotAnswerable(`computed column ${name}`);
    dims.add(name);
    return null;
  };
  const grain = query.extras?.time_grain_sqla ?? null;

  const columnsIn = (query.columns?.length ? query.columns : (query.groupby ?? [])).filter((c) => c !== DTTM_ALIAS);
  for (const ref of columnsIn) {
    if (typeof ref === 'string') {
      const refused = useDim(ref);
      if (refused) return refused;
      continue;
    }
    const name = ref.sqlExpression?.trim() ?? '';
    const column = columns.get(name);
    if (!column) return new NotAnswerable('custom SQL column');
    if (column.is_dttm) {
      const refGrain = ref.columnType === 'BASE_AXIS' ? ref.timeGrain || grain : null;
      if (!refGrain || !DAY_ALIGNED_GRAINS.has(refGrain)) return new NotAnswerable(`time grain ${refGrain ?? 'none'}`);
      const refused = useTime(name);
      if (refused) return refused;
    } else {
      const refused = useDim(name);
      if (refused) return refused;
    }
  }
  if (query.is_timeseries) {
    if (!query.granularity || !grain || !DAY_ALIGNED_GRAINS.has(grain)) return new NotAnswerable('legacy time series grain');
    const refused = useTime(query.granularity);
    if (refused) return refused;
  }
  const timeRange = query.time_range?.trim();
  if (timeRange && timeRange.toLowerCase() !== 'no filter') {
    const name = query.granularity ?? null;
    if (name) {
      const refused = useTime(name);
      if (refused) return refused;
    } else if (time === null) {
      return new NotAnswerable('time range without a time column');
    }
  }
  for (const clause of query.filters ?? []) {
    if (!clause?.col || !clause.op) continue;
    const col = typeof clause.col === 'string' ? clause.col : (clause.col.sqlExpression?.trim() ?? '');
    if (col === DTTM_ALIAS) {
      if (!query.granularity) return new NotAnswerable('filter on __timestamp');
      const refused = useTime(query.granularity);
      if (refused) return refused;
      if (String(clause.op).toUpperCase() !== 'TEMPORAL_RANGE') return new NotAnswerable('comparison on a time column');
      continue;
    }
    const column = columns.get(col);
    if (!column) return new NotAnswerable(`filter on ${col}`);
    if (column.is_dttm) {
      if (String(clause.op).toUpperCase() !== 'TEMPORAL_RANGE' || clause.grain) return new NotAnswerable('comparison on a time column');
      const refused = useTime(col);
      if (refused) return refused;
      continue;
    }
    const refused = useDim(col);
    if (refused) return refused;
  }
  for (const clause of rls) {
    const scanned = scanRowExpression(clause, names);
    if (!scanned) return new NotAnswerable('row-level-security clause');
    for (const name of scanned.columns) {
      const refused = useDim(name);
      if (refused) return refused;
    }
  }

  const recipes = new Map<string, Recipe>();
  const addMetric = (metric: QueryFormMetric): NotAnswerable | null => {
    const recipe = recipeOf(metric, datasource, names, quote);
    if (recipe instanceof NotAnswerable) return recipe;
    recipes.set(recipeKey(recipe), recipe);
    return null;
  };
  for (const metric of query.metrics) {
    const refused = addMetric(metric);
    if (refused) return refused;
  }
  const selected = new Set(query.metrics.map((m) => metricLabel(m)));
  for (const [ref] of query.orderby ?? []) {
    if (typeof ref === 'string') {
      if (selected.has(ref) || columnsIn.some((c) => (typeof c === 'string' ? c : c.label) === ref)) continue;
      if (datasource.metrics.some((m) => m.metric_name === ref)) {
        const refused = addMetric(ref);
        if (refused) return refused;
        continue;
      }
      const refused = useDim(ref);
      if (refused) return refused;
      continue;
    }
    const label = 'label' in ref && typeof ref.label === 'string' ? ref.label : null;
    if (label !== null && columnsIn.some((c) => typeof c !== 'string' && c.label === label)) continue;
    if ('expressionType' in ref && (ref.expressionType === 'SIMPLE' || ref.expressionType === 'SQL') && !('columnType' in ref && ref.columnType)) {
      const refused = addMetric(ref as QueryFormMetric);
      if (refused) return refused;
      continue;
    }
    return new NotAnswerable('order by a column expression');
  }
  const seriesMetric = query.series_limit_metric ?? (query as { timeseries_limit_metric?: QueryFormMetric | null }).timeseries_limit_metric ?? null;
  if (seriesMetric) {
    const refused = addMetric(seriesMetric);
    if (refused) return refused;
  }
  return { dims, time, recipes };
}

/** How a metric decomposes, or why it does not. */
export function recipeOf(metric: QueryFormMetric, datasource: CompilerDatasource, names: readonly string[], quote: (name: string) => string): Recipe | NotAnswerable {
  if (typeof metric === 'string') {
    const saved = datasource.metrics.find((m) => m.metric_name === metric);
    if (!saved) return new NotAnswerable(`unknown metric ${metric}`);
    return recipeOfSql(saved.expression, names);
  }
  if (metric.expressionType === 'SQL') return recipeOfSql(metric.sqlExpression ?? '', names);
  const aggregate = metric.aggregate ?? '';
  if (aggregate !== 'SUM' && aggregate !== 'MIN' && aggregate !== 'MAX' && aggregate !== 'COUNT' && aggregate !== 'AVG') return new NotAnswerable(`aggregate ${aggregate}`);
  const column = datasource.columns.find((c) => c.column_name === metric.column?.column_name);
  if (!column) return new NotAnswerable('unknown metric column');
  let argument: string;
  if (column.expression && column.expression.trim() !== '') {
    if (!scanRowExpression(column.expression, names)) return new NotAnswerable(`computed column ${column.column_name}`);
    argument = `(${column.expression.trim()})`;
  } else {
    argument = quote(column.column_name);
  }
  return { fn: aggregate, argument, baseSql: `${aggregate}(${argument})` };
}

function recipeOfSql(sql: string, names: readonly string[]): Recipe | NotAnswerable {
  const call = splitAggregateCall(sql);
  if (!call) return new NotAnswerable('metric SQL is not one aggregate');
  const { fn, argument } = call;
  if (fn !== 'SUM' && fn !== 'MIN' && fn !== 'MAX' && fn !== 'COUNT' && fn !== 'AVG') return new NotAnswerable(`aggregate ${fn}`);
  if (argument === '*') {
    if (fn !== 'COUNT') return new NotAnswerable(`${fn}(*)`);
    return { fn, argument, baseSql: sql.trim() };
  }
  if (!scanRowExpression(argument, names)) return new NotAnswerable('metric argument is not a row expression');
  return { fn, argument, baseSql: sql.trim() };
}
