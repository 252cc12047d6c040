/**
 * The only module a plugin imports: extension-point tokens and interfaces, the shared domain
 * types they use, `define*()` helpers, and the few inversify pieces a plugin module needs.
 */
export { ContainerModule, inject, injectable, named, optional } from 'inversify';
export type { ContainerModuleLoadOptions } from 'inversify';

export type { ContributionOf, ContributionToken } from './contribution-token.js';
export { ContributionProvider } from './contribution-provider.js';

export type { JsonObject, JsonSchema, JsonSchemaTypeName, JsonValue } from './json-schema.js';
export type { UiSchema, UiSection } from './ui-schema.js';
export type { DatasourceRef, DatasourceType, QueryFormData } from '../query/model/query-form-data.js';
export type {
  AdhocColumn,
  AdhocMetric,
  AppliedTimeExtras,
  ChartDataResultType,
  FilterOperator,
  PostProcessingRule,
  QueryFormColumn,
  QueryFormMetric,
  QueryFormOrderBy,
  QueryObject,
  QueryObjectExtras,
  QueryObjectFilterClause,
} from '../query/model/query-object.js';
export type { AnnotationLayer } from '../query/model/annotation-layer.js';
export type { AdhocFilter } from '../query/model/adhoc-filter.js';
export type { ChartDataResultFormat, QueryContext } from '../query/model/query-context.js';
export type { ChartDataQueryResult, ChartDataResponse } from './chart-data-response.js';
export type { ExtraFormData } from '../query/model/extra-form-data.js';
export type { DataMask, FilterState } from './data-mask.js';
export type { BuildQueryOptions, ChartContextMenuEvent, ChartRenderProps, MapTileSettings, SavedChartData } from './chart-render-props.js';
export type { TransformPropsContext } from './transform-props-context.js';
export {
  CATEGORICAL_SCHEMES,
  CHART_FONT_FAMILY,
  DEFAULT_COLOR_SCHEME,
  SMART_DATE,
  SMART_NUMBER,
  chartColorScale,
  chartSurfaceColors,
  clearCrossFilter,
  dimensionFilters,
  fitFontSize,
  formDataList,
  getCategoricalColorScale,
  getColorScheme,
  currencyFormatOf,
  currencySymbol,
  getCurrencyFormatter,
  getNumberFormatter,
  getPrefixFormatter,
  getTimeFormatter,
  hasColorScheme,
  measureTextWidth,
  parseDatasourceKey,
  toDate,
  toDimensionValue,
  toFiniteNumber,
  verboseName,
  withSchemaDefaults,
  truncateText,
  fitNameValue,
  AXIS_TICK_FONT_SIZE,
  AXIS_TITLE_FONT_SIZE,
  bandLabels,
  valueTicks,
  DEFAULT_LINEAR_COLOR_SCHEME,
  LINEAR_COLOR_SCHEMES,
  getLinearColorScheme,
  linearColorScale,
  LEGEND_FONT_SIZE,
  LEGEND_ROW_HEIGHT,
  LEGEND_SWATCH,
  legendItemWidth,
  legendLayout,
  xyPalette,
  pickedColorCss,
  mapPalette,
  marksCrossFilter,
  selectedMarkIds,
  COUNTRY_MAPS,
  FRANCE_DEPARTMENTS,
  isCountryMapKey,
  isOverseasDepartment,
  loadCountryBoundaries,
  loadWorldBoundaries,
  normalizeName,
  worldRegionId,
} from './viz-kit/index.js';
// Query building shared by viz plugins (pure functions of form data).
export { buildQueryObject } from '../query/build-query-object.js';
export { buildPeriodMetricsQuery } from './period-metrics-query.js';
export type { PeriodMetricsFormData } from './period-metrics-query.js';
export { applyExtraFormData, hasExtraFormData } from '../query/apply-extra-form-data.js';
export { mergeExtraFormData } from '../query/merge-extra-form-data.js';
export { compareTypeOf, getColumnLabel, getMetricLabel, timeOffsetsOf, timeSeriesPostProcessing, xAxisColumn } from '../query/form-data/index.js';
export type { CompareType } from '../query/form-data/index.js';
// The pivot table chart's pivot, shared with the server's pivoted exports.
export { PIVOT_METRIC_LEVEL_LABEL, PIVOT_NULL_LABEL, pivotGrid } from '../query/post-processing/pivot-grid.js';
export type { PivotGrid, PivotGridHeader, PivotGridLeaf, PivotGridLevel, PivotGridOptions, PivotMetricsLayout } from '../query/post-processing/pivot-grid.js';
export { PIVOT_AGGREGATE_FUNCTIONS, isPivotAggregateFunction, pivotFractionOf } from '../query/post-processing/pivot-grid-aggregates.js';
export type { PivotAggregateFunction, PivotValue } from '../query/post-processing/pivot-grid-aggregates.js';
export { pivotGridOptionsOf, type PivotGridFormatting } from '../query/post-processing/pivot-grid-options.js';
export { PIVOT_ORDERS, type PivotKeyValue, type PivotOrder } from '../query/post-processing/pivot-grid-order.js';
export type {
  CategoricalColorScale,
  CategoricalScheme,
  ChartSurfaceColors,
  CurrencyFormat,
  CurrencySymbolPosition,
  DimensionValue,
  NumberFormatter,
  TextSegment,
  TimeFormatter,
  MeasureText,
  TruncateTextOptions,
  AxisTick,
  BandLabels,
  TickScale,
  TicksLayout,
  LinearColorScheme,
  ChartBox,
  LegendLayout,
  LegendLayoutOptions,
  LegendOrientation,
  XyPalette,
  MapPalette,
  DimensionMark,
  MarkNames,
  SelectedMarkOptions,
  CountryFieldType,
  CountryMapKey,
  FranceDepartment,
  GeoBoundaries,
  GeoRegion,
  MapFrame,
  MapLayout,
  MapShape,
  WorldCodes,
} from './viz-kit/index.js';

