/** Business constants of explore (spec §9), as schema choices and the defaults the schemas use. */
export { COMPARISON_TYPE_CHOICES } from './comparison-types.js';
export { FILTER_OPERATOR_CHOICES, SET_FILTER_OPERATORS, UNARY_FILTER_OPERATORS } from './filter-operators.js';
export { NUMBER_FORMAT_CHOICES, PERCENT_COMPARISON_FORMAT, SMART_NUMBER_FORMAT } from './number-formats.js';
export { QUERY_MODE_CHOICES } from './query-modes.js';
export { RESAMPLE_METHOD_CHOICES } from './resample-methods.js';
export { RESAMPLE_RULE_CHOICES } from './resample-rules.js';
export { ROLLING_TYPE_CHOICES } from './rolling-types.js';
export { DEFAULT_ROW_LIMIT, DEFAULT_SQL_MAX_ROW, ROW_LIMIT_CHOICES } from './row-limits.js';
export { SERIES_LIMIT_CHOICES } from './series-limits.js';
export { SORT_SERIES_CHOICES } from './sort-series-types.js';
export { SMART_DATE_FORMAT, TIME_FORMAT_CHOICES } from './time-formats.js';
export { DEFAULT_TIME_GRAIN, TIME_GRAIN_CHOICES } from './time-grains.js';
export { DEFAULT_TIME_RANGE } from './time-range.js';
export { TIME_SHIFT_CHOICES } from './time-shifts.js';
