import type { ResultSet } from './result-set';
import { cellText } from './result-set-export';

/** Pixel widths from the header and the first rows' text, between 72 and 360. */
export function gridColumnWidths(resultSet: ResultSet, sampleSize = 200): number[] {
  const sampled = Math.min(sampleSize, resultSet.rowCount);
  return resultSet.columns.map((column, index) => {
    let longest = column.name.length + 2;
    for (let row = 0; row < sampled; row += 1) longest = Math.max(longest, (cellText(resultSet, row, index) ?? 'NULL').length);
    return Math.round(Math.min(360, Math.max(72, 24 + longest * 7.5)));
  });
}

/** Index range of the columns intersecting `[left, right)`, given each column's start offset and width. */
export function visibleColumnRange(starts: readonly number[], widths: readonly number[], left: number, right: number): [number, number] {
  let first = 0;
  while (first < starts.length && starts[first]! + widths[first]! <= left) first += 1;
  let last = first;
  while (last < starts.length && starts[last]! < right) last += 1;
  return [first, last];
}

/** Rows whose cells contain `needle` (case-insensitive), in `order` when given. */
export function filterRows(resultSet: ResultSet, needle: string, order?: ArrayLike<number>): Uint32Array {
  const text = needle.trim().toLowerCase();
  const count = order ? order.length : resultSet.rowCount;
  const matches = new Uint32Array(count);
  let found = 0;
  for (let position = 0; position < count; position += 1) {
    const row = order ? order[position]! : position;
    for (let column = 0; column < resultSet.columns.length; column += 1) {
      const cell = cellText(resultSet, row, column);
      if (cell !== null && cell.toLowerCase().includes(text)) {
        matches[found] = row;
        found += 1;
        break;
      }
    }
  }
  return matches.slice(0, found);
}
