/**
 * A wall-clock date and time without a time zone, stored as milliseconds on a UTC clock so that
 * calendar arithmetic never meets a daylight-saving jump. Only whole seconds are kept.
 */
export type NaiveDateTime = number & { readonly __naiveDateTime: true };

/** The calendar fields of a {@link NaiveDateTime}; `weekday` is 0 for Monday … 6 for Sunday. */
export interface NaiveDateTimeFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

/** The earliest year a time range may reach. */
export const MIN_YEAR = 1;
/** The latest year a time range may reach: what `YYYY` can print. */
export const MAX_YEAR = 9999;

const MS_PER_SECOND = 1000;

/**
 * Builds a naive date-time from calendar fields, or null when the fields name no real instant
 * (February 30th, hour 24, …). Months overflowing into the next year are not accepted either.
 */
export function naiveDateTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): NaiveDateTime | null {
  if (![year, month, day, hour, minute, second].every(Number.isInteger)) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59 || hour < 0 || minute < 0 || second < 0) return null;
  return composeNaive(year, month, day, hour, minute, second);
}

/**
 * Builds a naive date-time from fields that are already known to be in range (or that should
 * roll over, as `Date.UTC` does). `setUTCFullYear` keeps years below 100 literal.
 */
export function composeNaive(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): NaiveDateTime {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime() as NaiveDateTime;
}

/** The local wall-clock time of a `Date` (its time zone dropped), to the second. */
export function naiveFromLocalDate(date: Date): NaiveDateTime {
  return composeNaive(date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds());
}

/** The calendar fields of a naive date-time. */
export function fieldsOf(value: NaiveDateTime): NaiveDateTimeFields {
  const date = new Date(value);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
    weekday: (date.getUTCDay() + 6) % 7,
  };
}

/** Whether a value is a real date-time within the years a range may reach. */
export function isSupportedNaive(value: number): value is NaiveDateTime {
  if (!Number.isFinite(value)) return false;
  const year = new Date(value).getUTCFullYear();
  return !Number.isNaN(year) && year >= MIN_YEAR && year <= MAX_YEAR;
}

/** `YYYY-MM-DDTHH:mm:ss`, the form every resolved bound takes. */
export function formatNaive(value: NaiveDateTime): string {
  const f = fieldsOf(value);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(f.year).padStart(4, '0')}-${two(f.month)}-${two(f.day)}T${two(f.hour)}:${two(f.minute)}:${two(f.second)}`;
}

/** Number of days in a month of the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

/** Milliseconds in one second, minute, hour, day and week: the units of fixed length. */
export const FIXED_UNIT_MS = {
  second: MS_PER_SECOND,
  minute: 60 * MS_PER_SECOND,
  hour: 3600 * MS_PER_SECOND,
  day: 86_400 * MS_PER_SECOND,
  week: 7 * 86_400 * MS_PER_SECOND,
} as const;
