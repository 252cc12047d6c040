import { toDate } from '@core/plugin-api/index.js';
import { toCellNumber } from './cell-values.js';
import type { TableColumn, TableRow } from './table-chart-props.js';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The value a cell sorts by: a number for numeric and temporal columns, text otherwise; null for missing values. */
function sortKey(value: unknown, column: TableColumn): number | string | null {
  if (value === null || value === undefined) return null;
  if (column.isNumeric) return toCellNumber(value);
  if (column.isTemporal) {
    const date = toDate(value);
    return date ? date.getTime() : String(value);
  }
  if (typeof value === 'number' || typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function compareKeys(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return collator.compare(a, b);
}

/**
 * The rows sorted by one column (a new array; the sort is stable). Numbers and times compare as
 * numbers, text in natural order ("item 2" before "item 10"); missing values go last either way.
 * Keys are computed once per row, and an all-numeric column sorts on a typed array, so 100k rows
 * sort in tens of milliseconds.
 *
 * @example
 * sortRows(rows, countColumn, true); // largest count first
 */
export function sortRows(rows: readonly TableRow[], column: TableColumn, descending: boolean): TableRow[] {
  const n = rows.length;
  const keys = new Array<number | string | null>(n);
  let numeric = true;
  for (let i = 0; i < n; i++) {
    const key = sortKey(rows[i]![column.key], column);
    keys[i] = key;
    if (typeof key === 'string') numeric = false;
  }
  const present: number[] = [];
  const missing: number[] = [];
  for (let i = 0; i < n; i++) (keys[i] === null ? missing : present).push(i);
  const direction = descending ? -1 : 1;
  if (numeric) {
    const values = Float64Array.from(keys as Array<number | null>, (key) => key ?? 0);
    present.sort((a, b) => (values[a]! - values[b]!) * direction || a - b);
  } else {
    present.sort((a, b) => compareKeys(keys[a]!, keys[b]!) * direction || a - b);
  }
  const sorted = new Array<TableRow>(n);
  let at = 0;
  for (const index of present) sorted[at++] = rows[index]!;
  for (const index of missing) sorted[at++] = rows[index]!;
  return sorted;
}

/** Per result rows, the lower-cased searchable text of each row (built on the first search). */
const searchIndexes = new WeakMap<readonly TableRow[], { columns: readonly TableColumn[]; texts: string[] }>();

/**
 * Builds the searchable text of a result ahead of the first search (the component calls it when
 * the browser is idle), so the first keystroke does not pay for it.
 */
export function prepareRowSearch(rows: readonly TableRow[], columns: readonly TableColumn[]): void {
  searchIndex(rows, columns);
}

function searchIndex(rows: readonly TableRow[], columns: readonly TableColumn[]): string[] {
  const cached = searchIndexes.get(rows);
  if (cached && cached.columns === columns) return cached.texts;
  // Timestamps repeat (a day per row group): format each distinct value once.
  const written = columns.map(() => new Map<unknown, string>());
  const texts = rows.map((row) => {
    let text = '';
    columns.forEach((column, index) => {
      const value = row[column.key];
      if (value === null || value === undefined) return;
      let cell: string;
      if (column.isTemporal) {
        const memo = written[index]!;
        cell = memo.get(value) ?? column.formatter(value);
        memo.set(value, cell);
      } else cell = typeof value === 'object' ? JSON.stringify(value) : String(value);
      // A separator no one types keeps a match from spanning two cells.
      text += `${cell.toLowerCase()}\u0000`;
    });
    return text;
  });
  searchIndexes.set(rows, { columns, texts });
  return texts;
}

/**
 * The rows with a cell containing `search`, ignoring case: raw text for most columns, the written
 * date for temporal ones (what the reader sees). An empty search keeps every row. The searchable
 * text is built once per result, so each keystroke only scans strings.
 */
export function filterRows(rows: readonly TableRow[], columns: readonly TableColumn[], search: string): readonly TableRow[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return rows;
  const texts = searchIndex(rows, columns);
  return rows.filter((_, index) => texts[index]!.includes(needle));
}
