import type { DataType, Field, Schema } from 'apache-arrow';
import { isBufferedBatch, type ColumnarResult, type ResultColumn } from '@core/plugin-api/index.js';
import { arrowDataFromBuffers, buildArrowData, loadArrow, type ArrowKind, type ArrowModule } from '../engine/serialize/to-arrow-ipc.js';
import { describeColumns } from './sqllab-columns.js';

/** The end-of-stream marker of an Arrow IPC stream (continuation, then a zero length). */
export const ARROW_EOS = new Uint8Array(new Int32Array([-1, 0]).buffer);

/** Engine type names of 64-bit (and wider) integers: sent as Int64 so values past 2^53 stay exact. */
const WIDE_INTEGER = /^(BIGINT|INT8|INT64|LONG|UBIGINT|HUGEINT|UHUGEINT|UINT64)$/i;

/** The Arrow kind of a column, fixed by its type before any row is seen, so every batch of a stream shares one schema. */
function kindOf(column: ResultColumn): ArrowKind {
  switch (column.genericType) {
    case 'temporal':
      return 'timestamp';
    case 'boolean':
      return 'bool';
    case 'numeric':
      return WIDE_INTEGER.test(column.type.trim()) ? 'int64' : 'float64';
    default:
      return 'utf8';
  }
}

/** Byte length of the first message of an IPC stream (the schema: continuation, length, flatbuffer; no body). */
function firstMessageLength(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return view.getInt32(0, true) === -1 ? 8 + view.getInt32(4, true) : 4 + view.getInt32(0, true);
}

/**
 * Encodes a SQL Lab result as an Arrow IPC stream one batch at a time: the schema is fixed from
 * the columns (names made unique as the JSON answer has them; each field's `type`, `type_generic`
 * and `is_dttm` in its metadata), each batch of rows becomes one record batch message, encoded
 * once, whose bytes can go both to the wire and to the results store. Kinds: temporal →
 * `Timestamp(ms)`, boolean → `Bool`, 64-bit integers → `Int64`, other numbers → `Float64`,
 * everything else → `Utf8` (bytes as hex, nested values as JSON).
 *
 * @example
 * ```ts
 * const encoder = await SqlLabArrowEncoder.create(columns);
 * write(encoder.schemaMessage({ status: 'running' }));
 * for await (const batch of rows) write(encoder.batchMessage(batch));
 * write(encoder.batchMessage(null, { status: 'success' }));
 * write(ARROW_EOS);
 * ```
 */
export class SqlLabArrowEncoder {
  private constructor(
    private readonly arrow: ArrowModule,
    readonly columns: readonly ResultColumn[],
    private readonly kinds: readonly ArrowKind[],
    private readonly fields: readonly Field[],
  ) {}

  static async create(columns: readonly ResultColumn[]): Promise<SqlLabArrowEncoder> {
    const a = await loadArrow();
    const kinds = columns.map(kindOf);
    const described = describeColumns({ columns, data: [], rowCount: 0 });
    const types: Record<ArrowKind, () => DataType> = {
      float64: () => new a.Float64(),
      int64: () => new a.Int64(),
      bool: () => new a.Bool(),
      utf8: () => new a.Utf8(),
      timestamp: () => new a.TimestampMillisecond(),
    };
    const fields = described.map(
      (column, index) =>
        new a.Field(column.name, types[kinds[index]!](), true, new Map([['type', column.type], ['type_generic', String(column.type_generic)], ['is_dttm', String(column.is_dttm)]])),
    );
    return new SqlLabArrowEncoder(a, columns, kinds, fields);
  }

  private schema(metadata: Readonly<Record<string, string>> = {}): Schema {
    return new this.arrow.Schema([...this.fields], new Map(Object.entries(metadata)));
  }

  /** The stream's first message: the schema, with `metadata` on it. */
  schemaMessage(metadata: Readonly<Record<string, string>> = {}): Uint8Array {
    const writer = new this.arrow.RecordBatchStreamWriter();
    writer.reset(undefined, this.schema(metadata));
    return writer.toUint8Array(true);
  }

  /**
   * One record batch message of the first `rows` rows of `batch` (none for `null`), with
   * `metadata` on the message. Columns the engine gave as buffers of the column's kind go in as
   * they are (no value is read); the others are encoded from their values.
   */
  batchMessage(batch: ColumnarResult | null, metadata: Readonly<Record<string, string>> = {}, rows = batch?.rowCount ?? 0): Uint8Array {
    const a = this.arrow;
    const length = Math.min(rows, batch?.rowCount ?? 0);
    const buffers = batch && isBufferedBatch(batch) ? batch.buffers : null;
    const children = this.kinds.map((kind, index) => {
      const given = buffers?.[index];
      if (given && given.kind === kind) return arrowDataFromBuffers(a, given, length);
      return buildArrowData(a, kind, batch?.data[index] ?? [], length);
    });
    const schema = this.schema();
    const recordBatch = new a.RecordBatch(schema, a.makeData({ type: new a.Struct(schema.fields), length, nullCount: 0, children }), new Map(Object.entries(metadata)));
    const writer = new a.RecordBatchStreamWriter();
    writer.write(recordBatch);
    const bytes = writer.toUint8Array(true);
    return bytes.subarray(firstMessageLength(bytes));
  }
}
