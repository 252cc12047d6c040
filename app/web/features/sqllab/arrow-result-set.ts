import { RecordBatchReader, tableFromIPC, Type, type DataType, type RecordBatch, type Vector } from 'apache-arrow';
import type { ResultColumnKind, ResultSet, ResultSetColumn } from './result-set';

function kindOfArrowType(type: DataType): ResultColumnKind {
  switch (type.typeId) {
    case Type.Int:
    case Type.Float:
    case Type.Decimal:
      return 'numeric';
    case Type.Bool:
      return 'boolean';
    case Type.Date:
    case Type.Timestamp:
    case Type.Time:
      return 'temporal';
    default:
      return 'string';
  }
}

/** 64-bit integers come as bigint; numbers that fit are handed on as plain numbers. */
function plainValue(value: unknown): unknown {
  if (typeof value === 'bigint') return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
  return value;
}

/** An Arrow answer of the results route: its rows, and the run's row count from its schema metadata. */
export interface ArrowResult {
  resultSet: ResultSet;
  /** Rows the run returned (its `query.rows` in the schema metadata), when the stream says; more than it holds when the request asked for fewer. */
  queryRows: number | null;
}

function queryRowsOf(metadata: Map<string, string>): number | null {
  try {
    const rows = (JSON.parse(metadata.get('query') ?? 'null') as { rows?: unknown } | null)?.rows;
    return typeof rows === 'number' ? rows : null;
  } catch {
    return null;
  }
}

/**
 * Reads an Arrow IPC stream (`application/vnd.apache.arrow.stream`) of the results route: the
 * columns stay Arrow vectors and cells are read on demand, so a million rows decode in
 * milliseconds and take a fraction of the memory of row objects. Column types are the engine's
 * names from the fields' `type` metadata, else the Arrow type's.
 *
 * @example
 * ```ts
 * const { resultSet, queryRows } = readArrowResult(new Uint8Array(await response.arrayBuffer()));
 * ```
 */
export function readArrowResult(bytes: Uint8Array): ArrowResult {
  const table = tableFromIPC(bytes);
  const vectors: (Vector | null)[] = table.schema.fields.map((_, index) => table.getChildAt(index));
  const columns = table.schema.fields.map(
    (field): ResultSetColumn => ({ name: field.name, kind: kindOfArrowType(field.type), type: field.metadata.get('type') ?? String(field.type) }),
  );
  return {
    resultSet: {
      columns,
      rowCount: table.numRows,
      value: (row, column) => plainValue(vectors[column]?.get(row) ?? null),
    },
    queryRows: queryRowsOf(table.schema.metadata),
  };
}

/**
 * A result set over an Arrow IPC stream: {@link readArrowResult}'s rows alone.
 *
 * @example
 * ```ts
 * const resultSet = resultSetFromArrow(new Uint8Array(await response.arrayBuffer()));
 * ```
 */
export function resultSetFromArrow(bytes: Uint8Array): ResultSet {
  return readArrowResult(bytes).resultSet;
}

/** How a streamed run ended, from the metadata of the stream's last (empty) batch. */
export interface StreamEnding {
  status: 'success' | 'stopped' | 'failed' | 'timed_out';
  /** The run's dict when it ended (rows, results key, limiting factor …). */
  query: Record<string, unknown> | null;
  /** Superset's `errors` of a failed run. */
  errors: unknown[];
}

