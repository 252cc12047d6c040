import { PostProcessingError } from './post-processing-error.js';

const DAY = 86_400_000;

/**
 * A pandas offset alias as resampling uses it: timestamps fall into numbered bins, each labelled by
 * one timestamp. Fixed-width rules (`1T`, `1H`, `7D` …) have half-open bins counted from midnight
 * of the first timestamp's day (pandas' `origin='start_day'`), labelled by their start. Calendar
 * rules bin by month, quarter, year or week: `MS`/`QS`/`AS`/`YS` are labelled by the period's first
 * day, `M`/`Q`/`A`/`Y`/`W` by its last day (pandas' month-end and week-ending anchors).
 */
export interface ResampleRule {
  binOf(timestamp: number): number;
  labelOf(bin: number): number;
  /** The first label at or after `timestamp` (pandas' `date_range` start). */
  firstLabelFrom(timestamp: number): number;
}

const TICKS: Record<string, number> = {
  L: 1, ms: 1, S: 1000, s: 1000, T: 60_000, min: 60_000, H: 3_600_000, h: 3_600_000, D: DAY, d: DAY,
};

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

type Period = { indexOf: (date: Date) => number; start: (index: number) => number; end: (index: number) => number };

const MONTH: Period = {
  indexOf: (date) => date.getUTCFullYear() * 12 + date.getUTCMonth(),
  start: (index) => Date.UTC(Math.floor(index / 12), index % 12, 1),
  end: (index) => Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0),
};
const QUARTER: Period = {
  indexOf: (date) => date.getUTCFullYear() * 4 + Math.floor(date.getUTCMonth() / 3),
  start: (index) => Date.UTC(Math.floor(index / 4), (index % 4) * 3, 1),
  end: (index) => Date.UTC(Math.floor(index / 4), (index % 4) * 3 + 3, 0),
};
const YEAR: Period = {
  indexOf: (date) => date.getUTCFullYear(),
  start: (index) => Date.UTC(index, 0, 1),
  end: (index) => Date.UTC(index, 11, 31),
};

const CALENDAR: Record<string, { period: Period; anchor: 'start' | 'end' }> = {
  M: { period: MONTH, anchor: 'end' }, ME: { period: MONTH, anchor: 'end' }, MS: { period: MONTH, anchor: 'start' },
  Q: { period: QUARTER, anchor: 'end' }, QE: { period: QUARTER, anchor: 'end' }, 'Q-DEC': { period: QUARTER, anchor: 'end' },
  QS: { period: QUARTER, anchor: 'start' }, 'QS-JAN': { period: QUARTER, anchor: 'start' },
  A: { period: YEAR, anchor: 'end' }, Y: { period: YEAR, anchor: 'end' }, YE: { period: YEAR, anchor: 'end' },
  'A-DEC': { period: YEAR, anchor: 'end' }, 'Y-DEC': { period: YEAR, anchor: 'end' },
  AS: { period: YEAR, anchor: 'start' }, YS: { period: YEAR, anchor: 'start' }, 'AS-JAN': { period: YEAR, anchor: 'start' }, 'YS-JAN': { period: YEAR, anchor: 'start' },
};

function fixedWidth(step: number, origin: number): ResampleRule {
  return {
    binOf: (timestamp) => Math.floor((timestamp - origin) / step),
    labelOf: (bin) => origin + bin * step,
    firstLabelFrom: (timestamp) => timestamp,
  };
}

function calendar(period: Period, anchor: 'start' | 'end', multiple: number, first: number): ResampleRule {
  const base = period.indexOf(new Date(first));
  const labelOf = (bin: number): number => (anchor === 'start' ? period.start(base + bin * multiple) : period.end(base + bin * multiple + multiple - 1));
  const binOf = (timestamp: number): number => Math.floor((period.indexOf(new Date(timestamp)) - base) / multiple);
  return {
    binOf,
    labelOf,
    firstLabelFrom: (timestamp) => {
      const label = labelOf(binOf(timestamp));
      return label >= timestamp ? label : labelOf(binOf(timestamp) + 1);
    },
  };
}

/** Weeks ending on `weekday` (0 = Sunday), labelled by that day: pandas' `W-SUN` (`W`) … `W-SAT`. */
function weekly(weekday: number, multiple: number, first: number): ResampleRule {
  // Day 0 (1970-01-01) was a Thursday.
  const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;
  const endOfWeek = (day: number): number => day + ((weekday - weekdayOf(day) + 7) % 7);
  const base = endOfWeek(Math.floor(first / DAY));
  const binOf = (timestamp: number): number => Math.floor((endOfWeek(Math.floor(timestamp / DAY)) - base) / (7 * multiple));
  return {
    binOf,
    labelOf: (bin) => (base + bin * 7 * multiple) * DAY,
    firstLabelFrom: (timestamp) => endOfWeek(Math.ceil(timestamp / DAY)) * DAY,
  };
}

/**
 * Parses a resample rule (`1T`, `5min`, `1H`, `1D`, `7D`, `W`, `W-MON`, `1M`, `MS`, `Q`, `QS`,
 * `A`, `1AS`, `YS` …) for timestamps starting at `first` (epoch ms).
 */
export function parseResampleRule(rule: string, first: number): ResampleRule {
  const match = /^\s*(\d*)\s*([A-Za-z]+(?:-[A-Za-z]+)?)\s*$/.exec(rule);
  const multiple = match && match[1] ? Number(match[1]) : 1;
  const unit = match?.[2] ?? '';
  if (!match || multiple < 1) throw new PostProcessingError(`Invalid frequency: ${rule}`);
  const tick = Object.hasOwn(TICKS, unit) ? TICKS[unit] : undefined;
  if (tick !== undefined) return fixedWidth(tick * multiple, Math.floor(first / DAY) * DAY);
  const upper = unit.toUpperCase();
  if (upper === 'W' || upper.startsWith('W-')) {
    const weekday = upper === 'W' ? 0 : WEEKDAYS.indexOf(upper.slice(2));
    if (weekday >= 0) return weekly(weekday, multiple, first);
  }
  const entry = CALENDAR[upper];
  if (entry) return calendar(entry.period, entry.anchor, multiple, first);
  throw new PostProcessingError(`Invalid frequency: ${rule}`);
}
