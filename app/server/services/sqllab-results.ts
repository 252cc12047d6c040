import { randomUUID } from 'node:crypto';
import { mkdtemp, open, readdir, readFile, rm, stat, unlink, type FileHandle } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ColumnarResult, ResultColumn } from '@core/plugin-api/index.js';
import type { Field, RecordBatch } from 'apache-arrow';
import { decodeColumnar, MemoryResultsCache, type ResultsCache } from '../engine/cache/index.js';
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
/** `format` of an entry whose Arrow IPC stream was written to a file of the spill directory (its name in `file`). */
const ARROW_FILE_FORMAT = 'arrow-ipc-file';

/** Encoded bytes a run keeps in memory before its rows go to a file instead (when the store spills). */
export const DEFAULT_SPILL_BYTES = 16 * 1024 * 1024;
/** Bytes of spilled results kept at most; the oldest files go first. */
export const DEFAULT_SPILL_MAX_BYTES = 4 * 1024 * 1024 * 1024;

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

/** Where SQL Lab keeps results too large for the in-process cache, and how much. */
export interface SqlLabResultsStoreOptions {
  /**
   * Writes results past `spillBytes` to files of a directory of its own (made under the system's
   * temporary directory on first use, removed by `close`), keeping only a small entry in the
   * cache: for the in-process cache, whose memory would otherwise hold them for a day. Ignored
   * when the cache is not in process (Redis is the results backend then).
   */
  spill?: boolean;
  spillBytes?: number;
  /** Bytes of spilled files kept at most (the oldest are removed first). */
  spillMaxBytes?: number;
}

/**
 * The results backend of SQL Lab: a run's rows in the server's results cache (in process or
 * Redis) under the run's `results_key`, for a day, as the Arrow IPC stream the run produced.
 * With `spill` and the in-process cache, a result past `spillBytes` goes to a file instead, as
 * its batches arrive, so the process holds neither it nor a second copy of it.
 */
export class SqlLabResultsStore {
  private readonly spillBytes: number;
  private readonly spillMaxBytes: number;
  private spillDirectory: Promise<string> | null = null;
  private readonly spills: boolean;

  constructor(
    private readonly cache: ResultsCache,
    options: SqlLabResultsStoreOptions = {},
  ) {
    this.spills = options.spill === true && cache instanceof MemoryResultsCache;
    // Never more than the cache itself keeps of one entry.
    const entryBytes = cache instanceof MemoryResultsCache ? cache.maxEntryBytes : Number.POSITIVE_INFINITY;
    this.spillBytes = Math.min(options.spillBytes ?? DEFAULT_SPILL_BYTES, entryBytes);
    this.spillMaxBytes = options.spillMaxBytes ?? DEFAULT_SPILL_MAX_BYTES;
  }

  /** A writer gathering one run's Arrow messages as they are encoded, to `save` (or `discard`) at the end. */
  writer(): StoredResultWriter {
    return new StoredResultWriter(this.spills ? this.spillBytes : Number.POSITIVE_INFINITY, () => this.directory());
  }

  /** Keeps a result the run encoded as Arrow IPC messages (schema, batches, end of stream). */
  async saveArrow(resultsKey: string, messages: readonly Uint8Array[], meta: StoredResultMeta): Promise<void> {
    const writer = this.writer();
    try {
      for (const message of messages) await writer.add(message);
      await this.save(resultsKey, writer, meta);
    } finally {
      await writer.discard();
    }
  }

  /** Keeps what `writer` gathered under `resultsKey`: in the cache, or (spilled) its file, named in a small cache entry. */
  async save(resultsKey: string, writer: StoredResultWriter, meta: StoredResultMeta): Promise<void> {
    const cachedAt = new Date().toISOString();
    const file = await writer.close();
    if (file === null) {
      const messages = writer.messages();
      const payload = messages.length === 1 ? messages[0]! : Buffer.concat(messages);
      await this.cache.set(cacheKey(resultsKey), { payload, cachedAt, meta: { ...meta, format: ARROW_FORMAT } }, SQLLAB_RESULTS_TTL_SECONDS);
      return;
    }
    await this.cache.set(cacheKey(resultsKey), { payload: new Uint8Array(0), cachedAt, meta: { ...meta, format: ARROW_FILE_FORMAT, file: path.basename(file) } }, SQLLAB_RESULTS_TTL_SECONDS);
    writer.kept();
    await this.sweep();
  }

  /** Keeps a whole columnar result (encoded as Arrow, as streamed runs keep theirs). */
  async saveResult(resultsKey: string, result: ColumnarResult, meta: StoredResultMeta): Promise<void> {
    const encoder = await SqlLabArrowEncoder.create(result.columns);
    await this.saveArrow(resultsKey, [encoder.schemaMessage(), encoder.batchMessage(result), ARROW_EOS], meta);
  }

