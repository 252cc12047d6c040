import type { Data, DataType, Field as ArrowField } from 'apache-arrow';
import type { ColumnBuffers } from '@core/plugin-api/index.js';
import { isTemporalColumn, rowCountOf, toEpochMs, type ColumnTypes, type SerializableFrame } from './serializable-frame.js';

export interface ArrowOptions {
  /** Generic type per column; unknown entries are inferred from the values. */
  types?: ColumnTypes;
  /** Key/value pairs on the schema, e.g. what the result belongs to. */
  metadata?: Readonly<Record<string, string>>;
  /** Key/value pairs per field, parallel to `columns`, e.g. the engine's type name. */
  fieldMetadata?: readonly (Readonly<Record<string, string>> | null | undefined)[];
}

export type ArrowModule = typeof import('apache-arrow');
/** The Arrow types Tessera writes a column as. */
export type ArrowKind = 'float64' | 'int64' | 'bool' | 'utf8' | 'timestamp';

let arrow: Promise<ArrowModule> | null = null;

/** apache-arrow costs ~200 ms to import: loaded on the first Arrow answer, not at start-up. */
export function loadArrow(): Promise<ArrowModule> {
  arrow ??= import('apache-arrow');
  return arrow;
}

/**
 * The frame as an Arrow IPC stream (one record batch), built straight from the columns into
 * typed buffers, never through row objects:
 * - temporal → `Timestamp(ms)` (no zone: engine timestamps are wall clock);
 * - booleans → `Bool`; strings → `Utf8`;
 * - numbers → `Float64`, except integer columns holding a bigint → `Int64` (exact);
 * - anything else (mixed, nested) → `Utf8` of its JSON text.
 *
 * Arrow readers resolve columns by name, so repeated names get Superset's `__1`, `__2` suffixes.
 * `metadata` and `fieldMetadata` become the schema's and the fields' custom metadata.
 *
 * @example
 * ```ts
 * const bytes = await toArrowIpc(frame, { types: outcome.types });
 * reply.type('application/vnd.apache.arrow.stream').send(Buffer.from(bytes));
 * // browser: tableFromIPC(new Uint8Array(await response.arrayBuffer()))
 * ```
 */
export async function toArrowIpc(frame: SerializableFrame, options: ArrowOptions = {}): Promise<Uint8Array> {
  const a = await loadArrow();
  const length = rowCountOf(frame);
  const fields: ArrowField[] = [];
  const children: Data[] = [];
  dedupeNames(frame.columns).forEach((name, c) => {
    const values = frame.data[c] ?? [];
    const kind = isTemporalColumn(frame, options.types, c) ? 'timestamp' : kindOf(values, length, options.types?.[c]);
    const data = buildArrowData(a, kind, values, length);
    fields.push(new a.Field(name, data.type, true, metadataMap(options.fieldMetadata?.[c])));
    children.push(data);
  });
  const schema = new a.Schema(fields, metadataMap(options.metadata));
  const batch = new a.RecordBatch(schema, a.makeData({ type: new a.Struct(fields), length, nullCount: 0, children }));
  return a.tableToIPC(new a.Table([batch]), 'stream');
}

function metadataMap(entries: Readonly<Record<string, string>> | null | undefined): Map<string, string> | null {
  return entries ? new Map(Object.entries(entries)) : null;
}

/** `['x', 'x', 'y']` → `['x', 'x__1', 'y']`, skipping suffixes that are already taken. */
function dedupeNames(names: readonly string[]): string[] {
  const taken = new Set(names);
  const seen = new Set<string>();
  return names.map((name) => {
    let unique = name;
    for (let n = 1; seen.has(unique); n++) {
      unique = `${name}__${n}`;
      if (taken.has(unique)) unique = name;
    }
    seen.add(unique);
    return unique;
  });
}

function kindOf(values: ArrayLike<unknown>, length: number, declared: string | null | undefined): ArrowKind {
  if (declared === 'boolean') return 'bool';
  if (declared === 'string') return 'utf8';
  if (values instanceof Float64Array || values instanceof Float32Array || values instanceof Int32Array) return 'float64';
  if (values instanceof BigInt64Array) return 'int64';
  let numbers = 0, bigints = 0, fractional = 0, strings = 0, booleans = 0, others = 0;
  for (let i = 0; i < length; i++) {
    const value = values[i];
    if (value === null || value === undefined) continue;
    switch (typeof value) {
      case 'number':
        numbers++;
        if (!Number.isInteger(value)) fractional++;
        break;
      case 'bigint': bigints++; break;
      case 'string': strings++; break;
      case 'boolean': booleans++; break;
      default: others++;
    }
  }
  const nonNull = numbers + bigints + strings + booleans + others;
  if (declared === 'numeric' || (nonNull > 0 && numbers + bigints === nonNull)) {
    if (numbers + bigints < nonNull) return 'utf8';
    return bigints > 0 && fractional === 0 ? 'int64' : 'float64';
  }
  if (nonNull > 0 && booleans === nonNull) return 'bool';
  return 'utf8';
}

/**
 * One column's values as Arrow data of `kind`, straight into typed buffers. A value that does not
 * fit the kind (text in a number column, a fraction in an integer one) is written as null.
 */
