/** The error of a legacy dashboard filter key that is not `{chartId}_{column}` (spec §5). */
export const INVALID_FILTER_KEY_MESSAGE = 'Cannot parse invalid filter key';

/** A legacy dashboard filter key's parts: the filter chart and the column it filters. */
export interface FilterKeyParts {
  chartId: number;
  column: string;
}

const FILTER_KEY = /^(\d+)_(.+)$/s;

/**
 * The parts of a legacy dashboard filter key `{chartId}_{column}`: the chart id is the digits
 * before the first underscore, the column (which may hold underscores) everything after it.
 *
 * @throws Error with {@link INVALID_FILTER_KEY_MESSAGE} when the key does not have that shape.
 *
 * @example
 * ```ts
 * parseFilterKey('12_gender'); // { chartId: 12, column: 'gender' }
 * parseFilterKey('12___time_range'); // { chartId: 12, column: '__time_range' }
 * parseFilterKey('gender'); // throws 'Cannot parse invalid filter key'
 * ```
 */
export function parseFilterKey(key: string): FilterKeyParts {
  const match = typeof key === 'string' ? FILTER_KEY.exec(key) : null;
  const chartId = match ? Number(match[1]) : NaN;
  if (!match || !Number.isSafeInteger(chartId)) throw new Error(INVALID_FILTER_KEY_MESSAGE);
  return { chartId, column: match[2]! };
}

/** The legacy dashboard filter key of a chart's column: `{chartId}_{column}`. */
export function filterKeyOf(chartId: number, column: string): string {
  return `${chartId}_${column}`;
}
