export { getColumnLabel, getMetricLabel } from './labels.js';
export { timeOffsetsOf, timeSeriesPostProcessing, xAxisColumn } from './time-series-query.js';
