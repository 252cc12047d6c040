import type { Measure, Recipe, RollupSet } from './rollup-model.js';
import { measureKey, recipeMeasures } from './rollup-model.js';

/** The schema rollup tables live in, written only by the server's own connection. */
export const ROLLUP_SCHEMA = 'tessera_rollups';

/** How the columns of a rollup table are named, and the statement that builds it. */
export interface RollupLayout {
  /** Column of each dimension (`__d0` …) and of each day-truncated time column (`__t0` …). */
  dimColumns: Map<string, string>;
  timeColumns: Map<string, string>;
  /** Column of each measure (`__m0` …), by `measureKey`. */
  measureColumns: Map<string, string>;
  /** The `GROUPING(…)` value of each set's rows, by set index. */
  groupingIds: number[];
  sql: string;
}

/**
 * One statement that computes every grouping set of a rollup in one scan of the dataset:
 * `CREATE TABLE … AS SELECT dims, DATE_TRUNC('day', time), measures, GROUPING(…) FROM base
 * GROUP BY GROUPING SETS (…) ORDER BY GROUPING(…), sortDims` (sorted so a set's rows are
 * contiguous and the engine skips the others' row groups; within a set, by the columns filters
 * name most, the dashboard's native filter columns, so a filter value's rows are together too).
 * `columnSql` is how the base query writes a column.
 */
export function rollupBuildSql(input: {
  table: string;
  from: string;
  sets: readonly RollupSet[];
  measures: readonly Measure[];
  columnSql: (name: string) => string;
  quote: (name: string) => string;
  /** Dimensions to sort each set's rows by (those no set holds are ignored). */
  sortDims?: readonly string[];
}): RollupLayout {
  const { quote } = input;
  const dimColumns = new Map<string, string>();
  const timeColumns = new Map<string, string>();
  for (const set of input.sets) {
    for (const dim of set.dims) if (!dimColumns.has(dim)) dimColumns.set(dim, `__d${dimColumns.size}`);
    if (set.time !== null && !timeColumns.has(set.time)) timeColumns.set(set.time, `__t${timeColumns.size}`);
  }
  const expressions = [
    ...[...dimColumns.entries()].map(([name, column]) => ({ key: `d:${name}`, sql: input.columnSql(name), column })),
    ...[...timeColumns.entries()].map(([name, column]) => ({ key: `t:${name}`, sql: `DATE_TRUNC('day', ${input.columnSql(name)})`, column })),
  ];
  const measureColumns = new Map(input.measures.map((m, i) => [measureKey(m), `__m${i}`]));
  const groupingSets = input.sets.map((set) => [...set.dims.map((d) => `d:${d}`), ...(set.time === null ? [] : [`t:${set.time}`])]);
  // GROUPING(e1 … en) sets bit (n - 1 - i) when e_i is not grouped in the row's set.
  const groupingIds = groupingSets.map((keys) => expressions.reduce((id, e, i) => (keys.includes(e.key) ? id : id | (1 << (expressions.length - 1 - i))), 0));
  const grouping = expressions.length > 0 ? `GROUPING(${expressions.map((e) => e.sql).join(', ')})` : '0';
  const select = [
    ...expressions.map((e) => `${e.sql} AS ${quote(e.column)}`),
    ...input.measures.map((m) => `${m.fn}(${m.argument}) AS ${quote(measureColumns.get(measureKey(m))!)}`),
    `${grouping} AS ${quote('__g')}`,
  ];
  const sets = groupingSets.map((keys) => `(${keys.map((k) => expressions.find((e) => e.key === k)!.sql).join(', ')})`);
  const sql = [
    `CREATE TABLE ${quote(ROLLUP_SCHEMA)}.${quote(input.table)} AS`,
    `SELECT ${select.join(', ')}`,
    `FROM ${input.from}`,
    expressions.length > 0 ? `GROUP BY GROUPING SETS (${sets.join(', ')})` : '',
    `ORDER BY ${[quote('__g'), ...(input.sortDims ?? []).flatMap((d) => (dimColumns.has(d) ? [quote(dimColumns.get(d)!)] : []))].join(', ')}`,
  ]
    .filter(Boolean)
    .join('\n');
  return { dimColumns, timeColumns, measureColumns, groupingIds, sql };
}

