export { getColumnLabel, getMetricLabel } from './labels.js';
export { compareTypeOf, timeOffsetsOf, timeSeriesPostProcessing, xAxisColumn } from './time-series-query.js';
export type { CompareType } from './time-series-query.js';
