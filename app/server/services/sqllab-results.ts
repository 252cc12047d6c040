import type { ColumnarResult, ResultColumn } from '@core/plugin-api/index.js';
import { decodeColumnar, encodeColumnar, type ResultsCache } from '../engine/cache/index.js';
import { genericDataTypeCode } from '../engine/chart-data/generic-data-type.js';
import { toArrowIpc, toRecords } from '../engine/serialize/index.js';

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

/** The column descriptions of a result, with names made unique. */
export function describeColumns(result: ColumnarResult): SqlLabColumn[] {
  const names = uniqueColumnNames(result.columns);
  return result.columns.map((column, index): SqlLabColumn => {
    const isDttm = column.genericType === 'temporal';
    return { column_name: names[index]!, name: names[index]!, type: column.type, type_generic: genericDataTypeCode(column.genericType), is_dttm: isDttm };
  });
}

/** The column descriptions and row objects of a result, as SQL Lab's response carries them. */
export function describeResult(result: ColumnarResult, rows?: number): { columns: SqlLabColumn[]; data: Record<string, unknown>[] } {
  const count = rows === undefined ? result.rowCount : Math.min(rows, result.rowCount);
  const columns = describeColumns(result);
  const data = result.columns.map((column, index) => {
    const values = Array.from({ length: count }, (_, row) => result.data[index]?.[row] ?? null);
    if (column.genericType === 'temporal') {
      const dateOnly = /^date$/i.test(column.type.trim());
      return values.map((value) => isoText(value, dateOnly));
    }
    return values.map(hexOf);
  });
  return { columns, data: toRecords({ columns: columns.map((column) => column.name), data }) };
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

/** The first `count` values of a column, without copying typed arrays. */
function headOf(values: ArrayLike<unknown>, count: number): ArrayLike<unknown> {
  if (values.length <= count) return values;
  if (ArrayBuffer.isView(values)) return (values as unknown as Float64Array).subarray(0, count);
  return Array.prototype.slice.call(values, 0, count) as unknown[];
}

/** A column whose cells include bytes, with those as hex text (as the JSON payload has them); others unchanged. */
function withHexBytes(values: ArrayLike<unknown>): ArrayLike<unknown> {
  if (ArrayBuffer.isView(values)) return values;
  for (let row = 0; row < values.length; row++) {
    if (values[row] instanceof Uint8Array) return Array.from(values, hexOf);
  }
  return values;
}

/**
 * The Arrow IPC stream answer of `GET /api/v1/sqllab/results/` (for clients that accept
 * `application/vnd.apache.arrow.stream`): the result's columns, at most `rows` rows (all when
 * not given), typed (numbers, text, timestamps in ms, booleans, nulls), and what the JSON payload
 * says beside its rows: each field's `type`, `type_generic` and `is_dttm`, and the schema's
 * `status`, `query_id`, `query` (the run's dict as JSON) and `displayLimitReached` when cut.
 *
 * @example
 * ```ts
 * reply.type(ARROW_STREAM_TYPE).send(Buffer.from(await resultArrowIpc(query, stored.result)));
 * ```
 */
export async function resultArrowIpc(query: Record<string, unknown>, result: ColumnarResult, rows?: number): Promise<Uint8Array> {
  const count = rows === undefined ? result.rowCount : Math.min(rows, result.rowCount);
  const columns = describeColumns(result);
  const metadata: Record<string, string> = { status: 'success', query_id: String(query['queryId']), query: JSON.stringify(query) };
  if (count < result.rowCount) metadata['displayLimitReached'] = 'true';
  return toArrowIpc(
    {
      columns: columns.map((column) => column.name),
      data: result.columns.map((column, index) => {
        const values = headOf(result.data[index] ?? [], count);
        return column.genericType === 'temporal' ? values : withHexBytes(values);
      }),
    },
    {
      types: result.columns.map((column) => column.genericType),
      metadata,
      fieldMetadata: columns.map((column) => ({ type: column.type, type_generic: String(column.type_generic), is_dttm: String(column.is_dttm) })),
    },
  );
}
