const UNITS: readonly [limitSeconds: number, seconds: number, one: string, many: string][] = [
  [60, 1, 'a second', 'seconds'],
  [3600, 60, 'a minute', 'minutes'],
  [86_400, 3600, 'an hour', 'hours'],
  [30 * 86_400, 86_400, 'a day', 'days'],
  [365 * 86_400, 30 * 86_400, 'a month', 'months'],
  [Infinity, 365 * 86_400, 'a year', 'years'],
];

/**
 * How long ago an ISO timestamp was, in words, as Superset's `*_delta_humanized` fields say it
 * ("now", "a minute ago", "3 days ago", "in 2 hours").
 */
export function humanizeDelta(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const then = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`);
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((now.getTime() - then) / 1000);
  const magnitude = Math.abs(seconds);
  if (magnitude < 1) return 'now';
  const [, unit, one, many] = UNITS.find(([limit]) => magnitude < limit)!;
  const count = Math.floor(magnitude / unit);
  const phrase = count === 1 ? one : `${count} ${many}`;
  return seconds >= 0 ? `${phrase} ago` : `in ${phrase}`;
}
