/** A calendar or clock unit a time expression can count, truncate to or add. */
export type TimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';

/** Units whose relative phrases ("last 3 hours") count from the current instant rather than from midnight. */
export const SUB_DAY_UNITS: ReadonlySet<TimeUnit> = new Set(['second', 'minute', 'hour']);

/** Every unit, smallest first. */
export const TIME_UNITS: readonly TimeUnit[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'];

const BY_WORD: ReadonlyMap<string, TimeUnit> = new Map(TIME_UNITS.flatMap((unit) => [[unit, unit], [`${unit}s`, unit]] as const));

/** The unit a word names, singular or plural, in any case (`Days` → `day`), or null. */
export function timeUnitOf(word: string): TimeUnit | null {
  return BY_WORD.get(word.toLowerCase()) ?? null;
}

/** Whether `smaller` is a strictly finer unit than `larger`. */
export function isFinerUnit(smaller: TimeUnit, larger: TimeUnit): boolean {
  return TIME_UNITS.indexOf(smaller) < TIME_UNITS.indexOf(larger);
}
