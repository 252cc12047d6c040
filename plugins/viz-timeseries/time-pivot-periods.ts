/** Milliseconds in a day. */
const DAY = 86_400_000;

const WEEKDAYS: Readonly<Record<string, number>> = { SUN: 0, MON: 1, TUE: 2, WED: 3, THU: 4, FRI: 5, SAT: 6 };

/**
 * The start of the period an instant (epoch ms, UTC) falls in, for a pandas frequency as Superset's
 * period pivot takes it (`freq`): `AS`/`YS` the year, `MS` the month, `W-MON` (also `52W-MON`,
 * `4W-SUN` …) the week starting on that weekday, `D` the day. Like pandas' rollback of a
 * normalized offset, the multiple is ignored: `52W-MON` rolls back to the last Monday. An
 * unknown frequency is a week starting Monday, Superset's default.
 *
 * @example
 * periodStart(Date.UTC(2024, 4, 15, 13), 'W-MON'); // Date.UTC(2024, 4, 13): Monday
 */
export function periodStart(instant: number, freq: string): number {
  const date = new Date(instant);
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  const unit = freq.trim().toUpperCase().replace(/^\d+/, '');
  if (unit === 'AS' || unit === 'YS' || unit === 'AS-JAN' || unit === 'YS-JAN') return Date.UTC(year, 0, 1);
  if (unit === 'MS') return Date.UTC(year, month, 1);
  if (unit === 'D') return Date.UTC(year, month, day);
  const weekday = unit.startsWith('W') ? (WEEKDAYS[unit.slice(2)] ?? (unit === 'W' ? 0 : 1)) : 1;
  const midnight = Date.UTC(year, month, day);
  return midnight - ((date.getUTCDay() - weekday + 7) % 7) * DAY;
}

/** One period of a period pivot: its rank (0 the latest), name and values moved onto the latest period. */
export interface PivotPeriod {
  rank: number;
  /** `current` for the latest period, then `-1`, `-2` … (Superset's names). */
  name: string;
  /** Start of the period, epoch ms. */
  start: number;
  /** The shifted instants and their values, in order. */
  x: number[];
  values: number[];
}

/**
 * Splits one series into its periods and lays each over the latest one (Superset's period pivot):
 * an instant `t` of a period starting at `s` moves to `t + (latest start − s)`, so the same moment
 * of every period lines up. Periods are ranked from the latest (0).
 */
export function pivotByPeriod(x: Float64Array, values: Float64Array, freq: string): PivotPeriod[] {
  const starts = Float64Array.from(x, (instant) => periodStart(instant, freq));
  const distinct = [...new Set(starts)].sort((a, b) => b - a);
  const latest = distinct[0] ?? 0;
  const periods = distinct.map((start, rank): PivotPeriod => ({ rank, name: rank === 0 ? 'current' : `-${rank}`, start, x: [], values: [] }));
  const byStart = new Map(periods.map((period) => [period.start, period]));
  x.forEach((instant, i) => {
    const period = byStart.get(starts[i]!)!;
    period.x.push(instant + (latest - period.start));
    period.values.push(values[i]!);
  });
  return periods;
}

/** A colour (`#rgb`, `#rrggbb`, `rgb()`/`rgba()`, or the picker's `{ r, g, b }`) as its channels; `fallback` when unreadable. */
export function rgbOf(color: unknown, fallback: [number, number, number]): [number, number, number] {
  if (color && typeof color === 'object') {
    const { r, g, b } = color as { r?: unknown; g?: unknown; b?: unknown };
    if ([r, g, b].every((channel) => typeof channel === 'number' && Number.isFinite(channel))) return [r, g, b] as [number, number, number];
    return fallback;
  }
  if (typeof color !== 'string') return fallback;
  const text = color.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(text);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : fallback;
}
