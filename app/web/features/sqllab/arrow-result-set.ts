import { tableFromIPC, Type, type DataType, type Vector } from 'apache-arrow';
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