/** The SELECT exposing one grouping set under the dataset's own column names (a virtual dataset the compiler reads). */
export function rollupSetSql(table: string, layout: RollupLayout, set: RollupSet, setIndex: number, quote: (name: string) => string): string {
  const columns = [
    ...set.dims.map((d) => `${quote(layout.dimColumns.get(d)!)} AS ${quote(d)}`),
    ...(set.time === null ? [] : [`${quote(layout.timeColumns.get(set.time)!)} AS ${quote(set.time)}`]),
    ...[...layout.measureColumns.values()].map((m) => quote(m)),
  ];
  return `SELECT ${columns.join(', ')} FROM ${quote(ROLLUP_SCHEMA)}.${quote(table)} WHERE ${quote('__g')} = ${layout.groupingIds[setIndex]}`;
}

/**
 * A metric answered from a set's measure columns, cast to the type the base query's aggregate
 * has (`baseType`): SUM/MIN/MAX of the partial values, COUNT as the sum of partial counts (0 when
 * nothing matched, as COUNT is), AVG as the sum of partial sums over the sum of partial counts.
 */
export function recipeAnswerSql(recipe: Recipe, layout: RollupLayout, baseType: string, quote: (name: string) => string): string {
  const [first, second] = recipeMeasures(recipe).map((m) => quote(layout.measureColumns.get(measureKey(m))!));
  let sql: string;
  switch (recipe.fn) {
    case 'SUM':
      sql = `SUM(${first})`;
      break;
    case 'MIN':
    case 'MAX':
      sql = `${recipe.fn}(${first})`;
      break;
    case 'COUNT':
      sql = `COALESCE(SUM(${first}), 0)`;
      break;
    case 'AVG':
      sql = `CAST(SUM(${first}) AS DOUBLE) / NULLIF(CAST(SUM(${second}) AS DOUBLE), 0)`;
      break;
  }
  return `CAST(${sql} AS ${baseType})`;
}

/** The narrower type a wide measure column takes when every value fits it, or null (`HUGEINT` → `BIGINT`, `DECIMAL(38,s)` → `DECIMAL(18,s)`). */
export function narrowerMeasureType(type: string): string | null {
  const normalized = type.replace(/\s+/g, '').toUpperCase();
  if (normalized === 'HUGEINT' || normalized === 'INT128') return 'BIGINT';
  const decimal = /^DECIMAL\((\d+),(\d+)\)$/.exec(normalized);
  if (decimal && Number(decimal[1]) > 18 && Number(decimal[2]) <= 18) return `DECIMAL(18,${decimal[2]})`;
  return null;
}

/**
 * Partial sums of integer and decimal columns come out of the build 128 bits wide (DuckDB's SUM of
 * an INTEGER is a HUGEINT, of a DECIMAL a DECIMAL(38,s)), and summing 128-bit values again is
 * tens of times slower than summing 64-bit ones. The statement that answers, for each such
 * column, whether every value fits its narrower type (one boolean per column, in order); the
 * answers' sums stay exact and keep their type (SUM of a BIGINT is again a HUGEINT).
 */
export function measureFitSql(qualifiedTable: string, columns: readonly { column: string; narrower: string }[], quote: (name: string) => string): string {
  const checks = columns.map(({ column, narrower }) => `COALESCE(BOOL_AND(${quote(column)} IS NULL OR TRY_CAST(${quote(column)} AS ${narrower}) IS NOT NULL), TRUE)`);
  return `SELECT ${checks.join(', ')} FROM ${qualifiedTable}`;
}
