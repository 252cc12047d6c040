import { rowCountOf, type SerializableFrame } from './serializable-frame.js';

export interface ToRecordsOptions {
  /**
   * How 64-bit integers beyond 2^53 (bigint) appear: `number` (default; JSON-safe, as a browser
   * would parse them anyway), `string` (exact digits) or `keep` (bigint, for a serializer that
   * handles it).
   */
  bigint?: 'number' | 'string' | 'keep';
}

/**
 * Superset's chart-data `data`: one object per row, keyed by column name. Columns holding
 * bigints are converted once up front, so the row loop does nothing but copy cells: every row
 * object gets its keys in the same order and so shares one hidden class in V8.
 *
 * @example
 * ```ts
 * toRecords({ columns: ['name', 'num'], data: [['Aaron', 'Abby'], [10, 12]] });
 * // [{ name: 'Aaron', num: 10 }, { name: 'Abby', num: 12 }]
 * ```
 */
export function toRecords(frame: SerializableFrame, options: ToRecordsOptions = {}): Record<string, unknown>[] {
  const keys = frame.columns;
  const width = keys.length;
  const rowCount = rowCountOf(frame);
  const columns = frame.data.map((column) => convertBigints(column, options.bigint ?? 'number'));
  const records = new Array<Record<string, unknown>>(rowCount);
  if (keys.includes('__proto__')) {
    // Assigning `__proto__` would set the prototype instead of adding a member: take the slow path.
    for (let row = 0; row < rowCount; row++) {
      const record: Record<string, unknown> = {};
      for (let c = 0; c < width; c++) Object.defineProperty(record, keys[c]!, { value: columns[c]![row] ?? null, enumerable: true, writable: true, configurable: true });
      records[row] = record;
    }
    return records;
  }
  for (let row = 0; row < rowCount; row++) {
    const record: Record<string, unknown> = {};
    for (let c = 0; c < width; c++) record[keys[c]!] = columns[c]![row] ?? null;
    records[row] = record;
  }
  return records;
}

function convertBigints(column: ArrayLike<unknown>, mode: 'number' | 'string' | 'keep'): ArrayLike<unknown> {
  if (mode === 'keep') return column;
  if (column instanceof BigInt64Array || column instanceof BigUint64Array) {
    return Array.from(column, (value: bigint): unknown => (mode === 'number' ? Number(value) : value.toString()));
  }
  let found = false;
  for (let i = 0; i < column.length && !found; i++) found = typeof column[i] === 'bigint';
  if (!found) return column;
  return Array.from(column, (value) => (typeof value === 'bigint' ? (mode === 'number' ? Number(value) : value.toString()) : value));
}
