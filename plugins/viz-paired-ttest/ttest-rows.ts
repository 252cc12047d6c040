import { pairedTTest } from './student-t.js';
import type { TTestGroup } from './transform-props.js';

/** One row of a t-test table: a group, tested against the control group. */
export interface TTestRow {
  group: TTestGroup;
  control: boolean;
  /** Two-sided p-value; null for the control or when undefined. */
  pValue: number | null;
  /** Lift against the control, in percent; null for the control or when the control sums to 0. */
  lift: number | null;
  /** p ≤ alpha; null for the control or without a p-value. */
  significant: boolean | null;
}

/**
 * The rows of a metric's table against the group at `controlIndex`: each other group's paired
 * t-test p-value over the times and its lift, (Σ group − Σ control) / Σ control × 100, as
 * Superset's table computes them.
 *
 * @example
 * tTestRows(groups, 0, 0.05); // [{ control: true, … }, { pValue: 0.0028, lift: 12.5, significant: true, … }]
 */
export function tTestRows(groups: readonly TTestGroup[], controlIndex: number, alpha: number): TTestRow[] {
  const control = groups[controlIndex];
  const controlSum = control ? control.values.reduce((sum, value) => sum + value, 0) : 0;
  return groups.map((group, i): TTestRow => {
    if (i === controlIndex || !control) return { group, control: i === controlIndex, pValue: null, lift: null, significant: null };
    const { p } = pairedTTest(group.values, control.values);
    const sum = group.values.reduce((total, value) => total + value, 0);
    const lift = controlSum !== 0 ? ((sum - controlSum) / controlSum) * 100 : null;
    const pValue = Number.isNaN(p) ? null : p;
    return { group, control: false, pValue, lift, significant: pValue === null ? null : pValue <= alpha };
  });
}

/** A column the table can be sorted by: a group column's index, or a result column. */
export type TTestSortKey = number | 'pValue' | 'lift' | 'significant';

/**
 * Rows sorted by a column, as Superset's table sorts them: the control always first for the result
 * columns; p-values ascending, lifts and significance descending by default; group columns by
 * their text. Rows without a value go last.
 */
export function sortTTestRows(rows: readonly TTestRow[], key: TTestSortKey, ascending: boolean): TTestRow[] {
  const sign = ascending ? 1 : -1;
  const number = (row: TTestRow) => (key === 'pValue' ? row.pValue : key === 'lift' ? row.lift : row.significant === null ? null : Number(row.significant));
  return [...rows].sort((a, b) => {
    if (typeof key === 'number') return sign * (a.group.labels[key] ?? '').localeCompare(b.group.labels[key] ?? '', undefined, { numeric: true });
    if (a.control !== b.control) return a.control ? -1 : 1;
    const [x, y] = [number(a), number(b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y);
  });
}
