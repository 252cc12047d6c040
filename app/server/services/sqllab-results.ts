import type { ColumnarResult, ResultColumn } from '@core/plugin-api/index.js';
import type { Field, RecordBatch } from 'apache-arrow';
import { decodeColumnar, type ResultsCache } from '../engine/cache/index.js';
import { describeColumns, type SqlLabColumn } from './sqllab-columns.js';
import { toRecords } from '../engine/serialize/index.js';
import { loadArrow } from '../engine/serialize/to-arrow-ipc.js';
import { ARROW_EOS, SqlLabArrowEncoder } from './sqllab-arrow-batches.js';

/** How long SQL Lab keeps a run's rows for `GET /api/v1/sqllab/results/` (one day, spec §9). */
export const SQLLAB_RESULTS_TTL_SECONDS = 24 * 3600;

/** Rows sent to the browser at most when the caller names no count (Superset's DISPLAY_MAX_ROW). */
export const DISPLAY_MAX_ROW = 10_000;

/** Who may read stored rows, kept beside them. */
export interface StoredResultMeta {
  userId: number;
  queryId: number;
}

export { describeColumns, uniqueColumnNames, type SqlLabColumn } from './sqllab-columns.js';

const cacheKey = (resultsKey: string) => `sqllab-results:${resultsKey}`;

/** `format` in a stored entry's meta for rows kept as an Arrow IPC stream (older entries hold the columnar encoding). */
const ARROW_FORMAT = 'arrow-ipc';

const GENERIC_OF_CODE: Readonly<Record<string, ResultColumn['genericType']>> = { '0': 'numeric', '1': 'string', '2': 'temporal', '3': 'boolean' };

/** A cell read back from Arrow as the engine handed it over: 64-bit integers as numbers when exact. */
function plainValue(value: unknown): unknown {
  if (typeof value === 'bigint') return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(value) : value;
  return value ?? null;
}

/**
 * A run's stored rows. Kept as the Arrow IPC stream the run encoded while it streamed (one
 * encoding for the wire and the store), so reading them back costs no re-encoding: the JSON
 * answer reads only the rows it shows, the Arrow answer re-frames the stored batches.
 */
export class StoredResult {
  private constructor(
    readonly columns: readonly ResultColumn[],
    readonly rowCount: number,
    private readonly batches: readonly RecordBatch[] | null,
    private readonly columnar: ColumnarResult | null,
    private readonly fields: Field[] | null = null,
  ) {}

  /** Rows from a stored payload: an Arrow IPC stream, or the columnar encoding of older entries. */
  static async from(payload: Uint8Array, format: unknown): Promise<StoredResult> {
    if (format !== ARROW_FORMAT) {
      const result = decodeColumnar(payload);
      return new StoredResult(result.columns, result.rowCount, null, result);
    }
    const a = await loadArrow();
    const table = a.tableFromIPC(payload);
    const batches = table.batches;
    const columns = table.schema.fields.map((field): ResultColumn => ({ name: field.name, type: field.metadata.get('type') ?? String(field.type), genericType: GENERIC_OF_CODE[field.metadata.get('type_generic') ?? ''] ?? null }));
    return new StoredResult(columns, table.numRows, batches, null, table.schema.fields);
  }

  /** The first `rows` rows (all by default) as a columnar result, cells as the engine gave them. */
  head(rows = this.rowCount): ColumnarResult {
    const count = Math.min(rows, this.rowCount);
    if (this.columnar) return { columns: this.columnar.columns, data: this.columnar.data.map((values) => Array.prototype.slice.call(values, 0, count) as unknown[]), rowCount: count };
    const data: unknown[][] = this.columns.map(() => new Array<unknown>(count));
    let offset = 0;
    for (const batch of this.batches ?? []) {
      if (offset >= count) break;
      const take = Math.min(batch.numRows, count - offset);
      this.columns.forEach((_, column) => {
        const vector = batch.getChildAt(column);
        const out = data[column]!;
        for (let row = 0; row < take; row++) out[offset + row] = plainValue(vector?.get(row));
      });
      offset += take;
    }
    return { columns: this.columns, data, rowCount: count };
  }

