import { toFiniteNumber, type ChartDataResponse, type FilterState } from '@core/plugin-api/index.js';
import { RANGE_MAX_LABEL, RANGE_MIN_LABEL } from './build-query.js';

/** A range filter's value: the lower and upper bound, inclusive; null leaves that side open. */
export type RangeValue = [number | null, number | null];

/** The smallest and largest value of the column. */
export interface RangeBounds {
  min: number;
  max: number;
}

/** The value as a pair of numbers or nulls; states saved elsewhere may hold anything. */
export function rangeValueOf(value: unknown): RangeValue {
  if (!Array.isArray(value)) return [null, null];
  return [toFiniteNumber(value[0]), toFiniteNumber(value[1])];
}

/** The column's bounds from the options query's answer; null before it or for an empty column. */
export function rangeBoundsOf(data: ChartDataResponse | undefined): RangeBounds | null {
  const row = data?.result[0]?.data[0];
  if (!row) return null;
  const min = toFiniteNumber(row[RANGE_MIN_LABEL]);
  const max = toFiniteNumber(row[RANGE_MAX_LABEL]);
  return min === null || max === null ? null : { min, max };
}

/** The slider's step: 1 for whole numbers, a hundredth of the span otherwise. */
export function rangeStep(bounds: RangeBounds): number {
  if (Number.isInteger(bounds.min) && Number.isInteger(bounds.max)) return 1;
  const span = bounds.max - bounds.min;
  return span > 0 ? span / 100 : 1;
}

/** How a range reads: `10 ≤ x ≤ 20`, `x ≥ 10`, `x ≤ 20`. */
export function rangeLabel([lower, upper]: RangeValue): string {
  if (lower !== null && upper !== null) return `${lower} ≤ x ≤ ${upper}`;
  if (lower !== null) return `x ≥ ${lower}`;
  return upper !== null ? `x ≤ ${upper}` : '';
}

/** The filter state of a range, its bounds in order; `{ value: null }` when both sides are open. */
export function rangeFilterState(lower: number | null, upper: number | null): FilterState<RangeValue> {
  const value: RangeValue = lower !== null && upper !== null && lower > upper ? [upper, lower] : [lower, upper];
  if (value[0] === null && value[1] === null) return { value: null };
  return { value, label: rangeLabel(value) };
}
