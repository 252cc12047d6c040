/**
 * The dashboard layout model: Superset-compatible `position_json` components, the drop and resize
 * rules of the 12-column grid, layout edits that return results instead of throwing, and the undo
 * history. Pure functions over immutable layouts.
 */
export { LAYOUT_COMPONENT_TYPES, LayoutComponentType, hasResizableHeight, hasResizableWidth, isLayoutComponentType } from './component-types.js';
export {
  DASHBOARD_GRID_ID,
  DASHBOARD_HEADER_ID,
  DASHBOARD_LAYOUT_VERSION,
  DASHBOARD_ROOT_DEPTH,
  DASHBOARD_ROOT_ID,
  DASHBOARD_VERSION_KEY,
  GRID_BASE_UNIT,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_MIN_COLUMN_COUNT,
  GRID_MIN_ROW_UNITS,
  LAYOUT_UNDO_LIMIT,
  LayoutBackground,
  LayoutHeaderSize,
  NEW_COMPONENTS_SOURCE_ID,
  POSITION_DATA_LIMIT,
  UNDO_LIMIT,
} from './layout-constants.js';
export type { LayoutComponent, LayoutComponentMeta, LayoutMap } from './layout-component.js';
export { COMPONENT_ID_LENGTH, createComponentIdSource, defaultComponentIdSource, uniqueComponentId } from './component-id.js';
export type { ComponentIdSource } from './component-id.js';
export { DEFAULT_HEADER_TEXT, DEFAULT_MARKDOWN_CODE, DEFAULT_TAB_TEXT, defaultComponentMeta, newComponent } from './new-component.js';
export type { NewComponentOptions } from './new-component.js';
export { createEmptyLayout } from './empty-layout.js';
export { appendChartsInRows, createLayoutFromCharts, findFirstContainerId } from './layout-from-charts.js';
export type { DashboardChartRef } from './layout-from-charts.js';
export { checkPositionDataSize, parsePositionJson, toPositionJson } from './position-json.js';
export type { PositionDataSize } from './position-json.js';
export { hydrateLayout } from './hydrate-layout.js';
export type { HydrateLayoutInput } from './hydrate-layout.js';
export { getDashboardTitle, withDashboardTitle } from './dashboard-title.js';
export { dynamicComponentKey, dynamicComponentSettings } from './dynamic-component.js';

export { isValidChild, shouldWrapInRow } from './valid-child.js';
export type { ValidChildQuery } from './valid-child.js';
export { getComponentPath } from './component-path.js';
export { getComponentDepth } from './component-depth.js';
export { findParentId } from './find-parent.js';
export { getTabPath, isTopLevelTab } from './tab-path.js';
export { findChartComponentId, getChartIds } from './chart-ids.js';
export { withParents } from './update-parents.js';
export {
  availableColumnCount,
  getContainerWidth,
  getMinimumWidth,
  getOccupiedWidth,
  getWidthAfterDrop,
  getWidthBounds,
} from './component-width.js';
export type { WidthBounds } from './component-width.js';

export { LayoutMessage } from './layout-messages.js';
export { layoutEdit, layoutRefusal } from './layout-result.js';
export type { LayoutEdit, LayoutErrorCode, LayoutRefusal, LayoutResult } from './layout-result.js';
export { moveComponent } from './move-component.js';
export type { DropLocation, MoveComponentRequest } from './move-component.js';
export { createComponent } from './create-component.js';
export type { CreateComponentRequest } from './create-component.js';
export { dropComponent } from './drop-component.js';
export type { ComponentDrop } from './drop-component.js';
export { deleteComponent } from './delete-component.js';
export { createTopLevelTabs, deleteTopLevelTabs, getTopLevelId, hasTopLevelTabs } from './top-level-tabs.js';
export { resizeComponent } from './resize-component.js';
export type { ComponentSize } from './resize-component.js';
export { updateComponentMeta } from './update-component-meta.js';
export { LAYOUT_ACTION_TYPES, applyLayoutAction, isLayoutAction } from './layout-action.js';
export type { LayoutAction } from './layout-action.js';
export { canRedo, canUndo, createLayoutHistory, createLayoutHistoryReducer } from './layout-history.js';
export type { LayoutHistory, LayoutHistoryAction, LayoutHistoryControl, LayoutHistoryOptions } from './layout-history.js';

export {
  DEFAULT_FILTER_BAR_ORIENTATION,
  FILTER_DELETION_UNDO_MS,
  NATIVE_FILTER_DIVIDER_PREFIX,
  NATIVE_FILTER_PREFIX,
} from './native-filter-types.js';
export type {
  AppliedFilterIndicator,
  ChartConfiguration,
  ChartCrossFilterConfig,
  DashboardFilterInputs,
  DataMaskState,
  DataMaskWithId,
  FilterBarOrientation,
  FilterConfigItem,
  GlobalChartConfiguration,
  NativeFilter,
  NativeFilterChanges,
  NativeFilterDivider,
  NativeFilterScope,
} from './native-filter-types.js';
export {
  NATIVE_FILTER_ID_LENGTH,
  createDividerId,
  createNativeFilterId,
  crossFilterChartId,
  isFilterDivider,
  isFilterDividerId,
  isNativeFilter,
  isNativeFilterId,
} from './native-filter-id.js';
export { filterValueText, hasFilterValue, isEmptyFilterValue } from './native-filter-value.js';
export { defaultFilterScope, getChartsInScope, getTabsInScope, isChartInFilterScope, nativeFilterChartIds, scopeFromIncludedCharts, withComputedScope } from './native-filter-scope.js';
export {
  canBeParentOf,
  clearDescendantValues,
  findCascadeCycle,
  getCascadeAncestors,
  getCascadeChildren,
  getCascadeDescendants,
  getCascadeParents,
  orderByCascade,
  parentsExtraFormData,
} from './native-filter-cascade.js';
export {
  GLOBAL_CROSS_FILTER_SCOPE,
  buildChartConfiguration,
  defaultGlobalChartConfiguration,
  getCrossFilterChartsInScope,
  getCrossFilterScope,
} from './cross-filter-scope.js';
export type { CrossFilterScopeInputs } from './cross-filter-scope.js';
export { getChartExtraFormData, getChartFilterSources, getChartsAffectedBy } from './native-filter-chart-data.js';
export type { ChartFilterSource } from './native-filter-chart-data.js';
export { getFilterIndicators } from './native-filter-indicators.js';
export type { FilterIndicatorInputs, FilterIndicators } from './native-filter-indicators.js';
export { chartsWaitingForRequiredFilters, isRequiredFilter, missingRequiredFilters } from './native-filter-required.js';
export { initialDataMask, toDataMaskWithId } from './native-filter-data-mask.js';
export type { InitialDataMaskSources } from './native-filter-data-mask.js';
export { applyFilterChanges, diffFilterConfiguration, normalizeFilterConfigItem } from './native-filter-changes.js';
export { NATIVE_FILTERS_URL_PARAM, decodeNativeFiltersParam, encodeNativeFiltersParam } from './native-filter-url.js';
export { INVALID_FILTER_KEY_MESSAGE, filterKeyOf, parseFilterKey } from './filter-key.js';
export type { FilterKeyParts } from './filter-key.js';
export { legacyFiltersToDataMask } from './native-filter-legacy-defaults.js';
export { labelColor, labelColorConfigOf, openLabelColorMap, sameLabelColorConfig } from './label-color-map.js';
export type { LabelColorConfig, LabelColorMap } from './label-color-map.js';