  /**
   * The stored rows as an Arrow IPC stream of at most `rows` rows, `metadata` on its schema:
   * the stored batches re-framed (their buffers copied as they are), never re-encoded value by value.
   */
  async arrowStream(metadata: Readonly<Record<string, string>>, rows = this.rowCount): Promise<Uint8Array> {
    const a = await loadArrow();
    const count = Math.min(rows, this.rowCount);
    if (!this.batches) {
      const encoder = await SqlLabArrowEncoder.create(this.columns);
      return Buffer.concat([encoder.schemaMessage(metadata), encoder.batchMessage(this.columnar, {}, count), ARROW_EOS]);
    }
    const schema = new a.Schema(this.fields ?? [], new Map(Object.entries(metadata)));
    const kept: RecordBatch[] = [];
    let left = count;
    for (const batch of this.batches) {
      if (left <= 0) break;
      const taken = batch.numRows > left ? batch.slice(0, left) : batch;
      kept.push(new a.RecordBatch(schema, taken.data));
      left -= taken.numRows;
    }
    if (kept.length === 0) {
      const writer = new a.RecordBatchStreamWriter();
      writer.reset(undefined, schema);
      return Buffer.concat([writer.toUint8Array(true), ARROW_EOS]);
    }
    return a.tableToIPC(new a.Table(schema, kept), 'stream');
  }
}

/**
 * The results backend of SQL Lab: a run's rows in the server's results cache (in process or
 * Redis) under the run's `results_key`, for a day, as the Arrow IPC stream the run produced.
 */
export class SqlLabResultsStore {
  constructor(private readonly cache: ResultsCache) {}

  /** Keeps a result the run encoded as Arrow IPC messages (schema, batches, end of stream), joined once. */
  async saveArrow(resultsKey: string, messages: readonly Uint8Array[], meta: StoredResultMeta): Promise<void> {
    const payload = messages.length === 1 ? messages[0]! : Buffer.concat(messages);
    await this.cache.set(cacheKey(resultsKey), { payload, cachedAt: new Date().toISOString(), meta: { ...meta, format: ARROW_FORMAT } }, SQLLAB_RESULTS_TTL_SECONDS);
  }

  /** Keeps a whole columnar result (encoded as Arrow, as streamed runs keep theirs). */
  async save(resultsKey: string, result: ColumnarResult, meta: StoredResultMeta): Promise<void> {
    const encoder = await SqlLabArrowEncoder.create(result.columns);
    await this.saveArrow(resultsKey, [encoder.schemaMessage(), encoder.batchMessage(result), ARROW_EOS], meta);
  }

  /** The stored rows, or null when they expired or were never stored. */
  async load(resultsKey: string): Promise<{ result: StoredResult; meta: StoredResultMeta } | null> {
    const entry = await this.cache.get(cacheKey(resultsKey));
    if (!entry || typeof entry.payload === 'string') return null;
    return {
      result: await StoredResult.from(entry.payload, entry.meta?.['format']),
      meta: { userId: Number(entry.meta?.['userId']), queryId: Number(entry.meta?.['queryId']) },
    };
  }
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
export function resultPayload(query: Record<string, unknown>, result: ColumnarResult, displayRows: number = DISPLAY_MAX_ROW, totalRows: number = result.rowCount): Record<string, unknown> {
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
  if (data.length < totalRows) payload['displayLimitReached'] = true;
  return payload;
}

/**
 * The Arrow IPC stream answer of `GET /api/v1/sqllab/results/` (for clients that accept
 * `application/vnd.apache.arrow.stream`): the stored rows (at most `rows`), each field's `type`,
 * `type_generic` and `is_dttm`, and on the schema what the JSON payload says beside its rows:
 * `status`, `query_id`, `query` (the run's dict as JSON) and `displayLimitReached` when cut.
 *
 * @example
 * ```ts
 * reply.type(ARROW_STREAM_TYPE).send(Buffer.from(await resultArrowIpc(query, stored.result)));
 * ```
 */
export async function resultArrowIpc(query: Record<string, unknown>, result: StoredResult, rows?: number): Promise<Uint8Array> {
  const count = rows === undefined ? result.rowCount : Math.min(rows, result.rowCount);
  const metadata: Record<string, string> = { status: 'success', query_id: String(query['queryId']), query: JSON.stringify(query) };
  if (count < result.rowCount) metadata['displayLimitReached'] = 'true';
  return result.arrowStream(metadata, count);
}
