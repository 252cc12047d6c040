import type { ColumnarResult, SqlParam } from '../engine-connection.js';

/** Runs a metadata query and returns its rows (introspection code reads rows, not columns). */
export type RowQuery = (sql: string, params?: readonly SqlParam[]) => Promise<unknown[][]>;

/**
 * The rows of a columnar result, each an array of its column values.
 *
 * @example
 * ```ts
 * resultRows({ columns: [a, b], data: [[1, 2], ['x', 'y']], rowCount: 2 }); // [[1, 'x'], [2, 'y']]
 * ```
 */
export function resultRows(result: ColumnarResult): unknown[][] {
  return Array.from({ length: result.rowCount }, (_, row) => result.data.map((column) => column[row]));
}
