import ngeohash from 'ngeohash';
import { toFiniteNumber } from '@core/plugin-api/index.js';

/** A position on the map: longitude then latitude, in degrees. */
export type LonLat = [lon: number, lat: number];

/**
 * Superset's spatial control: where a row's point comes from. `latlong` reads two numeric
 * columns; `delimited` one text column holding "lon,lat" (or "lat,lon" with `reverseCheckbox`);
 * `geohash` one column holding a geohash (its cell's centre).
 */
export interface SpatialControl {
  type?: 'latlong' | 'delimited' | 'geohash';
  lonCol?: string | null;
  latCol?: string | null;
  lonlatCol?: string | null;
  geohashCol?: string | null;
  reverseCheckbox?: boolean;
}

/** How a path or polygon column is encoded (Superset's `line_type`). */
export type LineType = 'polyline' | 'json' | 'geohash';

/** The columns a spatial control reads, in the order they are queried; empty when incomplete. */
export function spatialColumns(spatial: SpatialControl | null | undefined): string[] {
  if (!spatial) return [];
  switch (spatial.type ?? 'latlong') {
    case 'latlong':
      return spatial.lonCol && spatial.latCol ? [spatial.lonCol, spatial.latCol] : [];
    case 'delimited':
      return spatial.lonlatCol ? [spatial.lonlatCol] : [];
    case 'geohash':
      return spatial.geohashCol ? [spatial.geohashCol] : [];
    default:
      return [];
  }
}

/** True for a position a map can draw: both numbers finite and within the globe's range. */
export function isValidLonLat(lon: number, lat: number): boolean {
  return Number.isFinite(lon) && Number.isFinite(lat) && lon >= -180 && lon <= 180 && lat >= -90 && lat <= 90;
}

function checked(lon: number | null, lat: number | null): LonLat | null {
  return lon !== null && lat !== null && isValidLonLat(lon, lat) ? [lon, lat] : null;
}

/** The centre of a geohash cell, or null for text that is not a geohash. */
export function geohashCenter(value: unknown): LonLat | null {
  if (typeof value !== 'string' || !/^[0-9b-hjkmnp-z]{1,22}$/i.test(value.trim())) return null;
  const { latitude, longitude } = ngeohash.decode(value.trim().toLowerCase());
  return checked(longitude, latitude);
}

/** "lon,lat" (or "lon lat", "lon;lat") as a position; `reverse` reads "lat,lon". */
export function parseDelimited(value: unknown, reverse = false): LonLat | null {
  if (typeof value !== 'string') return null;
  const parts = value.split(/[,;\s]+/).filter((part) => part !== '');
  if (parts.length !== 2) return null;
  const a = toFiniteNumber(parts[0]);
  const b = toFiniteNumber(parts[1]);
  return reverse ? checked(b, a) : checked(a, b);
}

/**
 * A row's position under a spatial control, or null when its cells are missing or out of range
 * (such rows are left off the map, as Superset drops them).
 *
 * @example
 * ```ts
 * spatialPoint({ LON: -122.4, LAT: 37.8 }, { type: 'latlong', lonCol: 'LON', latCol: 'LAT' }); // [-122.4, 37.8]
 * spatialPoint({ d: '37.8,-122.4' }, { type: 'delimited', lonlatCol: 'd', reverseCheckbox: true }); // [-122.4, 37.8]
 * ```
 */
export function spatialPoint(row: Readonly<Record<string, unknown>>, spatial: SpatialControl | null | undefined): LonLat | null {
  if (!spatial) return null;
  switch (spatial.type ?? 'latlong') {
    case 'latlong':
      if (!spatial.lonCol || !spatial.latCol) return null;
      return checked(toFiniteNumber(row[spatial.lonCol]), toFiniteNumber(row[spatial.latCol]));
    case 'delimited':
      return spatial.lonlatCol ? parseDelimited(row[spatial.lonlatCol], spatial.reverseCheckbox === true) : null;
    case 'geohash': {
      if (!spatial.geohashCol) return null;
      const point = geohashCenter(row[spatial.geohashCol]);
      return point && spatial.reverseCheckbox === true ? checked(point[1], point[0]) : point;
    }
    default:
      return null;
  }
}

