import { Cron } from 'croner';
import cronstrue from 'cronstrue';

/** Every IANA zone this runtime knows, plus 'UTC' (which `Intl.supportedValuesOf` leaves out). */
const TIME_ZONES: ReadonlySet<string> = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/UTC', 'GMT']);

/** Whether `timezone` is an IANA zone name a schedule may run in. */
export function isKnownTimeZone(timezone: string): boolean {
  return TIME_ZONES.has(timezone);
}

/** A five-field cron expression croner can read (minutes to weekdays; no seconds field). */
export function isValidCrontab(crontab: string): boolean {
  if (crontab.trim().split(/\s+/).length !== 5) return false;
  try {
    new Cron(crontab, { paused: true });
    return true;
  } catch {
    return false;
  }
}

// Enough runs to see every gap of a schedule that repeats within a day or a week.
const RUNS_TO_COMPARE = 400;

/**
 * The shortest gap, in seconds, between two consecutive runs of a schedule in its timezone
 * (null when it runs fewer than twice), as Superset checks ALERT/REPORT_MINIMUM_INTERVAL.
 */
export function minimumCronIntervalSeconds(crontab: string, timezone: string, from: Date = new Date()): number | null {
  const runs = new Cron(crontab, { paused: true, timezone }).nextRuns(RUNS_TO_COMPARE, from);
  let shortest: number | null = null;
  for (let i = 1; i < runs.length; i++) {
    const gap = (runs[i]!.getTime() - runs[i - 1]!.getTime()) / 1000;
    if (shortest === null || gap < shortest) shortest = gap;
  }
  return shortest;
}

/** A schedule in words (`crontab_humanized`), e.g. "At 09:00 AM, Monday through Friday". */
export function humanizeCrontab(crontab: string): string {
  try {
    return cronstrue.toString(crontab);
  } catch {
    return crontab;
  }
}
