import type { TimeGrain } from '@core/plugin-api/index.js';

const SECOND = 1000;
const DAY = 86_400_000;

const floorTo = (ms: number, size: number) => Math.floor(ms / size) * size;
/** Monday-based start of the UTC week containing `ms` (1970-01-01 was a Thursday). */
const mondayWeek = (ms: number) => floorTo(ms, DAY) - ((new Date(ms).getUTCDay() + 6) % 7) * DAY;
const sundayWeek = (ms: number) => floorTo(ms, DAY) - new Date(ms).getUTCDay() * DAY;

function monthStart(ms: number, months: number): number {
  const date = new Date(ms);
  const month = date.getUTCMonth() - (date.getUTCMonth() % months);
  return Date.UTC(date.getUTCFullYear(), month, 1);
}

/** What each grain means, computed in JavaScript on UTC epoch milliseconds: the expected bucket of an instant. */
export const TIME_GRAIN_REFERENCE: Readonly<Record<TimeGrain, (ms: number) => number>> = {
  PT1S: (ms) => floorTo(ms, SECOND),
  PT5S: (ms) => floorTo(ms, 5 * SECOND),
  PT30S: (ms) => floorTo(ms, 30 * SECOND),
  PT1M: (ms) => floorTo(ms, 60 * SECOND),
  PT5M: (ms) => floorTo(ms, 300 * SECOND),
  PT10M: (ms) => floorTo(ms, 600 * SECOND),
  PT15M: (ms) => floorTo(ms, 900 * SECOND),
  PT30M: (ms) => floorTo(ms, 1800 * SECOND),
  'PT0.5H': (ms) => floorTo(ms, 1800 * SECOND),
  PT1H: (ms) => floorTo(ms, 3600 * SECOND),
  PT6H: (ms) => floorTo(ms, 6 * 3600 * SECOND),
  P1D: (ms) => floorTo(ms, DAY),
  P1W: mondayWeek,
  P1M: (ms) => monthStart(ms, 1),
  P3M: (ms) => monthStart(ms, 3),
  'P0.25Y': (ms) => monthStart(ms, 3),
  P1Y: (ms) => monthStart(ms, 12),
  '1969-12-28T00:00:00Z/P1W': sundayWeek,
  '1969-12-29T00:00:00Z/P1W': mondayWeek,
  'P1W/1970-01-03T00:00:00Z': (ms) => sundayWeek(ms) + 6 * DAY,
  'P1W/1970-01-04T00:00:00Z': (ms) => mondayWeek(ms) + 6 * DAY,
};
