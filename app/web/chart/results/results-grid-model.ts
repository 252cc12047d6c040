/** Rows as the chart-data and samples endpoints return them. */
export interface GridData {
  colnames: string[];
  /** Per column: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  coltypes?: number[];
  data: Array<Record<string, unknown>>;
}

/** A column's type as the grid treats it. */
export type GridColumnKind = 'numeric' | 'string' | 'temporal' | 'boolean';

/** Which column the rows are sorted by, and which way. */
export interface GridSort {
  column: string;
  direction: 'asc' | 'desc';
}

const KIND_BY_COLTYPE: Readonly<Record<number, GridColumnKind>> = { 0: 'numeric', 1: 'string', 2: 'temporal', 3: 'boolean' };

/** Each column's kind: from `coltypes` when given, else from its first non-null value. */
export function columnKinds({ colnames, coltypes, data }: GridData): GridColumnKind[] {
  return colnames.map((name, index) => {
    const declared = coltypes?.[index];
    if (declared !== undefined && KIND_BY_COLTYPE[declared]) return KIND_BY_COLTYPE[declared];
    const sample = data.find((row) => row[name] !== null && row[name] !== undefined)?.[name];
    if (typeof sample === 'number' || typeof sample === 'bigint') return 'numeric';
    if (typeof sample === 'boolean') return 'boolean';
    return 'string';
  });
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A timestamp (epoch milliseconds, ISO text or Date) as `YYYY-MM-DD HH:mm:ss` in UTC; other text as is. */
export function formatTemporal(value: unknown): string {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'number'
        ? new Date(value)
        : typeof value === 'string' && !Number.isNaN(Date.parse(value))
          ? new Date(value)
          : null;
  if (!date || Number.isNaN(date.getTime())) return String(value);
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/** A cell as text; null and undefined give null (the grid shows them as "N/A"). */
export function formatCell(value: unknown, kind: GridColumnKind): string | null {
  if (value === null || value === undefined) return null;
  if (kind === 'temporal') return formatTemporal(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return formatTemporal(value);
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** A value reduced to something comparable: numbers stay numbers, times become epoch ms. */
function sortKey(value: unknown, kind: GridColumnKind): number | string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (kind === 'temporal') {
    const time = value instanceof Date ? value.getTime() : Date.parse(String(value));
    if (!Number.isNaN(time)) return time;
  }
  if (kind === 'numeric' && typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return typeof value === 'string' ? value : (formatCell(value, kind) ?? '');
}

/**
 * Indexes of `rows` in `sort` order (nulls last both ways; ties keep their order), restricted to
 * `subset` when given. Keys are computed once per row, so 100k rows sort in well under a second.
 */
export function sortRowIndexes(
  rows: ReadonlyArray<Record<string, unknown>>,
  sort: GridSort,
  kind: GridColumnKind,
  subset?: readonly number[],
): number[] {
  const indexes = subset ? [...subset] : rows.map((_, index) => index);
  const keys: Array<number | string | null> = new Array(rows.length);
  for (const index of indexes) keys[index] = sortKey(rows[index]?.[sort.column], kind);
  const sign = sort.direction === 'asc' ? 1 : -1;
  return indexes.sort((a, b) => {
    const left = keys[a] ?? null;
    const right = keys[b] ?? null;
    if (left === null || right === null) return left === right ? a - b : left === null ? 1 : -1;
    let order: number;
    if (typeof left === 'number' && typeof right === 'number') order = left - right;
    else if (typeof left === 'number') order = -1;
    else if (typeof right === 'number') order = 1;
    else order = collator.compare(left, right);
    return order === 0 ? a - b : order * sign;
  });
}

/** Each row's cells as one lower-cased string, for the filter box. */
export function buildSearchIndex(grid: GridData, kinds: readonly GridColumnKind[]): string[] {
  return grid.data.map((row) =>
    grid.colnames
      .map((name, index) => formatCell(row[name], kinds[index] ?? 'string') ?? '')
      .join('\u0000')
      .toLowerCase(),
  );
}

/** Indexes of the rows whose text contains `filter` (case-insensitive); every row when it is blank. */
export function filterRowIndexes(searchIndex: readonly string[], filter: string): number[] {
  const needle = filter.trim().toLowerCase();
  const matches: number[] = [];
  searchIndex.forEach((text, index) => {
    if (needle === '' || text.includes(needle)) matches.push(index);
  });
  return matches;
}

const tsvCell = (text: string | null) => (text ?? '').replace(/[\t\r\n]+/g, ' ');

/** The header and the given rows as tab-separated text (nulls empty), the way spreadsheets paste it. */
export function toTsv(grid: GridData, kinds: readonly GridColumnKind[], rowIndexes: readonly number[]): string {
  const lines = [grid.colnames.map(tsvCell).join('\t')];
  for (const index of rowIndexes) {
    const row = grid.data[index] ?? {};
    lines.push(grid.colnames.map((name, column) => tsvCell(formatCell(row[name], kinds[column] ?? 'string'))).join('\t'));
  }
  return lines.join('\n');
}

/** Fixed pixel widths from the header and the first rows' text, between 80 and 360. */
export function columnWidths(grid: GridData, kinds: readonly GridColumnKind[], sampleSize = 200): number[] {
  const sample = grid.data.slice(0, sampleSize);
  return grid.colnames.map((name, column) => {
    const kind = kinds[column] ?? 'string';
    let longest = name.length + 2; // room for the sort arrow
    for (const row of sample) longest = Math.max(longest, (formatCell(row[name], kind) ?? 'N/A').length);
    return Math.round(Math.min(360, Math.max(80, 24 + longest * 7.5)));
  });
}
