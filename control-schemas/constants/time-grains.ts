import { TIME_GRAINS, type TimeGrain } from '@core/plugin-api/time-grain.js';
import type { SchemaChoice } from '../choices/schema-choice.js';

const TITLES: Record<TimeGrain, string> = {
  PT1S: 'Second',
  PT5S: '5 seconds',
  PT30S: '30 seconds',
  PT1M: 'Minute',
  PT5M: '5 minutes',
  PT10M: '10 minutes',
  PT15M: '15 minutes',
  PT30M: '30 minutes',
  'PT0.5H': 'Half hour',
  PT1H: 'Hour',
  PT6H: '6 hours',
  P1D: 'Day',
  P1W: 'Week',
  P1M: 'Month',
  P3M: 'Quarter',
  'P0.25Y': 'Quarter (year fraction)',
  P1Y: 'Year',
  '1969-12-28T00:00:00Z/P1W': 'Week starting Sunday',
  '1969-12-29T00:00:00Z/P1W': 'Week starting Monday',
  'P1W/1970-01-03T00:00:00Z': 'Week ending Saturday',
  'P1W/1970-01-04T00:00:00Z': 'Week ending Sunday',
};

/**
 * Time grains, as ISO 8601 durations, with readable titles; `null` keeps the original timestamps.
 * A database engine supports a subset: the widget offers only the datasource's grains.
 */
export const TIME_GRAIN_CHOICES: readonly SchemaChoice[] = [
  { const: null, title: 'Original value' },
  ...TIME_GRAINS.map((grain) => ({ const: grain, title: TITLES[grain] })),
];

/** A new chart's time grain: one day. Written into the `time_grain_sqla` schema's default. */
export const DEFAULT_TIME_GRAIN: TimeGrain = 'P1D';
