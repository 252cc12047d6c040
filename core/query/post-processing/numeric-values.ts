/**
 * Numeric view of a cell: numbers as they are (NaN marks a missing value, as in pandas), bigints
 * and booleans as numbers, anything else missing. Strings count only when `coerceStrings` is set,
 * as pandas' `to_numeric(errors="coerce")` does for boxplot and histogram input.
 */
export function toNumber(value: unknown, coerceStrings = false): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'bigint':
      return Number(value);
    case 'boolean':
      return value ? 1 : 0;
    case 'string': {
      if (!coerceStrings || value.trim() === '') return Number.NaN;
      return Number(value);
    }
    default:
      return value instanceof Date ? value.getTime() : Number.NaN;
  }
}

/** A column as a typed array of numbers, NaN where a value is missing or not numeric. */
export function toNumericColumn(values: ArrayLike<unknown>, coerceStrings = false): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = toNumber(values[i], coerceStrings);
  return out;
}

/** Back from a computed number to a cell: NaN becomes `null`, as Superset serialises it. */
export function toCell(value: number): number | null {
  return Number.isNaN(value) ? null : value;
}

/** A typed array of results as cells. */
export function toCells(values: Float64Array): (number | null)[] {
  const out = new Array<number | null>(values.length);
  for (let i = 0; i < values.length; i++) out[i] = toCell(values[i]!);
  return out;
}

/** Whether a cell is missing: null, undefined or NaN (pandas' `isna`). */
export function isMissing(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));
}

/** Whether every present value is a number or bigint (pandas' numeric dtype; an all-missing column counts). */
export function isNumericColumn(values: ArrayLike<unknown>): boolean {
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (isMissing(value)) continue;
    if (typeof value !== 'number' && typeof value !== 'bigint') return false;
  }
  return true;
}
