import bindings from '@duckdb/node-bindings';
import type { ColumnBuffers } from '@core/plugin-api/index.js';
import { DuckDBVector, type DuckDBDataChunk, type DuckDBType } from '@duckdb/node-api';

/**
 * Reads DuckDB's data chunks column by column straight from their vectors' memory into Arrow-laid
 * buffers ({@link ColumnBuffers}): numbers with one typed-array copy, 64-bit integers and
 * timestamps through their 32-bit halves (no bigint per value), strings as their UTF-8 bytes
 * (never decoded into JS strings). Types without such a layout (lists, structs, blobs, 128-bit
 * integers, intervals …) are read value by value with the converter the caller gives.
 *
 * Vectors are read through DuckDB's C API (`vector_get_data`, `vector_get_validity`) with the
 * result's column types: the driver's own vector objects would look each chunk's types up again
 * (a native logical type per column per chunk, and the garbage of it).
 */

/** DuckDB's C API type ids (stable across releases) of the types read from memory. */
const TYPE_ID = {
  BOOLEAN: 1, TINYINT: 2, SMALLINT: 3, INTEGER: 4, BIGINT: 5, UTINYINT: 6, USMALLINT: 7, UINTEGER: 8,
  FLOAT: 10, DOUBLE: 11, TIMESTAMP: 12, DATE: 13, VARCHAR: 17, DECIMAL: 19, TIMESTAMP_S: 20, TIMESTAMP_MS: 21,
  TIMESTAMP_NS: 22, ENUM: 23, TIMESTAMP_TZ: 31,
} as const;

/** Typed arrays of the numeric types copied into Float64 as they are. */
const NUMBER_ARRAYS: Readonly<Record<number, Int8ArrayConstructor | Int16ArrayConstructor | Int32ArrayConstructor | Uint8ArrayConstructor | Uint16ArrayConstructor | Uint32ArrayConstructor | Float32ArrayConstructor | Float64ArrayConstructor>> = {
  [TYPE_ID.TINYINT]: Int8Array,
  [TYPE_ID.SMALLINT]: Int16Array,
  [TYPE_ID.INTEGER]: Int32Array,
  [TYPE_ID.UTINYINT]: Uint8Array,
  [TYPE_ID.USMALLINT]: Uint16Array,
  [TYPE_ID.UINTEGER]: Uint32Array,
  [TYPE_ID.FLOAT]: Float32Array,
  [TYPE_ID.DOUBLE]: Float64Array,
};

const TWO_32 = 4_294_967_296;
const MAX_EXACT = Number.MAX_SAFE_INTEGER;
const MS_PER_DAY = 86_400_000;
/** `'infinity'` and `'-infinity'` of DATE (days) and of the 64-bit timestamps. */
const DATE_INFINITY = 2 ** 31 - 1;
const TIMESTAMP_INFINITY = 2n ** 63n - 1n;
/** Bytes of a `duckdb_string_t`: length (u32), then 12 inline bytes or a 4-byte prefix and a pointer. */
const STRING_T_BYTES = 16;
const INLINE_STRING_BYTES = 12;

/** Bits set in each byte value, for counting nulls a byte at a time. */
const POPCOUNT = Uint8Array.from({ length: 256 }, (_, byte) => {
  let bits = 0;
  for (let b = byte; b > 0; b >>= 1) bits += b & 1;
  return bits;
});

/** One column of one chunk: DuckDB's vector, its type and the chunk's row count. */
interface ChunkColumn {
  vector: bindings.Vector;
  type: DuckDBType;
  rows: number;
}

/** The first `bytes` bytes of a vector's data, read in place. */
function dataOf(column: ChunkColumn, bytes: number): Uint8Array<ArrayBuffer> {
  // The binding hands out a view of an ordinary (never shared) ArrayBuffer.
  return bindings.vector_get_data(column.vector, bytes) as Uint8Array<ArrayBuffer>;
}

/** A value-by-value converter of a DuckDB value into what `ColumnarResult.data` holds. */
export type ValueConverter = ((value: unknown) => unknown) | null;

/** Rows + 1 growable bitmap of valid rows, with the count of nulls so far. */
class ValidityBuilder {
  bits: Uint8Array;
  nullCount = 0;

  constructor(capacity: number) {
    this.bits = new Uint8Array((capacity + 7) >> 3);
  }

