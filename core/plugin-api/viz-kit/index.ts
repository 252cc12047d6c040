export { SMART_NUMBER, getNumberFormatter, getPrefixFormatter } from './number-format.js';
export type { NumberFormatter } from './number-format.js';
export { SMART_DATE, getTimeFormatter, toDate } from './time-format.js';
export type { TimeFormatter } from './time-format.js';
export { CATEGORICAL_SCHEMES, DEFAULT_COLOR_SCHEME, getCategoricalColorScale, getColorScheme, hasColorScheme } from './color-schemes.js';
export type { CategoricalColorScale, CategoricalScheme } from './color-schemes.js';
