import { formDataList } from '@core/plugin-api/index.js';

const DATE = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]*Z?)?$/;

/**
 * The time offset a `pop_kpi` query compares with: the chosen shift as it is (`1 year ago`,
 * `inherit`), or for `custom` the start date's day (`2023-01-01`, which the server reads as "the
 * period of the same length starting then"). Null when there is nothing to compare with.
 *
 * @example
 * timeOffsetOf({ time_compare: 'custom', start_date_offset: '2023-01-01T00:00:00' }); // '2023-01-01'
 */
export function timeOffsetOf(formData: { time_compare?: unknown; start_date_offset?: unknown }): string | null {
  const shift = formDataList<unknown>(formData.time_compare as unknown[] | unknown).find((value): value is string => typeof value === 'string' && value.trim() !== '');
  if (shift === undefined) return null;
  if (shift !== 'custom') return shift.trim();
  const start = typeof formData.start_date_offset === 'string' ? DATE.exec(formData.start_date_offset.trim()) : null;
  return start ? start[1]! : null;
}

/**
 * How the comparison period reads in a sentence: "1 year ago", "the previous period" for
 * `inherit`, "the period from 2023-01-01" for a date.
 */
export function comparisonPeriodText(offset: string): string {
  if (offset.toLowerCase() === 'inherit') return 'the previous period';
  if (/^\d{4}-\d{2}-\d{2}$/.test(offset)) return `the period from ${offset}`;
  return offset;
}
