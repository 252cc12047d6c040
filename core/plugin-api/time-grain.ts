/**
 * The time grains Tessera knows, as ISO 8601 durations (Superset's names). The four with an anchor
 * date are weeks starting or ending on a given weekday.
 */
export const TIME_GRAINS = [
  'PT1S',
  'PT5S',
  'PT30S',
  'PT1M',
  'PT5M',
  'PT10M',
  'PT15M',
  'PT30M',
  'PT0.5H',
  'PT1H',
  'PT6H',
  'P1D',
  'P1W',
  'P1M',
  'P3M',
  'P0.25Y',
  'P1Y',
  '1969-12-28T00:00:00Z/P1W',
  '1969-12-29T00:00:00Z/P1W',
  'P1W/1970-01-03T00:00:00Z',
  'P1W/1970-01-04T00:00:00Z',
] as const;

/** One of {@link TIME_GRAINS}. */
export type TimeGrain = (typeof TIME_GRAINS)[number];