export { VIZ_BEHAVIORS, VizContribution, defineViz } from './viz-contribution.js';
export type { AnyVizContribution, LegacyKeyRedirect, VizBehavior } from './viz-contribution.js';
export { VIZ_LOADED_FIELDS, isLazyViz, isLoadedViz, lazyViz, loadLazyVizContributions } from './lazy-viz.js';
export type { LazyVizContribution, VizSummary } from './lazy-viz.js';
export { FilterTypeContribution, defineFilterType } from './filter-type-contribution.js';
export { datasetMetadataQuery } from './dataset-metadata-query.js';
export type { AnyFilterTypeContribution, FilterBuildQueryOptions, FilterComponentProps, FilterComponentServices, NativeFilterConfig, NativeFilterTarget } from './filter-type-contribution.js';
export { MENU_ACTION_GROUPS, MENU_ACTION_SLOTS, MENU_PLACEMENTS, MenuActionContribution, defineMenuAction, hasPermission } from './menu-action-contribution.js';
export type {
  ChartMenuInfo,
  DashboardMenuInfo,
  MenuActionConfig,
  MenuActionContext,
  MenuActionRun,
  MenuPlacement,
  PermissionPair,
} from './menu-action-contribution.js';
export type { ChartExportRequest, ChartMenuHost, DashboardMenuHost, MenuActionHost, MenuDialogBaseProps } from './menu-action-host.js';
export { ControlSectionContribution, defineControlSection } from './control-section-contribution.js';
export { DashboardComponentContribution, defineDashboardComponent } from './dashboard-component-contribution.js';
export type { DashboardComponentProps } from './dashboard-component-contribution.js';
export { DatabaseEngineContribution, defineDatabaseEngine } from './database-engine-contribution.js';
export { TIME_GRAINS } from './time-grain.js';
export type { TimeGrain } from './time-grain.js';
export { translateDateFormat } from './temporal-format.js';
export type { DateFormatDirective, DateFormatPart, TemporalFormatConversions } from './temporal-format.js';
export type {
  ColumnarResult,
  ColumnInfo,
  EngineConnection,
  EngineOptions,
  ExecuteOptions,
  ForeignKeyInfo,
  GenericColumnType,
  IndexInfo,
  PrimaryKeyInfo,
  ResultColumn,
  SqlParam,
  TableInfo,
  TableRef,
} from './engine-connection.js';
export type { ClassifiedStatement, ClassifyOptions, ClassifyStatements, StatementKind } from './statement-classification.js';
export type { ParseSqlExpression, SqlExpressionParse, SqlExpressionProblem, SqlExpressionTree } from '../query/model/sql-expression-tree.js';
export {
  applyLimit,
  classifyByKeywords,
  defaultReading,
  defineSqlLiterals,
  epochMillisFromText,
  IntrospectingConnection,
  mentionedWord,
  nodeSqlParserExpressions,
  parseFileUri,
  parseServerUri,
  quoteIdentifier,
  quotedStringLiteral,
  pullBatches,
  isBufferedBatch,
  type BufferedBatch,
  type ColumnBuffers,
  ResourcePool,
  resultRows,
  runGuardedStatement,
  significantTokens,
  sqlReadings,
  sqlTimestampFromDate,
  testedConnection,
  tokenizeSql,
} from './engine-kit/index.js';
export type {
  DatabaseUriFormat,
  EngineIntrospection,
  FileTarget,
  FileUriFormat,
  GuardedStatement,
  KeywordStatement,
  NodeSqlParserDialect,
  ResourceFactory,
  RowQuery,
  ServerTarget,
  ServerUriFormat,
  SqlLiterals,
  SqlDialect,
  SqlLiteralSyntax,
  SqlReading,
  SqlToken,
  SqlTokenKind,
  StatementLimits,
} from './engine-kit/index.js';

export { HookContribution, defineHookContribution } from './hook-contribution.js';
export type { TesseraHooks } from './tessera-hooks.js';
export type { HookUser } from './hook-user.js';
export type { ChartDataHookContext, ChartDataHooks, ChartDataQueryReport, ChartDataRunReport } from './chart-data-hooks.js';
export type { ExploreHookContext, ExploreHooks } from './explore-hooks.js';
export type {
  DashboardHookContext,
  DashboardHooks,
  DashboardLayout,
  DashboardLayoutComponent,
  SavedDashboard,
} from './dashboard-hooks.js';
export type { SqlLabExecution, SqlLabHookContext, SqlLabHooks } from './sqllab-hooks.js';

export { definePlugin } from './tessera-plugin.js';
export type { TesseraPlugin } from './tessera-plugin.js';

/** The catalogue's toast texts (spec §8), for actions that show them. */
export { DangerToast, SuccessToast } from '../errors/toast-messages.js';
export { formatMessage } from '../errors/format-message.js';
