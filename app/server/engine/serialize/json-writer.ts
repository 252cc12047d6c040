import { rowCountOf, type SerializableFrame } from './serializable-frame.js';

/**
 * UTF-8 JSON written straight into one growing Buffer. Text goes in with `write`; the records
 * writer below puts keys, digits and cached strings in byte by byte, so a megabyte of JSON makes
 * no per-row or per-cell strings for the collector to clear away.
 */
export class JsonBufferWriter {
  /** The bytes so far are `buffer[0, length)`; public so the cell writers below work on locals. */
  buffer: Buffer;
  length = 0;

  constructor(initialBytes = 64 * 1024) {
    this.buffer = Buffer.allocUnsafe(Math.max(initialBytes, 16));
  }

  write(text: string): void {
    // At most three bytes per UTF-16 unit.
    this.reserve(text.length * 3);
    this.length += this.buffer.write(text, this.length, 'utf8');
  }

  writeBytes(bytes: Uint8Array): void {
    this.reserve(bytes.byteLength);
    this.buffer.set(bytes, this.length);
    this.length += bytes.byteLength;
  }

  /** The bytes written; copied to a buffer of their own size when the writer's has much room left (cached bytes are counted by length). */
  finish(): Buffer {
    const bytes = this.buffer.subarray(0, this.length);
    return this.buffer.length - this.length > this.length >> 2 ? Buffer.from(bytes) : bytes;
  }

  /** Makes room for `bytes` more bytes. */
  reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }
}

/** Characters that JSON.stringify escapes in a string: quote, backslash, controls and lone surrogates. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be found
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** A string as JSON: quoted as is when nothing in it needs escaping, else JSON.stringify's text. */
export function jsonString(value: string): string {
  return NEEDS_ESCAPE.test(value) ? JSON.stringify(value) : `"${value}"`;
}

const bytesOf = (text: string): Buffer => Buffer.from(text, 'utf8');
const NULL_BYTES = bytesOf('null');
const TRUE_BYTES = bytesOf('true');
const FALSE_BYTES = bytesOf('false');

/** The most bytes a number, boolean or null cell takes (`-1.2345678901234567e-308` is 24). */
const SCALAR_BYTES = 26;
/** Distinct strings remembered per column, as JSON bytes; beyond this, strings are encoded as they come. */
const STRING_CACHE_ENTRIES = 4096;
/** Strings up to this long are copied byte by byte; longer ones with one `Buffer.set`. */
const SHORT_COPY = 32;

function copyBytes(out: JsonBufferWriter, bytes: Uint8Array): void {
  const target = out.buffer;
  let at = out.length;
  if (bytes.length <= SHORT_COPY) {
    for (let i = 0; i < bytes.length; i++) target[at++] = bytes[i]!;
  } else {
    target.set(bytes, at);
    at += bytes.length;
  }
  out.length = at;
}

/** ASCII text (number digits) copied byte by byte; the caller has reserved the room. */
function copyAscii(out: JsonBufferWriter, text: string): void {
  const target = out.buffer;
  let at = out.length;
  for (let i = 0; i < text.length; i++) target[at++] = text.charCodeAt(i);
  out.length = at;
}

/**
 * A number as JSON.stringify writes it: safe integers digit by digit (no string made), other
 * finite numbers through their own text, -0 as `0`, NaN and ±Infinity as `null`. Room for
 * SCALAR_BYTES must be reserved.
 */
function writeNumber(out: JsonBufferWriter, value: number): void {
  if (Number.isSafeInteger(value)) {
    const target = out.buffer;
    let at = out.length;
    let rest = value;
    if (rest < 0) {
      target[at++] = 45;
      rest = -rest;
    }
    let digits = 1;
    for (let power = 10; rest >= power; power *= 10) digits++;
    at += digits;
    out.length = at;
    do {
      const next = Math.floor(rest / 10);
      target[--at] = 48 + (rest - next * 10);
      rest = next;
    } while (rest > 0);
    return;
  }
  if (!Number.isFinite(value)) copyBytes(out, NULL_BYTES);
  else if (!writeShortDecimal(out, value)) copyAscii(out, `${value}`);
}

/** Powers of ten tried for a short decimal, and below what magnitude (so that no two decimals of that many places read back alike). */
const DECIMAL_SCALES = [10, 100, 1000, 10_000, 100_000, 1_000_000];
const SHORT_DECIMAL_LIMIT = 1e9;

/**
 * Numbers with at most six decimals below 1e9 (prices, rates, rounded measures), written as
 * `${value}` would write them but without making the text: the fewest decimals `k` for which
 * round(value × 10^k) / 10^k is value again. Both that division and reading the decimal back
 * round the same real number to the nearest double, so the digits read back as `value`, and no
 * shorter decimal does (it would have been found at a smaller `k`), which is what JavaScript's
 * own number-to-text conversion writes. Answers false for anything else.
 */
