import { SF_OUTLINE, SF_ZIPCODES } from './sf-data.js';

export type LonLat = [number, number];

/** Kilometres per degree of latitude, and of longitude at San Francisco's latitude. */
const KM_PER_DEG_LAT = 110.57;
const KM_PER_DEG_LON = 111.32 * Math.cos((37.77 * Math.PI) / 180);

/**
 * Keeps the part of `polygon` nearer to `site` than to `other` (Sutherland-Hodgman against one
 * half-plane, measured in kilometres so the bisector is the true one).
 */
function clipNearer(polygon: LonLat[], site: LonLat, other: LonLat): LonLat[] {
  const toKm = ([lon, lat]: LonLat): [number, number] => [lon * KM_PER_DEG_LON, lat * KM_PER_DEG_LAT];
  const [sx, sy] = toKm(site);
  const [ox, oy] = toKm(other);
  // side(p) > 0 when p is nearer to site: |p-o|^2 - |p-s|^2 = 2 p.(s-o) + |o|^2 - |s|^2.
  const side = (p: LonLat) => {
    const [x, y] = toKm(p);
    return 2 * (x * (sx - ox) + y * (sy - oy)) + ox * ox + oy * oy - sx * sx - sy * sy;
  };
  const out: LonLat[] = [];
  polygon.forEach((current, i) => {
    const previous = polygon[(i + polygon.length - 1) % polygon.length]!;
    const sc = side(current);
    const sp = side(previous);
    if (sc >= 0 !== sp >= 0) {
      const t = sp / (sp - sc);
      out.push([previous[0] + t * (current[0] - previous[0]), previous[1] + t * (current[1] - previous[1])]);
    }
    if (sc >= 0) out.push(current);
  });
  return out;
}

/** Polygon area in square kilometres (shoelace over a local flat projection). */
export function areaKm2(polygon: readonly LonLat[]): number {
  let twice = 0;
  polygon.forEach(([x1, y1], i) => {
    const [x2, y2] = polygon[(i + 1) % polygon.length]!;
    twice += x1 * KM_PER_DEG_LON * (y2 * KM_PER_DEG_LAT) - x2 * KM_PER_DEG_LON * (y1 * KM_PER_DEG_LAT);
  });
  return Math.abs(twice) / 2;
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * One area per ZIP code: the part of San Francisco's outline nearer to that ZIP's centre than
 * to any other (a Voronoi cell), as an open ring of [longitude, latitude] corners.
 */
export function zipAreas(): Array<{ zip: number; name: string; population: number; ring: LonLat[]; centre: LonLat }> {
  return SF_ZIPCODES.map(([zip, name, lat, lon, population]) => {
    const centre: LonLat = [lon, lat];
    let ring: LonLat[] = SF_OUTLINE.map(([x, y]) => [x, y]);
    for (const [otherZip, , otherLat, otherLon] of SF_ZIPCODES) {
      if (otherZip !== zip) ring = clipNearer(ring, centre, [otherLon, otherLat]);
    }
    return { zip, name, population, centre, ring: ring.map(([x, y]) => [round6(x), round6(y)]) };
  });
}

/** Encodes [x, y] pairs in Google's encoded polyline format (5 decimals), pair order kept. */
export function encodePolyline(points: ReadonlyArray<readonly [number, number]>): string {
  let out = '';
  let last = [0, 0];
  for (const point of points) {
    const scaled = [Math.round(point[0] * 1e5), Math.round(point[1] * 1e5)];
    for (const k of [0, 1]) {
      let value = scaled[k]! - last[k]!;
      value = value < 0 ? ~(value << 1) : value << 1;
      while (value >= 0x20) {
        out += String.fromCharCode((0x20 | (value & 0x1f)) + 63);
        value >>= 5;
      }
      out += String.fromCharCode(value + 63);
    }
    last = scaled;
  }
  return out;
}
