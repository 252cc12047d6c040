import type { BufferedBatch, ColumnarResult, ColumnBuffers, ResultColumn } from '@core/plugin-api/index.js';
import type { DuckDBDataChunk, DuckDBResult, DuckDBType } from '@duckdb/node-api';
import { DuckDbColumnBatcher, valuesOfBuffers } from './duckdb-column-reader.js';
import { duckdbGenericType } from './duckdb-generic-type.js';

/** DuckDB's C API type ids (stable across releases), for the types that need converting. */
const TYPE_ID = {
  BOOLEAN: 1, BIGINT: 5, UBIGINT: 9, TIMESTAMP: 12, DATE: 13, HUGEINT: 16, UHUGEINT: 32, BLOB: 18, DECIMAL: 19,
  TIMESTAMP_S: 20, TIMESTAMP_MS: 21, TIMESTAMP_NS: 22, TIMESTAMP_TZ: 31, VARCHAR: 17, ENUM: 23, LIST: 24, ARRAY: 33,
  TINYINT: 2, SMALLINT: 3, INTEGER: 4, UTINYINT: 6, USMALLINT: 7, UINTEGER: 8, FLOAT: 10, DOUBLE: 11,
} as const;

const PASS_THROUGH = new Set<number>([
  TYPE_ID.BOOLEAN, TYPE_ID.TINYINT, TYPE_ID.SMALLINT, TYPE_ID.INTEGER, TYPE_ID.UTINYINT, TYPE_ID.USMALLINT,
  TYPE_ID.UINTEGER, TYPE_ID.FLOAT, TYPE_ID.DOUBLE, TYPE_ID.VARCHAR, TYPE_ID.ENUM,
]);

const MS_PER_DAY = 86_400_000;
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

type Convert = (value: unknown) => unknown;

function safeInteger(value: bigint): number | bigint {
  return value <= SAFE && value >= -SAFE ? Number(value) : value;
}

/** Whole milliseconds, rounded down (towards the past) for instants before 1970. */
function floorDiv(value: bigint, divisor: bigint): number {
  // Number arithmetic is exact within ±2^53 (instants from 1685 to 2255 in microseconds) and far cheaper than bigint division.
  if (value <= SAFE && value >= -SAFE) {
    const n = Number(value);
    const d = Number(divisor);
    let quotient = Math.floor(n / d);
    // The float division may round across an integer; the remainder, exact in doubles here, corrects it.
    const remainder = n - quotient * d;
    if (remainder < 0) quotient--;
    else if (remainder >= d) quotient++;
    return quotient;
  }
  const quotient = value / divisor;
  return Number(value < 0n && quotient * divisor !== value ? quotient - 1n : quotient);
}

function decimalToNumber(value: { value: bigint; scale: number; toString(): string }): number {
  // Exact integers divided by an exact power of ten give the correctly rounded double.
  if (value.value <= SAFE && value.value >= -SAFE && value.scale <= 22) return Number(value.value) / 10 ** value.scale;
  return Number(value.toString());
}

/** Timestamps whose micros are ±infinity (`'infinity'::TIMESTAMP`) have no epoch value. */
function finite<T extends { isFinite: boolean }>(convert: (value: T) => number): Convert {
  return (value) => (value === null ? null : (value as T).isFinite ? convert(value as T) : null);
}

/** How one value of `type` read through the driver becomes a cell (null: as the driver gives it). */
export function converterFor(type: DuckDBType): Convert | null {
  const id = type.typeId as number;
  if (PASS_THROUGH.has(id)) return null;
  switch (id) {
    case TYPE_ID.BIGINT:
    case TYPE_ID.UBIGINT:
    case TYPE_ID.HUGEINT:
    case TYPE_ID.UHUGEINT:
      return (value) => (value === null ? null : safeInteger(value as bigint));
    case TYPE_ID.DECIMAL:
      return (value) => (value === null ? null : decimalToNumber(value as { value: bigint; scale: number }));
    case TYPE_ID.DATE:
      return finite<{ isFinite: boolean; days: number }>((value) => value.days * MS_PER_DAY);
    case TYPE_ID.TIMESTAMP:
    case TYPE_ID.TIMESTAMP_TZ:
      return finite<{ isFinite: boolean; micros: bigint }>((value) => floorDiv(value.micros, 1000n));
    case TYPE_ID.TIMESTAMP_S:
      return finite<{ isFinite: boolean; seconds: bigint }>((value) => Number(value.seconds) * 1000);
    case TYPE_ID.TIMESTAMP_MS:
      return finite<{ isFinite: boolean; millis: bigint }>((value) => Number(value.millis));
    case TYPE_ID.TIMESTAMP_NS:
      return finite<{ isFinite: boolean; nanos: bigint }>((value) => floorDiv(value.nanos, 1_000_000n));
    case TYPE_ID.BLOB:
      return (value) => (value === null ? null : (value as { bytes: Uint8Array }).bytes);
    case TYPE_ID.LIST:
    case TYPE_ID.ARRAY: {
      // Lists become arrays (as PostgreSQL arrays do through pg), their items converted like columns of the item type.
      const item = converterFor((type as { valueType: DuckDBType }).valueType);
      return (value) => (value === null ? null : (value as { items: readonly unknown[] }).items.map((entry) => (item ? item(entry) : entry)));
    }
    default:
      // TIME, INTERVAL, UUID, STRUCT, MAP …: their text form.
      return (value) => (value === null ? null : String(value));
  }
}

