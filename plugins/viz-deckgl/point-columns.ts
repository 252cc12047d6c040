import { toFiniteNumber, type ChartDataQueryResult } from '@core/plugin-api/index.js';
import { geohashCenter, isValidLonLat, parseDelimited, type LonLat, type SpatialControl } from './spatial.js';

type Row = Readonly<Record<string, unknown>>;

/** A query result read column by column, whichever format it travelled in. */
export interface ColumnTable {
  readonly length: number;
  /** A column's cells in row order, or null when the result has no such column. */
  column(name: string): ArrayLike<unknown> | null;
  /** One row as an object (for a tooltip or a link: never for every row). */
  row(index: number): Row;
}

/**
 * The result's cells by column: an Arrow answer's own columns (typed arrays for numeric ones), or,
 * for a JSON answer, each column read out of the row objects the first time it is asked for.
 */
export function columnTable(result: ChartDataQueryResult | undefined): ColumnTable {
  const given = result?.columns;
  if (given) {
    const names = Object.keys(given);
    const length = result.rowcount ?? given[names[0] ?? '']?.length ?? 0;
    return {
      length,
      column: (name) => given[name] ?? null,
      row: (index) => Object.fromEntries(names.map((name) => [name, given[name]![index]])),
    };
  }
  const rows = (result?.data ?? []) as Row[];
  const read = new Map<string, unknown[]>();
  return {
    length: rows.length,
    column: (name) => {
      let cells = read.get(name);
      if (!cells) {
        cells = rows.map((row) => row[name]);
        read.set(name, cells);
      }
      return cells;
    },
    row: (index) => rows[index] ?? {},
  };
}

/** The points of a result under a spatial control, as flat arrays (no object per point). */
export interface PointColumns {
  /** How many points are drawn. */
  readonly length: number;
  /** Longitude, latitude of each point, one pair after the other. */
  readonly positions: Float64Array;
  /** The result row of each point when rows were left off; null when point i is row i. */
  readonly rows: Uint32Array | null;
  /** Rows left off: their coordinates could not be read or are off the globe. */
  readonly skipped: number;
  /** The box around the points, as [[west, south], [east, north]]; null with none. */
  readonly bounds: [LonLat, LonLat] | null;
}

const isTyped = (cells: ArrayLike<unknown>): cells is Float64Array | Float32Array | Int32Array | Int16Array | Int8Array | Uint32Array | Uint16Array | Uint8Array =>
  ArrayBuffer.isView(cells) && !(cells instanceof BigInt64Array || cells instanceof BigUint64Array);

/** Reads each row's position from its cells (no row object): the reader for a spatial control, or null when incomplete. */
function positionReader(table: ColumnTable, spatial: SpatialControl | null | undefined): ((index: number, into: Float64Array, at: number) => boolean) | null {
  if (!spatial) return null;
  const store = (point: LonLat | null, into: Float64Array, at: number) => {
    if (!point) return false;
    into[at] = point[0];
    into[at + 1] = point[1];
    return true;
  };
  switch (spatial.type ?? 'latlong') {
    case 'latlong': {
      const lon = spatial.lonCol ? table.column(spatial.lonCol) : null;
      const lat = spatial.latCol ? table.column(spatial.latCol) : null;
      if (!lon || !lat) return null;
      if (isTyped(lon) && isTyped(lat)) {
        return (index, into, at) => {
          const x = lon[index]!;
          const y = lat[index]!;
          if (!isValidLonLat(x, y)) return false;
          into[at] = x;
          into[at + 1] = y;
          return true;
        };
      }
      return (index, into, at) => {
        const x = toFiniteNumber(lon[index]);
        const y = toFiniteNumber(lat[index]);
        return x !== null && y !== null && isValidLonLat(x, y) && store([x, y], into, at);
      };
    }
    case 'delimited': {
      const cells = spatial.lonlatCol ? table.column(spatial.lonlatCol) : null;
      const reverse = spatial.reverseCheckbox === true;
      return cells ? (index, into, at) => store(parseDelimited(cells[index], reverse), into, at) : null;
    }
    case 'geohash': {
      const cells = spatial.geohashCol ? table.column(spatial.geohashCol) : null;
      const reverse = spatial.reverseCheckbox === true;
      if (!cells) return null;
      return (index, into, at) => {
        const point = geohashCenter(cells[index]);
        return store(point && reverse ? (isValidLonLat(point[1], point[0]) ? [point[1], point[0]] : null) : point, into, at);
      };
    }
    default:
      return null;
  }
}

