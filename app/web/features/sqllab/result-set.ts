import type { QueryResultColumn, QueryResults } from '@core/sqllab/index.js';

/** How the grid treats a column's values. */
export type ResultColumnKind = 'numeric' | 'string' | 'temporal' | 'boolean';

/** A column of a result set. */
export interface ResultSetColumn {
  name: string;
  kind: ResultColumnKind;
  /** The database's type name, when known. */
  type: string | null;
}

/**
 * A query's rows behind one interface, whether they came as JSON row objects or as Arrow
 * columns: the grid, sorting and exports read cells through `value(row, column)` and never build
 * row objects for a columnar result.
 */
export interface ResultSet {
  readonly columns: readonly ResultSetColumn[];
  readonly rowCount: number;
  /** The cell at `row` (0-based) of `column` (index into `columns`). */
  value(row: number, column: number): unknown;
  /**
   * What the rows come from, when several result sets are views of one growing result (the
   * snapshots of a stream share it): the grid keeps its scroll position and sort across them.
   */
  readonly source?: object;
}

const KIND_OF_GENERIC: Readonly<Record<number, ResultColumnKind>> = { 0: 'numeric', 1: 'string', 2: 'temporal', 3: 'boolean' };

/** A column's kind: Superset's generic type, else the type name, else the first non-null value. */
export function columnKindOf(column: QueryResultColumn, sample: unknown): ResultColumnKind {
  if (column.type_generic !== undefined && column.type_generic !== null && KIND_OF_GENERIC[column.type_generic]) return KIND_OF_GENERIC[column.type_generic]!;
  if (column.is_dttm) return 'temporal';
  const type = (column.type ?? '').toUpperCase();
  if (/INT|DECIMAL|NUMERIC|REAL|FLOAT|DOUBLE|NUMBER|MONEY/.test(type)) return 'numeric';
  if (/DATE|TIME/.test(type)) return 'temporal';
  if (/BOOL/.test(type)) return 'boolean';
  if (typeof sample === 'number' || typeof sample === 'bigint') return 'numeric';
  if (typeof sample === 'boolean') return 'boolean';
  return 'string';
}

/**
 * The result set of a JSON results payload (row objects keyed by column name).
 *
 * @example
 * ```ts
 * const resultSet = resultSetFromRows(query.results);
 * resultSet.value(0, 0);
 * ```
 */
export function resultSetFromRows(results: QueryResults): ResultSet {
  const rows = results.data;
  const described: QueryResultColumn[] =
    results.columns.length > 0 ? results.columns : Object.keys(rows[0] ?? {}).map((name) => ({ column_name: name }));
  const names = described.map((column) => column.column_name ?? column.name ?? '');
  const columns = described.map((column, index): ResultSetColumn => {
    const name = names[index]!;
    const sample = rows.find((row) => row[name] !== null && row[name] !== undefined)?.[name];
    return { name, kind: columnKindOf(column, sample), type: column.type ?? null };
  });
  return {
    columns,
    rowCount: rows.length,
    value: (row, column) => rows[row]?.[names[column]!],
  };
}
