/** An auto-refresh choice: its period in seconds (0: off) and its label. */
export interface RefreshFrequency {
  seconds: number;
  label: string;
}

/** The auto-refresh periods offered, as Superset offers them. */
export const REFRESH_FREQUENCIES: readonly RefreshFrequency[] = Object.freeze([
  { seconds: 0, label: "Don't refresh" },
  { seconds: 10, label: '10 seconds' },
  { seconds: 30, label: '30 seconds' },
  { seconds: 60, label: '1 minute' },
  { seconds: 300, label: '5 minutes' },
  { seconds: 1800, label: '30 minutes' },
  { seconds: 3600, label: '1 hour' },
  { seconds: 21600, label: '6 hours' },
  { seconds: 43200, label: '12 hours' },
  { seconds: 86400, label: '24 hours' },
]);

/** Spec §9: charts of one refresh are spread over at least this many milliseconds by default. */
export const DEFAULT_STAGGER_TIME_MS = 5000;

/** The label of a refresh period: one of the offered ones, else the number of seconds. */
export function refreshFrequencyLabel(seconds: number): string {
  return REFRESH_FREQUENCIES.find((choice) => choice.seconds === seconds)?.label ?? `${seconds} seconds`;
}

/** The staggering settings of a dashboard's metadata. */
export interface StaggerSettings {
  /** Spread the charts of an automatic refresh over time (default true). */
  stagger_refresh?: unknown;
  /** The span to spread them over, in milliseconds (default 5000). */
  stagger_time?: unknown;
}

/**
 * When each of `count` charts refreshes in one automatic refresh, in milliseconds from its start:
 * with staggering on (the default), evenly over a span of the larger of `stagger_time` (5 s by
 * default) and a fifth of the refresh period, the first at once and the last at the span's end;
 * with it off, all at once.
 *
 * @example
 * ```ts
 * staggeredRefreshDelays(3, 10, {}); // [0, 2500, 5000]
 * ```
 */
export function staggeredRefreshDelays(count: number, frequencySeconds: number, settings: StaggerSettings): number[] {
  if (count <= 0) return [];
  const stagger = settings.stagger_refresh === undefined ? true : settings.stagger_refresh === true || settings.stagger_refresh === 'true';
  const staggerTime = typeof settings.stagger_time === 'number' && settings.stagger_time > 0 ? settings.stagger_time : DEFAULT_STAGGER_TIME_MS;
  const span = Math.max(frequencySeconds * 1000 * 0.2, staggerTime);
  const step = stagger && count > 1 ? span / (count - 1) : 0;
  return Array.from({ length: count }, (_, index) => Math.round(step * index));
}

/** The charts an automatic refresh reloads: all but those the metadata marks immune. */
export function chartsToAutoRefresh(chartIds: readonly number[], immune: unknown): number[] {
  const skipped = new Set(Array.isArray(immune) ? immune.filter((id): id is number => typeof id === 'number') : []);
  return chartIds.filter((id) => !skipped.has(id));
}
