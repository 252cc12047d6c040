import type { ComponentIdSource } from './component-id.js';
import { type CreateComponentRequest, createComponent } from './create-component.js';
import { withDashboardTitle } from './dashboard-title.js';
import { deleteComponent } from './delete-component.js';
import { type ComponentDrop, dropComponent } from './drop-component.js';
import type { LayoutComponentMeta, LayoutMap } from './layout-component.js';
import { type LayoutResult, layoutEdit } from './layout-result.js';
import { type MoveComponentRequest, moveComponent } from './move-component.js';
import { type ComponentSize, resizeComponent } from './resize-component.js';
import { createTopLevelTabs, deleteTopLevelTabs } from './top-level-tabs.js';
import { updateComponentMeta } from './update-component-meta.js';
import { withParents } from './update-parents.js';

/** An undoable edit of the dashboard layout, as plain serialisable data. */
export type LayoutAction =
  | { type: 'UPDATE_COMPONENTS'; components: LayoutMap }
  | { type: 'CREATE_COMPONENT'; request: CreateComponentRequest }
  | { type: 'MOVE_COMPONENT'; request: MoveComponentRequest }
  | { type: 'DROP_COMPONENT'; drop: ComponentDrop }
  | { type: 'DELETE_COMPONENT'; id: string }
  | { type: 'RESIZE_COMPONENT'; id: string; size: ComponentSize }
  | { type: 'UPDATE_COMPONENT_META'; id: string; meta: Partial<LayoutComponentMeta> }
  | { type: 'CREATE_TOP_LEVEL_TABS' }
  | { type: 'DELETE_TOP_LEVEL_TABS' }
  | { type: 'SET_DASHBOARD_TITLE'; title: string };

/** The `type` of every layout action. */
export const LAYOUT_ACTION_TYPES: ReadonlySet<LayoutAction['type']> = new Set([
  'UPDATE_COMPONENTS',
  'CREATE_COMPONENT',
  'MOVE_COMPONENT',
  'DROP_COMPONENT',
  'DELETE_COMPONENT',
  'RESIZE_COMPONENT',
  'UPDATE_COMPONENT_META',
  'CREATE_TOP_LEVEL_TABS',
  'DELETE_TOP_LEVEL_TABS',
  'SET_DASHBOARD_TITLE',
]);

/** Whether `action` is a layout action (rather than, say, an undo). */
export function isLayoutAction(action: { type: string }): action is LayoutAction {
  return LAYOUT_ACTION_TYPES.has(action.type as LayoutAction['type']);
}

/**
 * Applies one layout action with the matching operation. `UPDATE_COMPONENTS` replaces the given
 * components as they are (then rebuilds `parents`); the others apply the layout rules and may be
 * refused.
 */
export function applyLayoutAction(layout: LayoutMap, action: LayoutAction, idSource?: ComponentIdSource): LayoutResult {
  switch (action.type) {
    case 'UPDATE_COMPONENTS':
      return layoutEdit(withParents({ ...layout, ...action.components }));
    case 'CREATE_COMPONENT':
      return createComponent(layout, action.request, idSource);
    case 'MOVE_COMPONENT':
      return moveComponent(layout, action.request, idSource);
    case 'DROP_COMPONENT':
      return dropComponent(layout, action.drop, idSource);
    case 'DELETE_COMPONENT':
      return deleteComponent(layout, action.id);
    case 'RESIZE_COMPONENT':
      return resizeComponent(layout, action.id, action.size);
    case 'UPDATE_COMPONENT_META':
      return updateComponentMeta(layout, action.id, action.meta);
    case 'CREATE_TOP_LEVEL_TABS':
      return createTopLevelTabs(layout, idSource);
    case 'DELETE_TOP_LEVEL_TABS':
      return deleteTopLevelTabs(layout);
    case 'SET_DASHBOARD_TITLE':
      return layoutEdit(withDashboardTitle(layout, action.title));
  }
}
