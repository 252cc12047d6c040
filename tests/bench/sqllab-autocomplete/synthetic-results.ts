// A million-row query result in the two shapes SQL Lab's grid reads: the Arrow IPC stream our
// server sends (Float64 / Utf8 / Timestamp(ms) / Bool columns, as to-arrow-ipc.ts builds them)
// and Superset's JSON payload (row objects plus column descriptions).
import { Bool, Table, TimestampMillisecond, Utf8, makeVector, tableToIPC, vectorFromArray } from 'apache-arrow';
import type { QueryResults } from '@core/sqllab/index.js';

const CATEGORIES = ['Books', 'Garden', 'Electronics', 'Toys', 'Grocery', 'Clothing', 'Sports', 'Health'];
const START_MS = Date.UTC(2023, 0, 1);

/** The columns of one generated row: `id` counts from 1, so the last row's id is the row count. */
function rowValues(row: number) {
  return {
    id: row + 1,
    ordered_at: START_MS + row * 37_000,
    category: CATEGORIES[row % CATEGORIES.length]!,
    amount: Math.round(((row * 7919) % 100_000) * 1.37) / 100,
    returned: row % 11 === 0,
    note: row % 5 === 0 ? null : `order ${row + 1} via ${row % 3 === 0 ? 'web' : 'store'}`,
  };
}

/** The result as an Arrow IPC stream. */
export function arrowResult(rowCount: number): Uint8Array {
  const id = new Float64Array(rowCount);
  const orderedAt = new Array<number>(rowCount);
  const category = new Array<string>(rowCount);
  const amount = new Float64Array(rowCount);
  const returned = new Array<boolean>(rowCount);
  const note = new Array<string | null>(rowCount);
  for (let row = 0; row < rowCount; row += 1) {
    const values = rowValues(row);
    id[row] = values.id;
    orderedAt[row] = values.ordered_at;
    category[row] = values.category;
    amount[row] = values.amount;
    returned[row] = values.returned;
    note[row] = values.note;
  }
  const table = new Table({
    id: makeVector(id),
    ordered_at: vectorFromArray(orderedAt, new TimestampMillisecond()),
    category: vectorFromArray(category, new Utf8()),
    amount: makeVector(amount),
    returned: vectorFromArray(returned, new Bool()),
    note: vectorFromArray(note, new Utf8()),
  });
  return tableToIPC(table, 'stream');
}

/** The result as Superset's JSON payload (`data` rows keyed by column name). */
export function jsonResult(rowCount: number): QueryResults {
  const data = new Array<Record<string, unknown>>(rowCount);
  for (let row = 0; row < rowCount; row += 1) data[row] = rowValues(row);
  return {
    columns: [
      { column_name: 'id', type: 'BIGINT', type_generic: 0 },
      { column_name: 'ordered_at', type: 'TIMESTAMP', type_generic: 2, is_dttm: true },
      { column_name: 'category', type: 'VARCHAR', type_generic: 1 },
      { column_name: 'amount', type: 'DOUBLE', type_generic: 0 },
      { column_name: 'returned', type: 'BOOLEAN', type_generic: 3 },
      { column_name: 'note', type: 'VARCHAR', type_generic: 1 },
    ],
    data,
  };
}
