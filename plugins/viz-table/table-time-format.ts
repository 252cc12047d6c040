import { SMART_DATE, getTimeFormatter, toDate } from '@core/plugin-api/index.js';

/** The most values inspected to choose an adaptive format; enough to see a time of day if there is one. */
const SAMPLE_SIZE = 5000;

/**
 * The format of a temporal column. A d3-time-format specifier is used as given; the adaptive
 * format (`smart_date`, also for an empty specifier) writes the full date, with the time of day
 * only as finely as the column's values need (`2024-03-05`, `2024-03-05 14:30`,
 * `2024-03-05 14:30:15`, with milliseconds when present), so every cell of a column reads alike.
 * Times are UTC.
 *
 * @example
 * tableTimeFormatter('smart_date', [Date.UTC(2024, 2, 5)])(Date.UTC(2024, 2, 5)); // '2024-03-05'
 */
export function tableTimeFormatter(specifier: string | null | undefined, values: readonly unknown[]): (value: unknown) => string {
  if (specifier && specifier.trim() !== '' && specifier !== SMART_DATE) {
    const format = getTimeFormatter(specifier);
    return (value) => format(value as Parameters<typeof format>[0]);
  }
  let hasTime = false;
  let hasSeconds = false;
  let hasMilliseconds = false;
  const step = Math.max(1, Math.floor(values.length / SAMPLE_SIZE));
  for (let i = 0; i < values.length; i += step) {
    const date = toDate(values[i]);
    if (!date) continue;
    if (date.getUTCMilliseconds() !== 0) hasMilliseconds = true;
    if (date.getUTCSeconds() !== 0) hasSeconds = true;
    if (date.getUTCHours() !== 0 || date.getUTCMinutes() !== 0) hasTime = true;
  }
  const specifierForValues = hasMilliseconds
    ? '%Y-%m-%d %H:%M:%S.%L'
    : hasSeconds
      ? '%Y-%m-%d %H:%M:%S'
      : hasTime
        ? '%Y-%m-%d %H:%M'
        : '%Y-%m-%d';
  const format = getTimeFormatter(specifierForValues);
  return (value) => format(value as Parameters<typeof format>[0]);
}
