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
