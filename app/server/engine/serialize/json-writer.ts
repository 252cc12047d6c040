import { rowCountOf, type SerializableFrame } from './serializable-frame.js';

/** Text gathered before it is encoded into the buffer: large enough that encoding calls are few. */
const FLUSH_CHARS = 64 * 1024;

/**
 * UTF-8 bytes written from strings into one growing Buffer. Short pieces are concatenated as
 * strings first (cheap in V8) and encoded in large runs, so a megabyte of JSON costs a few dozen
 * `Buffer.write` calls and no array of per-row strings.
 */
export class JsonBufferWriter {
  private buffer: Buffer;
  private length = 0;
  private pending = '';

  constructor(initialBytes = 64 * 1024) {
    this.buffer = Buffer.allocUnsafe(Math.max(initialBytes, 16));
  }

  write(text: string): void {
    this.pending += text;
    if (this.pending.length >= FLUSH_CHARS) this.flush();
  }

  writeBytes(bytes: Uint8Array): void {
    this.flush();
    this.reserve(bytes.byteLength);
    this.buffer.set(bytes, this.length);
    this.length += bytes.byteLength;
  }

  /** The bytes written; copied to a buffer of their own size when the writer's has much room left (cached bytes are counted by length). */
  finish(): Buffer {
    this.flush();
    const bytes = this.buffer.subarray(0, this.length);
    return this.buffer.length - this.length > this.length >> 2 ? Buffer.from(bytes) : bytes;
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    // At most three bytes per UTF-16 unit.
    this.reserve(this.pending.length * 3);
    this.length += this.buffer.write(this.pending, this.length, 'utf8');
    this.pending = '';
  }

  private reserve(bytes: number): void {
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

/** A finite number's JSON text; NaN and ±Infinity are `null`, as JSON.stringify writes them. */
const jsonNumber = (value: number): string => (Number.isFinite(value) ? `${value}` : 'null');

/**
 * One cell of a row object as JSON, exactly as `JSON.stringify(toRecords(frame))` writes it:
 * bigints as the nearest number (toRecords' default), missing values as `null`, anything else
 * (dates, nested values) through JSON.stringify.
 */
function jsonCell(value: unknown): string {
  switch (typeof value) {
    case 'string': return jsonString(value);
    case 'number': return jsonNumber(value);
    case 'boolean': return value ? 'true' : 'false';
    case 'bigint': return jsonNumber(Number(value));
    case 'undefined': return 'null';
    case 'object': return value === null ? 'null' : (JSON.stringify(value) ?? 'null');
    default: return 'null';
  }
}

type CellWriter = (row: number) => string;

/** Distinct strings remembered per column, quoted; beyond this, strings are quoted as they come. */
const QUOTED_CACHE_ENTRIES = 4096;

/** The fastest way to write one column's cells: typed arrays skip the per-cell type switch. */
function cellWriterOf(values: ArrayLike<unknown>): CellWriter {
  if (values instanceof BigInt64Array || values instanceof BigUint64Array) return (row) => jsonNumber(Number(values[row]));
  if (ArrayBuffer.isView(values)) {
    const numbers = values as unknown as ArrayLike<number>;
    return (row) => jsonNumber(numbers[row]!);
  }
  // Category-like strings repeat: each distinct one is checked and quoted once.
  const quoted = new Map<string, string>();
  return (row) => {
    const value = values[row];
    if (typeof value !== 'string') return jsonCell(value);
    let text = quoted.get(value);
    if (text === undefined) {
      text = jsonString(value);
      if (quoted.size < QUOTED_CACHE_ENTRIES) quoted.set(value, text);
    }
    return text;
  };
}

/**
 * Superset's chart-data `data` — an array of one object per row — written as JSON text straight
 * from the frame's columns, without making the row objects. The text is what
 * `JSON.stringify(toRecords(frame))` gives: keys in column order, a repeated column name keeps its
 * first position and its last column's value, NaN/±Infinity and missing values are `null`,
 * bigints are numbers.
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
  const prefixes: string[] = [];
  const writers: CellWriter[] = [];
  for (const [name, index] of keyColumn) {
    prefixes.push(`${prefixes.length === 0 ? '{' : ','}${JSON.stringify(name)}:`);
    writers.push(cellWriterOf(frame.data[index] ?? []));
  }
  const width = writers.length;
  out.write('[');
  for (let row = 0; row < rowCount; row++) {
    let text = row === 0 ? '' : ',';
    if (width === 0) text += '{';
    for (let c = 0; c < width; c++) text += prefixes[c]! + writers[c]!(row);
    out.write(`${text}}`);
  }
  out.write(']');
}

/** `[0,1,…,count-1]`: Superset's `indexnames` of a result without an index of its own. */
export function writeIndexNamesJson(out: JsonBufferWriter, count: number): void {
  out.write('[');
  let text = '';
  for (let i = 0; i < count; i++) {
    text += i === 0 ? '0' : `,${i}`;
    if (text.length >= FLUSH_CHARS) {
      out.write(text);
      text = '';
    }
  }
  out.write(`${text}]`);
}
