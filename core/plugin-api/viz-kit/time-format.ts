import { utcFormat } from 'd3-time-format';

/** The adaptive time format's name (also in control-schemas' TIME_FORMAT_CHOICES). */
export const SMART_DATE = 'smart_date';

/** Formats an instant (epoch ms, Date or ISO string). */
export type TimeFormatter = (value: number | Date | string | null | undefined) => string;

const formats = {
  millisecond: utcFormat('.%L'),
  second: utcFormat(':%S'),
  minute: utcFormat('%H:%M'),
  day: utcFormat('%a %d'),
  month: utcFormat('%B'),
  year: utcFormat('%Y'),
};

/** Coerces epoch ms, a Date or an ISO-8601 string to a Date; undefined when it is none of them. */
export function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number') return new Date(value);
  if (typeof value === 'bigint') return new Date(Number(value));
  if (typeof value === 'string' && value !== '') {
    const iso = /^\d{4}-\d{2}-\d{2}( |T)\d/.test(value) && !/(Z|[+-]\d{2}:?\d{2})$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  return undefined;
}

// Times are shown in UTC: the engines return naive timestamps, which Tessera treats as UTC.
function smartDate(date: Date): string {
  if (date.getUTCMilliseconds() !== 0) return formats.millisecond(date);
  if (date.getUTCSeconds() !== 0) return formats.second(date);
  if (date.getUTCMinutes() !== 0 || date.getUTCHours() !== 0) return formats.minute(date);
  if (date.getUTCDate() !== 1) return formats.day(date);
  if (date.getUTCMonth() !== 0) return formats.month(date);
  return formats.year(date);
}

const cache = new Map<string, TimeFormatter>();

/**
 * A formatter for a d3-time-format specifier (`%Y-%m-%d` …) or `smart_date` (the default): the
 * coarsest unit that still tells the instant apart (2024, March, Tue 05, 14:30). Times are UTC.
 *
 * @example
 * ```ts
 * getTimeFormatter('%Y')(Date.UTC(2024, 2, 5)); // '2024'
 * getTimeFormatter()(Date.UTC(2024, 0, 1));      // '2024'
 * ```
 */
export function getTimeFormatter(specifier?: string | null): TimeFormatter {
  const key = specifier && specifier.trim() !== '' ? specifier : SMART_DATE;
  const cached = cache.get(key);
  if (cached) return cached;
  const format = key === SMART_DATE ? smartDate : utcFormat(key);
  const formatter: TimeFormatter = (value) => {
    if (value === null || value === undefined) return 'N/A';
    const date = toDate(value);
    return date ? format(date) : String(value);
  };
  cache.set(key, formatter);
  return formatter;
}