  /** The stored rows, or null when they expired or were never stored (or their file is gone). */
  async load(resultsKey: string): Promise<{ result: StoredResult; meta: StoredResultMeta } | null> {
    const entry = await this.cache.get(cacheKey(resultsKey));
    if (!entry || typeof entry.payload === 'string') return null;
    let payload: Uint8Array = entry.payload;
    let format = entry.meta?.['format'];
    if (format === ARROW_FILE_FORMAT) {
      const name = entry.meta?.['file'];
      if (typeof name !== 'string' || !this.spillDirectory) return null;
      try {
        payload = await readFile(path.join(await this.spillDirectory, path.basename(name)));
      } catch {
        return null;
      }
      format = ARROW_FORMAT;
    }
    return {
      result: await StoredResult.from(payload, format),
      meta: { userId: Number(entry.meta?.['userId']), queryId: Number(entry.meta?.['queryId']) },
    };
  }

  /** Removes the spill directory and every file in it. */
  async close(): Promise<void> {
    const directory = this.spillDirectory;
    this.spillDirectory = null;
    if (directory) await rm(await directory, { recursive: true, force: true });
  }

  private directory(): Promise<string> {
    this.spillDirectory ??= mkdtemp(path.join(os.tmpdir(), 'tessera-sqllab-results-'));
    return this.spillDirectory;
  }

  /** Removes spilled files past the results' lifetime, then the oldest while they hold more than `spillMaxBytes`. */
  private async sweep(): Promise<void> {
    if (!this.spillDirectory) return;
    const directory = await this.spillDirectory;
    const files = await Promise.all(
      (await readdir(directory)).map(async (name) => {
        const info = await stat(path.join(directory, name)).catch(() => null);
        return info ? { name, bytes: info.size, at: info.mtimeMs } : null;
      }),
    );
    const now = Date.now();
    let total = 0;
    const kept = files.filter((file): file is NonNullable<typeof file> => file !== null).sort((a, b) => b.at - a.at);
    for (const file of kept) {
      total += file.bytes;
      if (now - file.at > SQLLAB_RESULTS_TTL_SECONDS * 1000 || total > this.spillMaxBytes) await unlink(path.join(directory, file.name)).catch(() => undefined);
    }
  }
}

/**
 * One run's Arrow messages on their way to the results store: held in memory up to a size, then
 * (when the store spills) written to a file as they come, so none stays in memory. Writing waits
 * for the file (back-pressure on the run).
 */
export class StoredResultWriter {
  private held: Uint8Array[] = [];
  private heldBytes = 0;
  private file: { handle: FileHandle; path: string } | null = null;
  private closed = false;
  private keep = false;
  /** Why the file could not be written; the rows are then dropped and `close` throws it. */
  private failure: unknown = null;

  constructor(
    private readonly limit: number,
    private readonly directory: () => Promise<string>,
  ) {}

  async add(message: Uint8Array): Promise<void> {
    if (this.closed) throw new Error('The result was already stored');
    if (this.failure !== null) return;
    try {
      if (this.file) {
        await this.file.handle.write(message);
        return;
      }
      this.held.push(message);
      this.heldBytes += message.byteLength;
      if (this.heldBytes > this.limit) {
        const file = path.join(await this.directory(), `${randomUUID()}.arrows`);
        const handle = await open(file, 'wx');
        this.file = { handle, path: file };
        const held = this.held;
        this.held = [];
        this.heldBytes = 0;
        await handle.writev(held);
      }
    } catch (error) {
      // A full disk must not fail the run that streams these rows: they are not stored, and saving says why.
      this.failure = error;
      this.held = [];
      this.heldBytes = 0;
    }
  }

  /** The messages held in memory (none once spilled). */
  messages(): readonly Uint8Array[] {
    return this.held;
  }

  /** Ends the writing: the file the messages went to, or null when they are all held. */
  async close(): Promise<string | null> {
    if (!this.closed) {
      this.closed = true;
      await this.file?.handle.close().catch((error: unknown) => (this.failure ??= error));
    }
    if (this.failure !== null) throw this.failure instanceof Error ? this.failure : new Error(String(this.failure));
    return this.file?.path ?? null;
  }

  /** The file now belongs to a stored entry: `discard` leaves it. */
  kept(): void {
    this.keep = true;
  }

  /** Lets go of what was gathered: the held messages, and the file unless it was kept. */
  async discard(): Promise<void> {
    this.held = [];
    this.heldBytes = 0;
    await this.close().catch(() => undefined);
    if (this.file && !this.keep) await unlink(this.file.path).catch(() => undefined);
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
