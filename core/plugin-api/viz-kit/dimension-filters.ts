import type { QueryFormColumn, QueryObjectFilterClause } from '../../query/model/query-object.js';

/** A dimension's value as a filter takes it; null (or undefined) for a missing one. */
export type DimensionValue = string | number | boolean | null | undefined;

/**
 * A result cell as a dimension value: strings, numbers and booleans as they are, a BIGINT as a
 * number, anything else (a date, an object) as its text; null for a missing one.
 *
 * @example
 * ```ts
 * toDimensionValue(12n); // 12
 * toDimensionValue(undefined); // null
 * ```
 */
export function toDimensionValue(value: unknown): DimensionValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

/**
 * The filter clauses that select the rows of one mark: for each dimension column, `IN [value]`
 * (a cross-filter) or `== value` (drill to detail, drill by) with the mark's value at the same
 * index, and `IS NULL` where the value is missing.
 *
 * @example
 * ```ts
 * dimensionFilters(['gender', 'state'], ['boy', null], 'IN');
 * // [{ col: 'gender', op: 'IN', val: ['boy'] }, { col: 'state', op: 'IS NULL' }]
 * ```
 */
export function dimensionFilters(columns: readonly QueryFormColumn[], values: readonly DimensionValue[], op: 'IN' | '=='): QueryObjectFilterClause[] {
  return columns.map((col, index): QueryObjectFilterClause => {
    const value = values[index] ?? null;
    if (value === null) return { col, op: 'IS NULL' };
    return op === 'IN' ? { col, op, val: [value] } : { col, op, val: value };
  });
}
