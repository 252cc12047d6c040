import { tableFromIPC, Type, type DataType, type Vector } from 'apache-arrow';
import type { ChartDataQueryResult, ChartDataResponse } from '@core/plugin-api/index.js';

export { ARROW_STREAM_TYPE } from './arrow-stream-type';
/** The schema metadata key holding the rest of the query's payload (everything but its rows), as JSON. */
export const ARROW_PAYLOAD_KEY = 'tessera:chart-data';

/** 64-bit integers and timestamps come as bigint; numbers that fit are handed on as plain numbers, as JSON has them. */
function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString();
  if (value instanceof Date) return value.getTime();
  return value ?? null;
}

const isNumeric = (type: DataType) => type.typeId === Type.Float || type.typeId === Type.Int;

/**
 * A column's cells as an indexable array: a typed array read straight from the buffers when the
 * column is numeric and has no nulls (no per-cell calls), else the values one by one.
 */
function cellsOf(vector: Vector, type: DataType): ArrayLike<unknown> {
  if (vector.nullCount === 0 && isNumeric(type)) {
    const values = vector.toArray() as ArrayLike<number | bigint>;
    if (!(values instanceof BigInt64Array || values instanceof BigUint64Array)) return values;
  }
  const cells = new Array<unknown>(vector.length);
  for (let i = 0; i < vector.length; i++) cells[i] = plain(vector.get(i));
  return cells;
}

/**
 * Reads a chart-data answer sent as an Arrow IPC stream into the shape of the JSON answer: one
 * result whose `data` are row objects keyed by column name, with the rest of the payload (column
 * types, query, cache flags, applied filters) taken from the schema's `tessera:chart-data` metadata.
 * So `transformProps` receives the same response whichever format travelled. The cells are also
 * kept column by column in `columns`, and the row objects are only made when `data` is first read.
 *
 * @example
 * ```ts
 * const response = readArrowChartData(new Uint8Array(await reply.arrayBuffer()));
 * response.result[0].data[0]; // { longitude: -122.4, latitude: 37.7 }
 * ```
 */
export function readArrowChartData(bytes: Uint8Array): ChartDataResponse {
  const table = tableFromIPC(bytes);
  const fields = table.schema.fields;
  const names = fields.map((field) => field.name);
  const columns = fields.map((field, index) => {
    const vector = table.getChildAt(index);
    return vector ? cellsOf(vector, field.type) : [];
  });
  const length = table.numRows;
  // Row objects are made the first time something reads `data`: a map of a million points reads `columns` only.
  let rows: Array<Record<string, unknown>> | null = null;
  const rowObjects = () => {
    const data = new Array<Record<string, unknown>>(length);
    for (let row = 0; row < length; row++) {
      const record: Record<string, unknown> = {};
      for (let c = 0; c < names.length; c++) record[names[c]!] = columns[c]![row];
      data[row] = record;
    }
    return data;
  };
  let payload: Partial<ChartDataQueryResult> = {};
  try {
    payload = (JSON.parse(table.schema.metadata.get(ARROW_PAYLOAD_KEY) ?? '{}') as Partial<ChartDataQueryResult> | null) ?? {};
  } catch {
    payload = {};
  }
  const result: ChartDataQueryResult = {
    ...payload,
    colnames: payload.colnames ?? names,
    coltypes: payload.coltypes ?? fields.map((field) => (isNumeric(field.type) ? 0 : field.type.typeId === Type.Timestamp ? 2 : field.type.typeId === Type.Bool ? 3 : 1)),
    rowcount: length,
    columns: Object.fromEntries(names.map((name, index) => [name, columns[index]!])),
    get data() {
      rows ??= rowObjects();
      return rows;
    },
    set data(value) {
      rows = value;
    },
  };
  return { result: [result] };
}