/**
 * The readable points of a result under a spatial control, with the rows they come from. Rows
 * whose position cannot be read are left off and counted, as Superset drops them.
 *
 * @example
 * ```ts
 * const points = pointColumns(columnTable(response.result[0]), { type: 'latlong', lonCol: 'LON', latCol: 'LAT' });
 * points.positions.subarray(0, 2); // Float64Array [-122.41, 37.77]
 * ```
 */
export function pointColumns(table: ColumnTable, spatial: SpatialControl | null | undefined): PointColumns {
  const read = positionReader(table, spatial);
  if (!read) return { length: 0, positions: new Float64Array(0), rows: null, skipped: table.length, bounds: null };
  const positions = new Float64Array(table.length * 2);
  let rows: Uint32Array | null = null;
  let length = 0;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (let index = 0; index < table.length; index++) {
    if (!read(index, positions, length * 2)) {
      if (!rows) {
        rows = new Uint32Array(table.length);
        for (let before = 0; before < length; before++) rows[before] = before;
      }
      continue;
    }
    if (rows) rows[length] = index;
    const lon = positions[length * 2]!;
    const lat = positions[length * 2 + 1]!;
    if (lon < west) west = lon;
    if (lon > east) east = lon;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
    length += 1;
  }
  return {
    length,
    positions: length * 2 === positions.length ? positions : positions.slice(0, length * 2),
    rows: rows ? rows.slice(0, length) : null,
    skipped: table.length - length,
    bounds: length > 0 ? [[west, south], [east, north]] : null,
  };
}

/** The result row of point `index`. */
export const rowOfPoint = (points: PointColumns, index: number): number => (points.rows ? points.rows[index]! : index);

/** A numeric column's values at the points, as floats (unreadable or missing ones 0). */
export function valuesAtPoints(table: ColumnTable, points: PointColumns, name: string): Float32Array {
  const cells = table.column(name);
  const values = new Float32Array(points.length);
  if (!cells) return values;
  const typed = isTyped(cells);
  for (let index = 0; index < points.length; index++) {
    const cell = cells[rowOfPoint(points, index)];
    values[index] = typed ? (cell as number) : (toFiniteNumber(cell) ?? 0);
  }
  return values;
}

/**
 * Each point's category as an index into the categories met (in row order), with their selection
 * key ('∅' for a missing value) and the colour `colorOf` gives the key; one call per category.
 */
export function categoryCodes<C>(table: ColumnTable, points: PointColumns, name: string, colorOf: (key: string) => C): { codes: Uint32Array; categories: Array<{ key: string; color: C }> } {
  const cells = table.column(name);
  const codes = new Uint32Array(points.length);
  const categories: Array<{ key: string; color: C }> = [];
  const known = new Map<unknown, number>();
  for (let index = 0; index < points.length; index++) {
    const cell = cells ? cells[rowOfPoint(points, index)] : null;
    let code = known.get(cell);
    if (code === undefined) {
      const key = cell === null || cell === undefined ? '∅' : String(cell);
      code = categories.findIndex((category) => category.key === key);
      if (code < 0) {
        code = categories.length;
        categories.push({ key, color: colorOf(key) });
      }
      known.set(cell, code);
    }
    codes[index] = code;
  }
  return { codes, categories };
}