  grow(capacity: number): void {
    const bytes = (capacity + 7) >> 3;
    if (bytes <= this.bits.length) return;
    const next = new Uint8Array(Math.max(bytes, this.bits.length * 2));
    next.set(this.bits);
    this.bits = next;
  }

  /**
   * Marks rows `at … at + take` valid or not from DuckDB's validity mask (64-bit words, least
   * significant bit first: on a little-endian machine, byte for byte Arrow's layout), or all
   * valid when the vector has no mask.
   */
  append(mask: Uint8Array | null, maskOffset: number, at: number, take: number): void {
    const bits = this.bits;
    if (mask === null) {
      let row = at;
      const end = at + take;
      for (; row < end && (row & 7) !== 0; row++) bits[row >> 3]! |= 1 << (row & 7);
      const fullEnd = end & ~7;
      if (row < fullEnd) {
        bits.fill(0xff, row >> 3, fullEnd >> 3);
        row = fullEnd;
      }
      for (; row < end; row++) bits[row >> 3]! |= 1 << (row & 7);
      return;
    }
    if ((at & 7) === 0 && (maskOffset & 7) === 0) {
      const whole = take >> 3;
      const from = maskOffset >> 3;
      bits.set(mask.subarray(from, from + whole), at >> 3);
      for (let i = 0; i < whole; i++) this.nullCount += 8 - POPCOUNT[mask[from + i]!]!;
      for (let row = whole << 3; row < take; row++) this.copyBit(mask, maskOffset + row, at + row);
      return;
    }
    for (let row = 0; row < take; row++) this.copyBit(mask, maskOffset + row, at + row);
  }

  private copyBit(mask: Uint8Array, from: number, to: number): void {
    if ((mask[from >> 3]! >> (from & 7)) & 1) this.bits[to >> 3]! |= 1 << (to & 7);
    else this.nullCount++;
  }

  /** Marks one row as null (a value the column cannot hold, such as an infinite date). */
  clear(row: number): void {
    const mask = 1 << (row & 7);
    if (this.bits[row >> 3]! & mask) {
      this.bits[row >> 3]! &= ~mask;
      this.nullCount++;
    }
  }

  isValid(row: number): boolean {
    return ((this.bits[row >> 3]! >> (row & 7)) & 1) === 1;
  }

  /** The bitmap of the first `rows` rows, or null when none is missing. */
  finish(rows: number): Uint8Array | null {
    return this.nullCount === 0 ? null : this.bits.slice(0, (rows + 7) >> 3);
  }
}

/** The vector's validity mask as bytes, or null when every row is valid. */
function maskOf(column: ChunkColumn): Uint8Array | null {
  return bindings.vector_get_validity(column.vector, Math.ceil(column.rows / 64) * 8) ?? null;
}

/** Gathers one column's rows, chunk after chunk, into a batch. */
interface ColumnBuilder {
  append(column: ChunkColumn, take: number, at: number): void;
  /** The batch's first `rows` rows; the builder starts empty again. */
  finish(rows: number): { buffers: ColumnBuffers | null; values: unknown[] | null };
}

/** Base of the builders that write fixed-width values: capacity, validity and growth (memory is taken on the first rows). */
abstract class FixedBuilder implements ColumnBuilder {
  protected validity: ValidityBuilder;
  protected capacity = 0;

  constructor(protected readonly initialCapacity: number) {
    this.validity = new ValidityBuilder(initialCapacity);
  }

  /** Makes room for `capacity` rows, keeping the rows written so far. */
  protected abstract allocate(capacity: number): void;
  protected abstract copy(column: ChunkColumn, take: number, at: number): void;
  protected abstract buffers(rows: number, validity: Uint8Array | null, nullCount: number): ColumnBuffers;
  /** Lets go of the rows handed over. */
  protected abstract reset(): void;

  append(column: ChunkColumn, take: number, at: number): void {
    if (at + take > this.capacity) {
      this.capacity = Math.max(at + take, this.capacity * 2, this.initialCapacity);
      this.allocate(this.capacity);
      this.validity.grow(this.capacity);
    }
    this.validity.append(maskOf(column), 0, at, take);
    this.copy(column, take, at);
  }

  finish(rows: number): { buffers: ColumnBuffers; values: null } {
    const validity = this.validity.finish(rows);
    const buffers = this.buffers(rows, validity, validity === null ? 0 : this.validity.nullCount);
    this.capacity = 0;
    this.validity = new ValidityBuilder(this.initialCapacity);
    this.reset();
    return { buffers, values: null };
  }
}

