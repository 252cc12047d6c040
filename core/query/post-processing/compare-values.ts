import { isMissing } from './numeric-values.js';

function typeRank(value: unknown): number {
  switch (typeof value) {
    case 'boolean':
      return 0;
    case 'number':
    case 'bigint':
      return 1;
    case 'string':
      return 2;
    default:
      return value instanceof Date ? 1 : 3;
  }
}

/**
 * Orders two cells ascending as pandas sorts a column: numbers numerically (epoch-ms timestamps
 * included), strings by code unit, booleans false first, missing values last. Values of different
 * kinds, which pandas refuses to compare, are ordered by kind so sorting never throws.
 */
export function compareValues(a: unknown, b: unknown): number {
  const aMissing = isMissing(a);
  const bMissing = isMissing(b);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  const rankDiff = typeRank(a) - typeRank(b);
  if (rankDiff !== 0) return rankDiff;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeRank(a) <= 1) {
    const x = a instanceof Date ? a.getTime() : (a as number | bigint | boolean);
    const y = b instanceof Date ? b.getTime() : (b as number | bigint | boolean);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const x = JSON.stringify(a) ?? '';
  const y = JSON.stringify(b) ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Orders two tuples of cells (composite keys) lexicographically with {@link compareValues}. */
export function compareTuples(a: readonly unknown[], b: readonly unknown[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const order = compareValues(a[i], b[i]);
    if (order !== 0) return order;
  }
  return a.length - b.length;
}
