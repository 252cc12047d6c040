import { DEFAULT_TIME_RANGE } from '@control-schemas/constants/time-range.js';
import type { FilterState } from '@core/plugin-api/index.js';

/** The time-range expression that filters nothing. */
export const NO_TIME_FILTER: string = DEFAULT_TIME_RANGE;

/** The expression a filter state holds, or null for none (`No filter` and empty text are none). */
export function timeRangeOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' || text.toLowerCase() === NO_TIME_FILTER.toLowerCase() ? null : text;
}

/** The filter state of a chosen time range: the expression as value and label, or `{ value: null }` for none. */
export function timeFilterState(timeRange: string): FilterState<string> {
  const value = timeRangeOf(timeRange);
  return value === null ? { value: null } : { value, label: value };
}