/** Numbers of up to 32 bits (and floats) widened to Float64 by one typed-array copy; small decimals scaled. */
class Float64Builder extends FixedBuilder {
  private values = new Float64Array(0);

  protected allocate(capacity: number): void {
    const next = new Float64Array(capacity);
    next.set(this.values);
    this.values = next;
  }

  protected reset(): void {
    this.values = new Float64Array(0);
  }

  protected copy(column: ChunkColumn, take: number, at: number): void {
    const id = column.type.typeId as number;
    if (id === TYPE_ID.DECIMAL) {
      this.copyDecimal(column, column.type as unknown as { width: number; scale: number }, take, at);
      return;
    }
    const Items = NUMBER_ARRAYS[id]!;
    const data = dataOf(column, take * Items.BYTES_PER_ELEMENT);
    this.values.set(new Items(data.buffer, data.byteOffset, take), at);
  }

  /** DECIMAL of width ≤ 18: the exact unscaled integer divided by an exact power of ten gives the correctly rounded double. */
  private copyDecimal(column: ChunkColumn, decimal: { width: number; scale: number }, take: number, at: number): void {
    const out = this.values;
    const divisor = 10 ** decimal.scale;
    if (decimal.width <= 4) {
      const data = dataOf(column, take * 2);
      const raw = new Int16Array(data.buffer, data.byteOffset, take);
      for (let i = 0; i < take; i++) out[at + i] = raw[i]! / divisor;
    } else if (decimal.width <= 9) {
      const data = dataOf(column, take * 4);
      const raw = new Int32Array(data.buffer, data.byteOffset, take);
      for (let i = 0; i < take; i++) out[at + i] = raw[i]! / divisor;
    } else {
      const data = dataOf(column, take * 8);
      const halves = new Int32Array(data.buffer, data.byteOffset, take * 2);
      let vector: DuckDBVector | null = null;
      for (let i = 0; i < take; i++) {
        const unscaled = halves[2 * i + 1]! * TWO_32 + (halves[2 * i]! >>> 0);
        if (unscaled <= MAX_EXACT && unscaled >= -MAX_EXACT) out[at + i] = unscaled / divisor;
        else if (this.validity.isValid(at + i)) {
          vector ??= DuckDBVector.create(column.vector, column.rows, column.type);
          out[at + i] = Number(String(vector.getItem(i)));
        }
      }
    }
  }

  protected buffers(rows: number, validity: Uint8Array | null, nullCount: number): ColumnBuffers {
    return { kind: 'float64', values: this.values.subarray(0, rows), validity, nullCount };
  }
}

/** How a 64-bit column's raw integers become the batch's: as they are, or as epoch milliseconds. */
type Int64Scale = 'same' | 'micros' | 'nanos' | 'seconds' | 'millis' | 'days';

/** BIGINT as it is, and temporal values as epoch milliseconds, written as 64-bit integers through their 32-bit halves. */
class Int64Builder extends FixedBuilder {
  private values = new BigInt64Array(0);

  constructor(capacity: number, private readonly kind: 'int64' | 'timestamp', private readonly scale: Int64Scale) {
    super(capacity);
  }

  protected allocate(capacity: number): void {
    const next = new BigInt64Array(capacity);
    next.set(this.values);
    this.values = next;
  }

  protected reset(): void {
    this.values = new BigInt64Array(0);
  }

  protected copy(column: ChunkColumn, take: number, at: number): void {
    const data = dataOf(column, take * (this.scale === 'days' ? 4 : 8));
    if (this.scale === 'same') {
      this.values.set(new BigInt64Array(data.buffer, data.byteOffset, take), at);
      return;
    }
    const out = new Int32Array(this.values.buffer, this.values.byteOffset + at * 8, take * 2);
    if (this.scale === 'days') {
      const days = new Int32Array(data.buffer, data.byteOffset, take);
      for (let i = 0; i < take; i++) {
        const day = days[i]!;
        if (day === DATE_INFINITY || day === -DATE_INFINITY) this.validity.clear(at + i);
        else writeInt64(out, i, day * MS_PER_DAY);
      }
      return;
    }
    const raw = new BigInt64Array(data.buffer, data.byteOffset, take);
    const halves = new Int32Array(raw.buffer, raw.byteOffset, take * 2);
    const divisor = this.scale === 'micros' ? 1000 : this.scale === 'nanos' ? 1_000_000 : 1;
    for (let i = 0; i < take; i++) {
      const value = halves[2 * i + 1]! * TWO_32 + (halves[2 * i]! >>> 0);
      if (value <= MAX_EXACT && value >= -MAX_EXACT) {
        writeInt64(out, i, this.scale === 'seconds' ? value * 1000 : divisor === 1 ? value : floorDivide(value, divisor));
        continue;
      }
      // Past ±2^53 (years beyond 2255 in microseconds): the infinities become null, the rest exact bigint arithmetic.
      const exact = raw[i]!;
      if (exact === TIMESTAMP_INFINITY || exact === -TIMESTAMP_INFINITY) this.validity.clear(at + i);
      else if (this.scale === 'seconds') this.values[at + i] = BigInt(Number(exact) * 1000);
      else this.values[at + i] = bigFloorDivide(exact, BigInt(divisor));
    }
  }