/**
 * Decodes an encoded polyline (precision 5) into [lon, lat] positions; null when malformed.
 * Google's format writes each pair latitude first (`lat-lon`, the default); Superset's examples
 * encode [longitude, latitude] pairs in that order (`lon-lat`).
 */
export function decodePolyline(encoded: string, order: 'lat-lon' | 'lon-lat' = 'lat-lon'): LonLat[] | null {
  const points: LonLat[] = [];
  let index = 0;
  let lat = 0;
  let lon = 0;
  const next = (): number | null => {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (index >= encoded.length) return null;
      const byte = encoded.charCodeAt(index++) - 63;
      if (byte < 0 || byte > 63) return null;
      result |= (byte & 0x1f) << shift;
      shift += 5;
      if (byte < 0x20) break;
      if (shift > 30) return null;
    }
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    const dLat = next();
    const dLon = next();
    if (dLat === null || dLon === null) return null;
    lat += dLat;
    lon += dLon;
    const point = order === 'lat-lon' ? checked(lon / 1e5, lat / 1e5) : checked(lat / 1e5, lon / 1e5);
    if (!point) return null;
    points.push(point);
  }
  return points;
}

function jsonPositions(value: unknown, reverse: boolean): LonLat[] | null {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  // A GeoJSON geometry or an object with the positions under `coordinates` (Superset's polygons).
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const coordinates = (parsed as { coordinates?: unknown; geometry?: { coordinates?: unknown } }).coordinates ?? (parsed as { geometry?: { coordinates?: unknown } }).geometry?.coordinates;
    parsed = coordinates;
  }
  if (!Array.isArray(parsed)) return null;
  let pairs: unknown[] = parsed;
  // A polygon's rings: take the outer one.
  while (Array.isArray(pairs[0]) && Array.isArray((pairs[0] as unknown[])[0])) pairs = pairs[0] as unknown[];
  const points: LonLat[] = [];
  for (const pair of pairs) {
    if (!Array.isArray(pair) || pair.length < 2) return null;
    const a = toFiniteNumber(pair[0]);
    const b = toFiniteNumber(pair[1]);
    const point = reverse ? checked(b, a) : checked(a, b);
    if (!point) return null;
    points.push(point);
  }
  return points;
}

/** The four corners (closed ring) of a geohash cell. */
export function geohashRing(value: unknown): LonLat[] | null {
  if (typeof value !== 'string' || !/^[0-9b-hjkmnp-z]{1,22}$/i.test(value.trim())) return null;
  const [minLat, minLon, maxLat, maxLon] = ngeohash.decode_bbox(value.trim().toLowerCase()) as [number, number, number, number];
  return [[minLon, minLat], [maxLon, minLat], [maxLon, maxLat], [minLon, maxLat], [minLon, minLat]];
}

/**
 * A path or polygon cell decoded under `line_type`: an encoded polyline, JSON positions (a list
 * of [lon, lat] pairs, or a GeoJSON geometry), or a geohash (its cell's outline). `reverse`
 * reads pairs as [lat, lon] (for a polyline: Google's order). Null when the cell cannot be read.
 */
export function parseLine(value: unknown, lineType: LineType, reverse = false): LonLat[] | null {
  if (value === null || value === undefined) return null;
  let points: LonLat[] | null;
  // As in Superset, a polyline's pairs are read as [lon, lat], and as [lat, lon] (Google's order) when reversed.
  if (lineType === 'polyline') points = typeof value === 'string' ? decodePolyline(value, reverse ? 'lat-lon' : 'lon-lat') : null;
  else if (lineType === 'geohash') points = geohashRing(value);
  else points = jsonPositions(value, reverse);
  return points && points.length > 0 ? points : null;
}

/** The box around positions, as [[west, south], [east, north]], or null with none. */
export function boundsOf(positions: Iterable<LonLat>): [LonLat, LonLat] | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [lon, lat] of positions) {
    if (lon < west) west = lon;
    if (lon > east) east = lon;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return west <= east ? [[west, south], [east, north]] : null;
}
