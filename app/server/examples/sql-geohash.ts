const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';
const BITS = 30;

/**
 * A SQL expression for the geohash (up to 12 characters) of a point, from two SQL
 * expressions: the latitude and longitude quantised to 30-bit integers by `geohashCells`.
 * Geohash interleaves longitude and latitude bits, longitude first, five bits a character.
 */
export function geohashSql(latCell: string, lonCell: string, precision = 12): string {
  if (!Number.isInteger(precision) || precision < 1 || precision > 12) throw new Error(`geohash precision must be 1..12, got ${precision}`);
  const bit = (j: number) => `((${j % 2 === 0 ? lonCell : latCell} >> ${BITS - 1 - Math.floor(j / 2)}) & 1)`;
  const chars: string[] = [];
  for (let k = 0; k < precision; k++) {
    const index = [0, 1, 2, 3, 4].map((b) => `(${bit(5 * k + b)} << ${4 - b})`).join(' + ');
    chars.push(`substr('${BASE32}', CAST(1 + ${index} AS INTEGER), 1)`);
  }
  return chars.join(' || ');
}

/** SQL for a coordinate's 30-bit cell: `range` is 90 for latitude, 180 for longitude. */
export function geohashCell(value: string, range: 90 | 180): string {
  return `least(${2 ** BITS - 1}, CAST(floor((CAST(${value} AS DOUBLE) + ${range}) / ${2 * range} * ${2 ** BITS}) AS BIGINT))`;
}