  protected buffers(rows: number, validity: Uint8Array | null, nullCount: number): ColumnBuffers {
    return { kind: this.kind, values: this.values.subarray(0, rows), validity, nullCount };
  }
}

/** `value` (an integer within ±2^53) written as the 64-bit integer at `index` of a little-endian int32 view. */
function writeInt64(halves: Int32Array, index: number, value: number): void {
  const high = Math.floor(value / TWO_32);
  halves[2 * index] = (value - high * TWO_32) | 0;
  halves[2 * index + 1] = high;
}

/** Floor division of integers within ±2^53, corrected where the float quotient rounds across an integer. */
function floorDivide(value: number, divisor: number): number {
  let quotient = Math.floor(value / divisor);
  const remainder = value - quotient * divisor;
  if (remainder < 0) quotient--;
  else if (remainder >= divisor) quotient++;
  return quotient;
}

function bigFloorDivide(value: bigint, divisor: bigint): bigint {
  const quotient = value / divisor;
  return value < 0n && quotient * divisor !== value ? quotient - 1n : quotient;
}

/** BOOLEAN: DuckDB's one byte per value packed into one bit per row. */
class BoolBuilder extends FixedBuilder {
  private values = new Uint8Array(0);

  protected allocate(capacity: number): void {
    const next = new Uint8Array((capacity + 7) >> 3);
    next.set(this.values);
    this.values = next;
  }

  protected reset(): void {
    this.values = new Uint8Array(0);
  }

  protected copy(column: ChunkColumn, take: number, at: number): void {
    const bytes = dataOf(column, take);
    const out = this.values;
    for (let i = 0; i < take; i++) {
      if (bytes[i] !== 0) {
        const row = at + i;
        out[row >> 3]! |= 1 << (row & 7);
      }
    }
  }

  protected buffers(rows: number, validity: Uint8Array | null, nullCount: number): ColumnBuffers {
    return { kind: 'bool', values: this.values.subarray(0, (rows + 7) >> 3), validity, nullCount };
  }
}

/** VARCHAR (its UTF-8 bytes copied as they are) and ENUM (its dictionary's bytes, encoded once). */
class Utf8Builder implements ColumnBuilder {
  private validity: ValidityBuilder;
  private offsets: Int32Array;
  private bytes: Uint8Array;
  private used = 0;
  private enumBytes: Uint8Array[] | null = null;

  constructor(private readonly initialCapacity: number) {
    this.validity = new ValidityBuilder(initialCapacity);
    this.offsets = new Int32Array(initialCapacity + 1);
    this.bytes = new Uint8Array(initialCapacity * 8);
  }

  private room(rows: number, bytes: number): void {
    if (rows + 1 > this.offsets.length) {
      const next = new Int32Array(Math.max(rows + 1, this.offsets.length * 2));
      next.set(this.offsets);
      this.offsets = next;
      this.validity.grow(next.length);
    }
    if (bytes > this.bytes.length) {
      if (bytes > 0x7fffffff) throw new RangeError('A string column of more than 2 GiB does not fit an Arrow Utf8 vector');
      const next = new Uint8Array(Math.min(0x7fffffff, Math.max(bytes, this.bytes.length * 2)));
      next.set(this.bytes.subarray(0, this.used));
      this.bytes = next;
    }
  }

  append(column: ChunkColumn, take: number, at: number): void {
    this.room(at + take, this.used);
    this.validity.append(maskOf(column), 0, at, take);
    if ((column.type.typeId as number) === TYPE_ID.ENUM) this.appendEnum(column, take, at);
    else this.appendStrings(dataOf(column, take * STRING_T_BYTES), take, at);
  }

