import { NO_TIME_RANGE } from '@core/query/time-range/index.js';

/** A new chart's time range: no filter on time. Written into the `time_range` schema's default. */
export const DEFAULT_TIME_RANGE: string = NO_TIME_RANGE;
