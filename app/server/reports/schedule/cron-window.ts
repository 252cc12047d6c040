import { Cron } from 'croner';

/** One minute in milliseconds: the scheduler's tick and the resolution of a five-field cron. */
export const MINUTE_MS = 60_000;

/** `date` cut down to the start of its minute (UTC minutes and local minutes coincide for every zone in use). */
export function floorToMinute(date: Date): Date {
  return new Date(Math.floor(date.getTime() / MINUTE_MS) * MINUTE_MS);
}

/**
 * The times schedule `crontab` (five fields, read in `timezone`) falls on within the window
 * `(from, to]`, oldest first. DST follows croner (as Vixie cron): a fixed-time schedule whose
 * time does not exist on a spring-forward day runs at the first valid time after the gap, and
 * once on a fall-back day; an interval schedule (`*\/15 * * * *`) skips the missing times and
 * runs on both occurrences of the repeated ones. Throws on a pattern or zone croner refuses.
 *
 * @example
 * dueTimesInWindow('0 9 * * 1-5', 'Europe/Paris', new Date('2026-01-05T07:59Z'), new Date('2026-01-05T08:00Z'));
 * // → [2026-01-05T08:00:00.000Z]
 */
export function dueTimesInWindow(crontab: string, timezone: string, from: Date, to: Date, limit = 1000): Date[] {
  const cron = new Cron(crontab, { timezone, paused: true, mode: '5-part' });
  const due: Date[] = [];
  let cursor: Date | null = from;
  while (due.length < limit) {
    cursor = cron.nextRun(cursor);
    if (!cursor || cursor.getTime() > to.getTime()) break;
    due.push(cursor);
  }
  return due;
}

/**
 * A due time as the minute part of a job id: ISO-8601 basic format in UTC, e.g. `20260105T0800Z`.
 * The basic form has no `:`, so `report:{id}:{minute}` stays a three-part id BullMQ accepts.
 */
export function isoMinuteOf(date: Date): string {
  return `${floorToMinute(date).toISOString().slice(0, 16).replace(/[-:]/g, '')}Z`;
}