  private appendStrings(raw: Uint8Array, take: number, at: number): void {
    const lengths = new Uint32Array(raw.buffer, raw.byteOffset, take * 4);
    const offsets = this.offsets;
    for (let i = 0; i < take; i++) {
      const row = at + i;
      if (!this.validity.isValid(row)) {
        offsets[row + 1] = this.used;
        continue;
      }
      const length = lengths[i * 4]!;
      if (this.used + length > this.bytes.length) this.room(row + 1, this.used + length);
      const start = i * STRING_T_BYTES;
      if (length <= INLINE_STRING_BYTES) {
        const out = this.bytes;
        for (let b = 0; b < length; b++) out[this.used + b] = raw[start + 4 + b]!;
      } else {
        this.bytes.set(bindings.get_data_from_pointer(raw.buffer as ArrayBuffer, raw.byteOffset + start + 8, length), this.used);
      }
      this.used += length;
      offsets[row + 1] = this.used;
    }
  }

  private appendEnum(column: ChunkColumn, take: number, at: number): void {
    const type = column.type as unknown as { values: readonly string[]; internalTypeId: number };
    this.enumBytes ??= type.values.map((value) => Buffer.from(value, 'utf8'));
    const dictionary = this.enumBytes;
    const Items = type.internalTypeId === TYPE_ID.UTINYINT ? Uint8Array : type.internalTypeId === TYPE_ID.USMALLINT ? Uint16Array : Uint32Array;
    const data = dataOf(column, take * Items.BYTES_PER_ELEMENT);
    const items = new Items(data.buffer, data.byteOffset, take);
    const offsets = this.offsets;
    for (let i = 0; i < take; i++) {
      const row = at + i;
      if (this.validity.isValid(row)) {
        const entry = dictionary[items[i]!]!;
        if (this.used + entry.length > this.bytes.length) this.room(row + 1, this.used + entry.length);
        this.bytes.set(entry, this.used);
        this.used += entry.length;
      }
      offsets[row + 1] = this.used;
    }
  }

  finish(rows: number): { buffers: ColumnBuffers; values: null } {
    const validity = this.validity.finish(rows);
    const buffers: ColumnBuffers = {
      kind: 'utf8',
      offsets: this.offsets.slice(0, rows + 1),
      bytes: this.bytes.slice(0, this.offsets[rows]!),
      validity,
      nullCount: validity === null ? 0 : this.validity.nullCount,
    };
    this.validity = new ValidityBuilder(this.initialCapacity);
    this.offsets = new Int32Array(this.initialCapacity + 1);
    this.bytes = new Uint8Array(Math.max(this.initialCapacity * 8, this.used >> 1));
    this.used = 0;
    return { buffers, values: null };
  }
}

/** Any other type: each value read through the driver and converted as the value-by-value reader does. */
class ValueBuilder implements ColumnBuilder {
  private values: unknown[] = [];

  constructor(private readonly convert: ValueConverter) {}

  append(column: ChunkColumn, take: number): void {
    const vector = DuckDBVector.create(column.vector, column.rows, column.type);
    const out = this.values;
    const convert = this.convert;
    if (convert) for (let row = 0; row < take; row++) out.push(convert(vector.getItem(row)));
    else for (let row = 0; row < take; row++) out.push(vector.getItem(row));
  }

  finish(): { buffers: null; values: unknown[] } {
    const values = this.values;
    this.values = [];
    return { buffers: null, values };
  }
}

/** The builder of a column of `type`: from memory where its layout allows, else value by value. */
function builderFor(type: DuckDBType, capacity: number, convert: ValueConverter): ColumnBuilder {
  switch (type.typeId as number) {
    case TYPE_ID.TINYINT:
    case TYPE_ID.SMALLINT:
    case TYPE_ID.INTEGER:
    case TYPE_ID.UTINYINT:
    case TYPE_ID.USMALLINT:
    case TYPE_ID.UINTEGER:
    case TYPE_ID.FLOAT:
    case TYPE_ID.DOUBLE:
      return new Float64Builder(capacity);
    case TYPE_ID.DECIMAL:
      return (type as unknown as { width: number }).width <= 18 ? new Float64Builder(capacity) : new ValueBuilder(convert);
    case TYPE_ID.BIGINT:
      return new Int64Builder(capacity, 'int64', 'same');
    case TYPE_ID.TIMESTAMP:
    case TYPE_ID.TIMESTAMP_TZ:
      return new Int64Builder(capacity, 'timestamp', 'micros');
    case TYPE_ID.TIMESTAMP_NS:
      return new Int64Builder(capacity, 'timestamp', 'nanos');
    case TYPE_ID.TIMESTAMP_MS:
      return new Int64Builder(capacity, 'timestamp', 'millis');
    case TYPE_ID.TIMESTAMP_S:
      return new Int64Builder(capacity, 'timestamp', 'seconds');
    case TYPE_ID.DATE:
      return new Int64Builder(capacity, 'timestamp', 'days');
    case TYPE_ID.BOOLEAN:
      return new BoolBuilder(capacity);
    case TYPE_ID.VARCHAR:
    case TYPE_ID.ENUM:
      return new Utf8Builder(capacity);
    default:
      return new ValueBuilder(convert);
  }
}