function parsedJson(text: string | undefined): unknown {
  if (text === undefined) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function endingOf(metadata: Map<string, string>): StreamEnding | null {
  const status = metadata.get('status');
  if (status !== 'success' && status !== 'stopped' && status !== 'failed' && status !== 'timed_out') return null;
  const query = parsedJson(metadata.get('query'));
  const errors = parsedJson(metadata.get('errors'));
  return { status, query: query !== null && typeof query === 'object' ? (query as Record<string, unknown>) : null, errors: Array.isArray(errors) ? errors : [] };
}

/**
 * The rows of a stream so far, over its record batches as they arrived: each snapshot is a
 * {@link ResultSet} of the batches received when it was taken (batches are only ever appended),
 * and finding a row's batch costs a binary search, skipped for rows of the batch read last.
 */
class BatchedRows {
  private readonly batches: RecordBatch[] = [];
  /** Row index where each batch starts, and the total after the last one. */
  private readonly starts: number[] = [0];

  constructor(readonly columns: readonly ResultSetColumn[]) {}

  get rowCount(): number {
    return this.starts[this.starts.length - 1]!;
  }

  append(batch: RecordBatch): void {
    if (batch.numRows === 0) return;
    this.batches.push(batch);
    this.starts.push(this.rowCount + batch.numRows);
  }

  snapshot(): ResultSet {
    const count = this.batches.length;
    const rowCount = this.rowCount;
    const { batches, starts } = this;
    let last = 0;
    return {
      columns: this.columns,
      rowCount,
      source: this,
      value: (row, column) => {
        if (row < 0 || row >= rowCount) return null;
        if (!(row >= starts[last]! && row < starts[last + 1]!)) {
          let low = 0;
          let high = count - 1;
          while (low < high) {
            const middle = (low + high + 1) >> 1;
            if (starts[middle]! <= row) low = middle;
            else high = middle - 1;
          }
          last = low;
        }
        return plainValue(batches[last]!.getChildAt(column)?.get(row - starts[last]!) ?? null);
      },
    };
  }
}

/**
 * Reads an Arrow IPC stream of a running query (`POST /api/v1/sqllab/execute/` answered as
 * `application/vnd.apache.arrow.stream`) batch by batch as it arrives: `onRows` gets a result set of
 * every row so far after each batch (the first as soon as the engine's first rows are in), and the
 * promise resolves with how the run ended, from the stream's last batch; null when the stream ended
 * without saying (cut off). Cancelling `signal` stops reading.
 *
 * @example
 * ```ts
 * const ending = await readArrowStream(response.body!, (resultSet) => cache.set(id, resultSet));
 * ```
 */
export async function readArrowStream(body: ReadableStream<Uint8Array>, onRows: (resultSet: ResultSet) => void): Promise<StreamEnding | null> {
  return (await readBatches(body, onRows)).ending;
}

/**
 * Reads an Arrow IPC stream of the results route (`GET /api/v1/sqllab/results/` answered as
 * `application/vnd.apache.arrow.stream`) as its bytes arrive: `onRows` gets the rows so far after
 * each batch, as {@link readArrowStream} does, so the first rows paint long before a large result
 * has downloaded; resolves with every row and the run's row count from the schema metadata.
 *
 * @example
 * ```ts
 * const { resultSet, queryRows } = await readArrowResultStream(response.body!, (rows) => cache.set(id, rows));
 * ```
 */
export async function readArrowResultStream(body: ReadableStream<Uint8Array>, onRows?: (resultSet: ResultSet) => void): Promise<ArrowResult> {
  const { rows, metadata } = await readBatches(body, onRows ?? (() => undefined));
  return { resultSet: rows.snapshot(), queryRows: queryRowsOf(metadata) };
}

function columnsOfSchema(fields: readonly { name: string; type: DataType; metadata: Map<string, string> }[]): ResultSetColumn[] {
  return fields.map((field): ResultSetColumn => ({ name: field.name, kind: kindOfArrowType(field.type), type: field.metadata.get('type') ?? String(field.type) }));
}

async function readBatches(body: ReadableStream<Uint8Array>, onRows: (resultSet: ResultSet) => void): Promise<{ rows: BatchedRows; metadata: Map<string, string>; ending: StreamEnding | null }> {
  const reader = await RecordBatchReader.from(body);
  await reader.open();
  // A stream without any batch still has its columns (a query that returned no rows).
  let rows: BatchedRows | null = reader.schema ? new BatchedRows(columnsOfSchema(reader.schema.fields)) : null;
  let ending: StreamEnding | null = null;
  let lastPaint = Number.NEGATIVE_INFINITY;
  for await (const batch of reader) {
    rows ??= new BatchedRows(columnsOfSchema(reader.schema.fields));
    ending = endingOf(batch.metadata) ?? ending;
    if (batch.numRows > 0 || rows.rowCount === 0) {
      rows.append(batch);
      onRows(rows.snapshot());
      // Bytes that arrived together are read in one go of microtasks, which never lets the page
      // paint: after the first batch, and then every so often, wait for a frame.
      if (performance.now() - lastPaint > PAINT_EVERY_MS) {
        await nextFrame();
        lastPaint = performance.now();
      }
    }
  }
  return { rows: rows ?? new BatchedRows([]), metadata: reader.schema?.metadata ?? new Map<string, string>(), ending };
}

/** How often a stream being read lets the page paint the rows so far. */
const PAINT_EVERY_MS = 100;

/** Resolves after the page has had a chance to paint (a frame, or a task where there are no frames). */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 0);
  });
}
