export { SMART_NUMBER, getNumberFormatter, getPrefixFormatter } from './number-format.js';
export type { NumberFormatter } from './number-format.js';
export { currencyFormatOf, currencySymbol, getCurrencyFormatter } from './currency-format.js';
export type { CurrencyFormat, CurrencySymbolPosition } from './currency-format.js';
export { SMART_DATE, getTimeFormatter, toDate } from './time-format.js';
export type { TimeFormatter } from './time-format.js';
export { CATEGORICAL_SCHEMES, DEFAULT_COLOR_SCHEME, getCategoricalColorScale, getColorScheme, hasColorScheme } from './color-schemes.js';
export type { CategoricalColorScale, CategoricalScheme } from './color-schemes.js';
export { chartColorScale } from './chart-color-scale.js';
export { verboseName } from './verbose-name.js';
export { CHART_FONT_FAMILY, fitFontSize, measureTextWidth } from './measure-text.js';
export type { TextSegment } from './measure-text.js';
export { chartSurfaceColors } from './chart-surface-colors.js';
export type { ChartSurfaceColors } from './chart-surface-colors.js';
export { parseDatasourceKey } from './parse-datasource-key.js';
export { withSchemaDefaults } from './with-schema-defaults.js';
export { formDataList } from './form-data-list.js';
export { toFiniteNumber } from './to-finite-number.js';
export { clearCrossFilter } from './clear-cross-filter.js';
export { dimensionFilters, toDimensionValue } from './dimension-filters.js';
export type { DimensionValue } from './dimension-filters.js';
export { fitNameValue, truncateText } from './truncate-text.js';
export type { MeasureText, TruncateTextOptions } from './truncate-text.js';
export { AXIS_TICK_FONT_SIZE, AXIS_TITLE_FONT_SIZE, bandLabels, valueTicks } from './axis-ticks.js';
export type { AxisTick, BandLabels, TickScale, TicksLayout } from './axis-ticks.js';
export { DEFAULT_LINEAR_COLOR_SCHEME, LINEAR_COLOR_SCHEMES, getLinearColorScheme, linearColorScale } from './linear-color-schemes.js';
export type { LinearColorScheme } from './linear-color-schemes.js';
export {
  COUNTRY_MAPS,
  FRANCE_DEPARTMENTS,
  isCountryMapKey,
  isOverseasDepartment,
  loadCountryBoundaries,
  loadWorldBoundaries,
  mapPalette,
  normalizeName,
  worldRegionId,
} from './geo/index.js';
export type { CountryFieldType, CountryMapKey, FranceDepartment, GeoBoundaries, GeoRegion, MapFrame, MapLayout, MapPalette, MapShape, WorldCodes } from './geo/index.js';
export { LEGEND_FONT_SIZE, LEGEND_ROW_HEIGHT, LEGEND_SWATCH, legendItemWidth, legendLayout } from './legend-layout.js';
export type { ChartBox, LegendLayout, LegendLayoutOptions, LegendOrientation } from './legend-layout.js';
export { xyPalette } from './xy-palette.js';
export type { XyPalette } from './xy-palette.js';
export { marksCrossFilter, selectedMarkIds } from './mark-cross-filter.js';
export type { DimensionMark, MarkNames, SelectedMarkOptions } from './mark-cross-filter.js';
export { pickedColorCss } from './picked-color.js';
