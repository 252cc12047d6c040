import type { PivotValue } from './pivot-grid-aggregates.js';

/** How the keys of one axis are ordered (Superset's `rowOrder` / `colOrder` values). */
export const PIVOT_ORDERS = ['key_a_to_z', 'key_z_to_a', 'value_a_to_z', 'value_z_to_a'] as const;

/** One of {@link PIVOT_ORDERS}: by key or by the group's aggregate value, ascending or descending. */
export type PivotOrder = (typeof PIVOT_ORDERS)[number];

/** A header value of a pivot table: a grouping column's value as the query returned it. */
export type PivotKeyValue = string | number | boolean | null;

const collator = new Intl.Collator(undefined, { numeric: true });

const typeRank = (value: Exclude<PivotKeyValue, null>): number => (typeof value === 'number' ? 0 : typeof value === 'boolean' ? 1 : 2);

/**
 * Orders two header values from A to Z: numbers numerically, text in natural order ("item 2"
 * before "item 10"), numbers before booleans before text, empty values (NULL) last.
 */
export function comparePivotKeys(a: PivotKeyValue, b: PivotKeyValue): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0) return rank;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b)) || (String(a) < String(b) ? -1 : 1);
}

/**
 * Orders two aggregate values, ascending when `direction` is 1 and descending when -1; empty
 * values go last either way.
 */
export function comparePivotValues(a: PivotValue, b: PivotValue, direction: 1 | -1): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return direction * (a - b);
  return direction * collator.compare(String(a), String(b));
}