/** Appends the first `take` rows of a chunk to the column arrays, converted. */
function appendChunk(chunk: DuckDBDataChunk, take: number, data: unknown[][], converters: readonly (Convert | null)[]): void {
  for (let column = 0; column < data.length; column++) {
    const vector = chunk.getColumnVector(column);
    const out = data[column]!;
    const convert = converters[column];
    if (convert) for (let row = 0; row < take; row++) out.push(convert(vector.getItem(row)));
    else for (let row = 0; row < take; row++) out.push(vector.getItem(row));
  }
}

/** How the batches of a streamed result are cut. */
export interface DuckDbBatchOptions {
  /** Rows read at most (the rest is never fetched). */
  maxRows?: number;
  /** About how many rows a batch holds; the first batch is the first chunk alone, so it arrives early. */
  batchRows?: number;
}

/** Rows per batch when the caller names none: a few dozen of DuckDB's 2048-row chunks. */
export const DEFAULT_BATCH_ROWS = 65_536;

/** Rows of one of DuckDB's chunks (its standard vector size). */
const CHUNK_ROWS = 2048;

function describeColumns(result: DuckDBResult): ResultColumn[] {
  const types = result.columnTypes();
  const names = result.columnNames();
  return types.map((type, index) => {
    const typeName = type.toString();
    return { name: names[index] ?? `column${index}`, type: typeName, genericType: duckdbGenericType(typeName) };
  });
}

/**
 * A batch whose columns are Arrow-laid buffers where they were read from memory; its `data`
 * (the same rows as values) is built only if someone reads it, once per column.
 */
function bufferedBatch(columns: readonly ResultColumn[], rowCount: number, buffers: readonly (ColumnBuffers | null)[], values: readonly (unknown[] | null)[]): ColumnarResult & BufferedBatch {
  const data = new Array<ArrayLike<unknown> | undefined>(columns.length);
  let built = false;
  return {
    columns,
    rowCount,
    buffers,
    get data(): ReadonlyArray<ArrayLike<unknown>> {
      if (!built) {
        for (let column = 0; column < columns.length; column++) data[column] = values[column] ?? valuesOfBuffers(buffers[column]!, rowCount);
        built = true;
      }
      return data as ArrayLike<unknown>[];
    },
  };
}

/**
 * Reads a DuckDB result chunk by chunk, column by column, straight from the vectors' memory (see
 * `DuckDbColumnBatcher`: no value objects, no per-row work for numbers, strings as bytes) and
 * hands it on in batches ({@link BufferedBatch}: Arrow-laid buffers, values on demand): the first
 * batch is the first chunk (or no rows at all, for an empty result), later ones gather chunks up
 * to `batchRows`. Each batch is awaited before the next chunk is fetched, and fetching stops once
 * `maxRows` rows are in. As values, temporal cells are epoch milliseconds (UTC), DECIMAL a number,
 * 64/128-bit integers a number when exact, else a bigint, and LIST and ARRAY values arrays of such
 * values, exactly as {@link readDuckDbResult} reads them.
 */
export async function readDuckDbBatches(result: DuckDBResult, options: DuckDbBatchOptions, onBatch: (batch: ColumnarResult & BufferedBatch) => Promise<void>): Promise<void> {
  const maxRows = options.maxRows ?? Number.POSITIVE_INFINITY;
  const batchRows = Math.max(1, options.batchRows ?? DEFAULT_BATCH_ROWS);
  const columns = describeColumns(result);
  const types = result.columnTypes();
  const batcher = new DuckDbColumnBatcher(types, types.map(converterFor), Math.min(batchRows + CHUNK_ROWS, Number.isFinite(maxRows) ? maxRows : Number.POSITIVE_INFINITY));
  let rowCount = 0;
  let sent = 0;
  const flush = async () => {
    const pending = batcher.rowCount;
    const { buffers, values } = batcher.finish();
    sent++;
    await onBatch(bufferedBatch(columns, pending, buffers, values));
  };
  while (rowCount < maxRows) {
    const chunk = await result.fetchChunk();
    if (!chunk || chunk.rowCount === 0) break;
    const take = Math.min(chunk.rowCount, maxRows - rowCount);
    batcher.append(chunk, take);
    rowCount += take;
    if (sent === 0 || batcher.rowCount >= batchRows) await flush();
  }
  if (batcher.rowCount > 0 || sent === 0) await flush();
}

/** Reads a whole DuckDB result (as {@link readDuckDbBatches} reads it) as one columnar result of at most `maxRows` rows. */
export async function readDuckDbResult(result: DuckDBResult, maxRows = Number.POSITIVE_INFINITY): Promise<ColumnarResult> {
  const columns = describeColumns(result);
  const converters = result.columnTypes().map(converterFor);
  const data: unknown[][] = columns.map(() => []);
  let rowCount = 0;
  while (rowCount < maxRows) {
    const chunk = await result.fetchChunk();
    if (!chunk || chunk.rowCount === 0) break;
    const take = Math.min(chunk.rowCount, maxRows - rowCount);
    appendChunk(chunk, take, data, converters);
    rowCount += take;
  }
  return { columns, data, rowCount };
}
