import type { ColumnarResult } from '@core/plugin-api/index.js';

/** Floats from different engines' arithmetic may differ in the last bits; 12 significant digits do not. */
function canonical(value: unknown): unknown {
  if (typeof value === 'number' && !Number.isInteger(value)) return Number(value.toPrecision(12));
  if (value instanceof Uint8Array) return [...value];
  return value;
}

/** A columnar result as rows of canonical values, for comparing engines with each other and with expectations. */
export function rowsOf(result: ColumnarResult): unknown[][] {
  return Array.from({ length: result.rowCount }, (_, row) => result.data.map((column) => canonical(column[row])));
}

/** Code-point order, which binary collations (and our test databases) use; JavaScript's default sort compares UTF-16 units. */
export function compareCodePoints(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const diff = left[i]!.codePointAt(0)! - right[i]!.codePointAt(0)!;
    if (diff !== 0) return diff;
  }
  return left.length - right.length;
}
