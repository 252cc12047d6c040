import type { ColumnarResult, ResultColumn } from '@core/plugin-api/index.js';
import { decodeColumnar, encodeColumnar, type ResultsCache } from '../engine/cache/index.js';
import { genericDataTypeCode } from '../engine/chart-data/generic-data-type.js';
import { toRecords } from '../engine/serialize/index.js';

/** How long SQL Lab keeps a run's rows for `GET /api/v1/sqllab/results/` (one day, spec §9). */
export const SQLLAB_RESULTS_TTL_SECONDS = 24 * 3600;

/** Rows sent to the browser at most when the caller names no count (Superset's DISPLAY_MAX_ROW). */
export const DISPLAY_MAX_ROW = 10_000;

/** A column of a SQL Lab result as Superset describes it. */
export interface SqlLabColumn {
  column_name: string;
  name: string;
  type: string;
  /** Superset's GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  type_generic: number;
  is_dttm: boolean;
}

/** Who may read stored rows, kept beside them. */
export interface StoredResultMeta {
  userId: number;
  queryId: number;
}

const cacheKey = (resultsKey: string) => `sqllab-results:${resultsKey}`;

/**
 * The results backend of SQL Lab: a run's rows in the server's results cache (in process or
 * Redis), columnar-encoded, under the run's `results_key`, for a day.
 */
export class SqlLabResultsStore {
  constructor(private readonly cache: ResultsCache) {}

  async save(resultsKey: string, result: ColumnarResult, meta: StoredResultMeta): Promise<void> {
    await this.cache.set(cacheKey(resultsKey), { payload: encodeColumnar(result), cachedAt: new Date().toISOString(), meta: { ...meta } }, SQLLAB_RESULTS_TTL_SECONDS);
  }

  /** The stored rows, or null when they expired or were never stored. */
  async load(resultsKey: string): Promise<{ result: ColumnarResult; meta: StoredResultMeta } | null> {
    const entry = await this.cache.get(cacheKey(resultsKey));
    if (!entry || typeof entry.payload === 'string') return null;
    return {
      result: decodeColumnar(entry.payload),
      meta: { userId: Number(entry.meta?.['userId']), queryId: Number(entry.meta?.['queryId']) },
    };
  }
}

/** Column names made unique the way Superset does it (`a`, `a__1`, `a__2`), so rows keyed by name lose nothing. */
export function uniqueColumnNames(columns: readonly ResultColumn[]): string[] {
  const seen = new Map<string, number>();
  return columns.map(({ name }) => {
    const count = seen.get(name) ?? 0;
    seen.set(name, count + 1);
    if (count === 0) return name;
    let candidate = `${name}__${count}`;
    while (seen.has(candidate)) candidate = `${candidate}_`;
    seen.set(candidate, 1);
    return candidate;
  });
}

/** A timestamp as Python's `isoformat()` writes it; a DATE column keeps only the date. */
function isoText(value: unknown, dateOnly: boolean): unknown {
  const ms = typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : value instanceof Date ? value.getTime() : null;
  if (ms === null || !Number.isFinite(ms)) return value;
  const iso = new Date(ms).toISOString();
  if (dateOnly) return iso.slice(0, 10);
  const millis = iso.slice(20, 23);
  return millis === '000' ? iso.slice(0, 19) : `${iso.slice(0, 19)}.${millis}000`;
}

/** Bytes as hex text, as the results grid shows binary values. */
const hexOf = (value: unknown) => (value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value);

/** The column descriptions and row objects of a result, as SQL Lab's response carries them. */
export function describeResult(result: ColumnarResult, rows?: number): { columns: SqlLabColumn[]; data: Record<string, unknown>[] } {
  const names = uniqueColumnNames(result.columns);
  const count = rows === undefined ? result.rowCount : Math.min(rows, result.rowCount);
  const columns = result.columns.map((column, index): SqlLabColumn => {
    const isDttm = column.genericType === 'temporal';
    return { column_name: names[index]!, name: names[index]!, type: column.type, type_generic: genericDataTypeCode(column.genericType), is_dttm: isDttm };
  });
  const data = result.columns.map((column, index) => {
    const values = Array.from({ length: count }, (_, row) => result.data[index]?.[row] ?? null);
    if (column.genericType === 'temporal') {
      const dateOnly = /^date$/i.test(column.type.trim());
      return values.map((value) => isoText(value, dateOnly));
    }
    return values.map(hexOf);
  });
  return { columns, data: toRecords({ columns: names, data }) };
}

/**
 * Superset's execute/results payload for a finished run: `status`, `query_id`, `query` (the
 * run's dict), `data`, `columns`, `selected_columns`, `expanded_columns`, and
 * `displayLimitReached` when fewer rows are sent than the run returned.
 */
export function resultPayload(query: Record<string, unknown>, result: ColumnarResult, displayRows: number = DISPLAY_MAX_ROW): Record<string, unknown> {
  const { columns, data } = describeResult(result, displayRows);
  const payload: Record<string, unknown> = {
    status: 'success',
    query_id: query['queryId'],
    query,
    data,
    columns,
    selected_columns: columns,
    expanded_columns: [],
  };
  if (data.length < result.rowCount) payload['displayLimitReached'] = true;
  return payload;
}