function writeShortDecimal(out: JsonBufferWriter, value: number): boolean {
  const magnitude = value < 0 ? -value : value;
  if (!(magnitude < SHORT_DECIMAL_LIMIT) || magnitude < 1e-6) return false;
  for (let places = 1; places <= DECIMAL_SCALES.length; places++) {
    const scale = DECIMAL_SCALES[places - 1]!;
    const scaled = Math.round(magnitude * scale);
    if (scaled / scale !== magnitude) continue;
    const target = out.buffer;
    let at = out.length;
    if (value < 0) target[at++] = 45; // -
    const whole = Math.floor(scaled / scale);
    let fraction = scaled - whole * scale;
    // The whole part, digit by digit.
    let digits = 1;
    for (let power = 10; whole >= power; power *= 10) digits++;
    let rest = whole;
    for (let i = at + digits - 1; i >= at; i--) {
      const next = Math.floor(rest / 10);
      target[i] = 48 + (rest - next * 10);
      rest = next;
    }
    at += digits;
    target[at++] = 46; // .
    for (let i = at + places - 1; i >= at; i--) {
      const next = Math.floor(fraction / 10);
      target[i] = 48 + (fraction - next * 10);
      fraction = next;
    }
    out.length = at + places;
    return true;
  }
  return false;
}

/**
 * Writes one column's cell of a row; room for SCALAR_BYTES is reserved by the caller, anything
 * longer reserves its own (plus `slack`, the room the rest of the row was promised).
 */
type CellWriter = (out: JsonBufferWriter, row: number, slack: number) => void;

/** Anything that is not a number, string or boolean, exactly as `JSON.stringify(toRecords(frame))` writes it. */
function writeOther(out: JsonBufferWriter, value: unknown, slack: number): void {
  if (value === null || value === undefined) {
    copyBytes(out, NULL_BYTES);
    return;
  }
  if (typeof value === 'bigint') {
    writeNumber(out, Number(value));
    return;
  }
  const text = typeof value === 'object' ? (JSON.stringify(value) ?? 'null') : 'null';
  out.reserve(text.length * 3 + slack);
  out.length += out.buffer.write(text, out.length, 'utf8');
}

function cellWriterOf(values: ArrayLike<unknown>): CellWriter {
  if (values instanceof BigInt64Array || values instanceof BigUint64Array) return (out, row) => writeNumber(out, Number(values[row]));
  if (ArrayBuffer.isView(values)) {
    const numbers = values as unknown as ArrayLike<number>;
    return (out, row) => writeNumber(out, numbers[row]!);
  }
  // Category-like strings repeat: each distinct one is checked, quoted and encoded once.
  const encoded = new Map<string, Buffer>();
  return (out, row, slack) => {
    const value = values[row];
    switch (typeof value) {
      case 'number':
        writeNumber(out, value);
        return;
      case 'string': {
        let bytes = encoded.get(value);
        if (bytes === undefined) {
          bytes = bytesOf(jsonString(value));
          if (encoded.size < STRING_CACHE_ENTRIES) encoded.set(value, bytes);
        }
        if (bytes.length > SCALAR_BYTES) out.reserve(bytes.length + slack);
        copyBytes(out, bytes);
        return;
      }
      case 'boolean':
        copyBytes(out, value ? TRUE_BYTES : FALSE_BYTES);
        return;
      default:
        writeOther(out, value, slack);
    }
  };
}

/**
 * Superset's chart-data `data` — an array of one object per row — written as JSON bytes straight
 * from the frame's columns, without making the row objects or any per-cell text for integers and
 * repeated strings. The bytes are what `JSON.stringify(toRecords(frame))` gives: keys in column
 * order, a repeated column name keeps its first position and its last column's value,
 * NaN/±Infinity and missing values are `null`, bigints are numbers.
 *
 * @example
 * ```ts
 * const out = new JsonBufferWriter();
 * writeRecordsJson(out, { columns: ['name', 'num'], data: [['Aaron'], [10]] });
 * out.finish().toString(); // '[{"name":"Aaron","num":10}]'
 * ```
 */
export function writeRecordsJson(out: JsonBufferWriter, frame: SerializableFrame): void {
  const rowCount = rowCountOf(frame);
  // Which column supplies each key: the last one of that name, at the first one's position.
  const keyColumn = new Map<string, number>();
  frame.columns.forEach((name, index) => keyColumn.set(name, index));
  const prefixes: Buffer[] = [];
  const writers: CellWriter[] = [];
  for (const [name, index] of keyColumn) {
    prefixes.push(bytesOf(`${prefixes.length === 0 ? '{' : ','}${JSON.stringify(name)}:`));
    writers.push(cellWriterOf(frame.data[index] ?? []));
  }
  const width = writers.length;
  // Room for one row of keys and scalar cells; longer strings reserve more as they come.
  const rowBytes = prefixes.reduce((sum, prefix) => sum + prefix.length + SCALAR_BYTES, 3);
  out.reserve(2);
  out.buffer[out.length++] = 0x5b; // [
  for (let row = 0; row < rowCount; row++) {
    out.reserve(rowBytes);
    if (row > 0) out.buffer[out.length++] = 0x2c; // ,
    if (width === 0) out.buffer[out.length++] = 0x7b; // {
    for (let c = 0; c < width; c++) {
      copyBytes(out, prefixes[c]!);
      writers[c]!(out, row, rowBytes);
    }
    out.buffer[out.length++] = 0x7d; // }
  }
  out.reserve(1);
  out.buffer[out.length++] = 0x5d; // ]
}

/** `[0,1,…,count-1]`: Superset's `indexnames` of a result without an index of its own. */
export function writeIndexNamesJson(out: JsonBufferWriter, count: number): void {
  out.reserve(2);
  out.buffer[out.length++] = 0x5b; // [
  for (let i = 0; i < count; i++) {
    out.reserve(SCALAR_BYTES);
    if (i > 0) out.buffer[out.length++] = 0x2c; // ,
    writeNumber(out, i);
  }
  out.reserve(1);
  out.buffer[out.length++] = 0x5d; // ]
}