export function buildArrowData(a: ArrowModule, kind: ArrowKind, values: ArrayLike<unknown>, length: number): Data<DataType> {
  const validity = new Uint8Array((length + 7) >> 3);
  let nullCount = 0;
  const markValid = (i: number) => { validity[i >> 3]! |= 1 << (i & 7); };
  const nullBitmap = () => (nullCount > 0 ? validity : undefined);

  switch (kind) {
    case 'float64': {
      const data = new Float64Array(length);
      for (let i = 0; i < length; i++) {
        const value = values[i];
        if (typeof value === 'number') { data[i] = value; markValid(i); }
        else if (typeof value === 'bigint') { data[i] = Number(value); markValid(i); }
        else nullCount++;
      }
      return a.makeData({ type: new a.Float64(), length, nullCount, nullBitmap: nullBitmap(), data });
    }
    case 'int64': {
      const data = new BigInt64Array(length);
      for (let i = 0; i < length; i++) {
        const value = values[i];
        if (typeof value === 'bigint') { data[i] = BigInt.asIntN(64, value); markValid(i); }
        else if (typeof value === 'number' && Number.isInteger(value)) { data[i] = BigInt(value); markValid(i); }
        else nullCount++;
      }
      return a.makeData({ type: new a.Int64(), length, nullCount, nullBitmap: nullBitmap(), data });
    }
    case 'timestamp': {
      const data = new BigInt64Array(length);
      for (let i = 0; i < length; i++) {
        const ms = values[i] === null || values[i] === undefined ? null : toEpochMs(values[i]);
        if (ms === null) nullCount++;
        else { data[i] = BigInt(Math.trunc(ms)); markValid(i); }
      }
      return a.makeData({ type: new a.TimestampMillisecond(), length, nullCount, nullBitmap: nullBitmap(), data });
    }
    case 'bool': {
      const data = new Uint8Array((length + 7) >> 3);
      for (let i = 0; i < length; i++) {
        const value = values[i];
        if (value === null || value === undefined) { nullCount++; continue; }
        markValid(i);
        if (value) data[i >> 3]! |= 1 << (i & 7);
      }
      return a.makeData({ type: new a.Bool(), length, nullCount, nullBitmap: nullBitmap(), data });
    }
    case 'utf8': {
      // One pass for texts and byte offsets, then a single UTF-8 encode of their concatenation.
      const texts = new Array<string>(length);
      const valueOffsets = new Int32Array(length + 1);
      let bytes = 0;
      for (let i = 0; i < length; i++) {
        const text = toText(values[i]);
        if (text === null) { nullCount++; texts[i] = ''; }
        else { texts[i] = text; markValid(i); bytes += Buffer.byteLength(text, 'utf8'); }
        if (bytes > 0x7fffffff) throw new RangeError('A string column of more than 2 GiB does not fit an Arrow Utf8 vector');
        valueOffsets[i + 1] = bytes;
      }
      const data = new Uint8Array(bytes);
      if (bytes > 0) Buffer.from(data.buffer, data.byteOffset, bytes).write(texts.join(''), 0, 'utf8');
      return a.makeData({ type: new a.Utf8(), length, nullCount, nullBitmap: nullBitmap(), valueOffsets, data });
    }
  }
}

/** Bits set in each byte value. */
const POPCOUNT = Uint8Array.from({ length: 256 }, (_, byte) => {
  let bits = 0;
  for (let b = byte; b > 0; b >>= 1) bits += b & 1;
  return bits;
});

/** Nulls among the first `length` rows of a validity bitmap (bit clear = null). */
function nullsIn(validity: Uint8Array, length: number): number {
  let valid = 0;
  const whole = length >> 3;
  for (let i = 0; i < whole; i++) valid += POPCOUNT[validity[i]!]!;
  for (let row = whole << 3; row < length; row++) valid += (validity[row >> 3]! >> (row & 7)) & 1;
  return length - valid;
}

/**
 * The first `length` rows of a column the engine laid out as Arrow does, as Arrow data: its
 * buffers are used as they are (views, no copy, no value read), so encoding costs one copy into
 * the IPC message.
 */
export function arrowDataFromBuffers(a: ArrowModule, buffers: ColumnBuffers, length: number): Data<DataType> {
  // Counted again: `length` may stop short of the rows the buffers hold (a byte of bitmap per 8 rows, cheap).
  const nullCount = buffers.validity === null ? 0 : nullsIn(buffers.validity, length);
  const nullBitmap = nullCount > 0 ? buffers.validity!.subarray(0, (length + 7) >> 3) : undefined;
  switch (buffers.kind) {
    case 'float64':
      return a.makeData({ type: new a.Float64(), length, nullCount, nullBitmap, data: buffers.values.subarray(0, length) });
    case 'int64':
      return a.makeData({ type: new a.Int64(), length, nullCount, nullBitmap, data: buffers.values.subarray(0, length) });
    case 'timestamp':
      return a.makeData({ type: new a.TimestampMillisecond(), length, nullCount, nullBitmap, data: buffers.values.subarray(0, length) });
    case 'bool':
      return a.makeData({ type: new a.Bool(), length, nullCount, nullBitmap, data: buffers.values.subarray(0, (length + 7) >> 3) });
    case 'utf8': {
      const valueOffsets = buffers.offsets.subarray(0, length + 1);
      return a.makeData({ type: new a.Utf8(), length, nullCount, nullBitmap, valueOffsets, data: buffers.bytes.subarray(0, valueOffsets[length]!) });
    }
  }
}

/** A cell as text: bytes as hex (as the JSON answers show them), nested values as JSON. */
function toText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex');
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value, (_key, member: unknown) => (typeof member === 'bigint' ? member.toString() : member));
}