/** The columns of a batch: Arrow-laid buffers per column where read from memory, else values. */
export interface ReadColumns {
  buffers: (ColumnBuffers | null)[];
  values: (unknown[] | null)[];
}

/**
 * Gathers the chunks of one result into batches, column by column. `append` copies the first
 * `take` rows of a chunk; `finish` hands over the rows gathered since the last `finish`.
 *
 * @example
 * ```ts
 * const batch = new DuckDbColumnBatcher(result.columnTypes(), converters, 65_536);
 * batch.append(chunk, chunk.rowCount);
 * const { buffers, values } = batch.finish();
 * ```
 */
export class DuckDbColumnBatcher {
  private builders: ColumnBuilder[];
  private rows = 0;

  constructor(
    private readonly types: readonly DuckDBType[],
    converters: readonly ValueConverter[],
    capacity: number,
  ) {
    this.builders = types.map((type, index) => builderFor(type, capacity, converters[index] ?? null));
  }

  /** Rows gathered since the last `finish`. */
  get rowCount(): number {
    return this.rows;
  }

  append(chunk: DuckDBDataChunk, take: number): void {
    const rows = chunk.rowCount;
    for (let column = 0; column < this.builders.length; column++) {
      this.builders[column]!.append({ vector: bindings.data_chunk_get_vector(chunk.chunk, column), type: this.types[column]!, rows }, take, this.rows);
    }
    this.rows += take;
  }

  finish(): ReadColumns {
    const rows = this.rows;
    const buffers: (ColumnBuffers | null)[] = [];
    const values: (unknown[] | null)[] = [];
    for (const builder of this.builders) {
      const column = builder.finish(rows);
      buffers.push(column.buffers);
      values.push(column.values);
    }
    this.rows = 0;
    return { buffers, values };
  }
}

/** A cell of a buffered column as the value-by-value reader gives it (numbers, exact bigints past 2^53, epoch ms, booleans, strings). */
export function valuesOfBuffers(buffers: ColumnBuffers, rows: number): unknown[] {
  const out = new Array<unknown>(rows);
  const valid = buffers.validity;
  const isNull = (row: number) => valid !== null && ((valid[row >> 3]! >> (row & 7)) & 1) === 0;
  switch (buffers.kind) {
    case 'float64':
      for (let row = 0; row < rows; row++) out[row] = isNull(row) ? null : buffers.values[row]!;
      break;
    case 'int64':
    case 'timestamp': {
      // Through the 32-bit halves: a bigint is made only for integers past ±2^53.
      const halves = new Int32Array(buffers.values.buffer, buffers.values.byteOffset, rows * 2);
      for (let row = 0; row < rows; row++) {
        if (isNull(row)) {
          out[row] = null;
          continue;
        }
        const value = halves[2 * row + 1]! * TWO_32 + (halves[2 * row]! >>> 0);
        out[row] = value <= MAX_EXACT && value >= -MAX_EXACT ? value : buffers.kind === 'int64' ? buffers.values[row]! : Number(buffers.values[row]!);
      }
      break;
    }
    case 'bool':
      for (let row = 0; row < rows; row++) out[row] = isNull(row) ? null : ((buffers.values[row >> 3]! >> (row & 7)) & 1) === 1;
      break;
    case 'utf8': {
      const decoder = new TextDecoder();
      for (let row = 0; row < rows; row++) out[row] = isNull(row) ? null : decoder.decode(buffers.bytes.subarray(buffers.offsets[row]!, buffers.offsets[row + 1]!));
      break;
    }
  }
  return out;
}
