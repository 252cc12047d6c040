import { type ComponentIdSource, uniqueComponentId } from './component-id.js';
import { getComponentDepth } from './component-depth.js';
import type { LayoutComponentType } from './component-types.js';
import { getWidthAfterDrop } from './component-width.js';
import { findParentId } from './find-parent.js';
import type { LayoutMap } from './layout-component.js';
import { DASHBOARD_ROOT_ID } from './layout-constants.js';
import { LayoutDraft } from './layout-draft.js';
import { type LayoutResult, layoutEdit, layoutRefusal } from './layout-result.js';
import { newComponent } from './new-component.js';
import { getTopLevelId } from './top-level-tabs.js';
import { withParents } from './update-parents.js';
import { isValidChild, shouldWrapInRow } from './valid-child.js';

/** A place in the layout: a component and an index among its children. */
export interface DropLocation {
  id: string;
  index: number;
}

/** A drag and drop of an existing component. */
export interface MoveComponentRequest {
  /** Where the component was: its parent and its index there. */
  source: DropLocation;
  /** Where it goes: the new parent and its index among that parent's children after the move. */
  destination: DropLocation;
  /** The dragged component; its id wins over `source.index` when the two disagree. */
  dragging: { id: string; type?: LayoutComponentType };
}

/**
 * Moves a component (with everything under it) to another place, applying the drop rules:
 * the destination must accept it (`isValidChild`); a chart, markdown, column or dynamic component
 * dropped on the grid or a tab goes into a new row; in a row or column its width shrinks to the
 * free columns, or the move is refused with the insufficient-space message; a tab of the
 * top-level tabs cannot go into nested tabs; a row or tabs left empty by the move is deleted.
 * Tabs dropped on the root become the top-level tabs, taking in the grid's content.
 * Refusals come back as a result, never thrown; `parents` are kept right.
 *
 * @example
 * ```ts
 * moveComponent(layout, {
 *   source: { id: 'ROW-a', index: 0 },
 *   destination: { id: 'ROW-b', index: 1 },
 *   dragging: { id: 'CHART-x', type: 'CHART' },
 * });
 * ```
 */
export function moveComponent(layout: LayoutMap, request: MoveComponentRequest, idSource?: ComponentIdSource): LayoutResult {
  const { source: from, destination: to } = request;
  const source = layout[from.id];
  const destination = layout[to.id];
  const dragged = layout[request.dragging.id];
  if (!source || !destination || !dragged || !source.children.includes(dragged.id)) return layoutRefusal('COMPONENT_NOT_FOUND');

  const topLevelId = getTopLevelId(layout);
  if (dragged.type === 'TAB' && source.id === topLevelId && destination.type === 'TABS' && destination.id !== topLevelId) {
    return layoutRefusal('NESTED_TAB_MOVE');
  }
  const draft = new LayoutDraft(layout);
  if (draft.isWithin(destination.id, dragged.id)) return layoutRefusal('INVALID_DROP');
  if (destination.id === DASHBOARD_ROOT_ID) return promoteToTopLevelTabs(draft, source.id, dragged.id);

  const destinationDepth = getComponentDepth(layout, destination.id);
  if (destinationDepth === undefined || !isValidChild({ parentType: destination.type, parentDepth: destinationDepth, childType: dragged.type })) {
    return layoutRefusal('INVALID_DROP');
  }
  const sourceIndex = source.children.indexOf(dragged.id);
  if (source.id === destination.id && sourceIndex === Math.min(Math.max(0, Math.trunc(to.index)), source.children.length - 1)) {
    return layoutEdit(layout);
  }

  const width = getWidthAfterDrop(layout, dragged, source.id, destination.id);
  if (width === null) return layoutRefusal('INSUFFICIENT_SPACE');
  if (width !== undefined && width !== dragged.meta.width) draft.set({ ...dragged, meta: { ...dragged.meta, width } });

  draft.removeChild(source.id, dragged.id);
  if (shouldWrapInRow(destination.type, dragged.type)) {
    const rowId = uniqueComponentId(layout, 'ROW', idSource);
    draft.set(newComponent('ROW', { id: rowId, children: [dragged.id] }));
    draft.insertChild(destination.id, to.index, rowId);
  } else {
    draft.insertChild(destination.id, to.index, dragged.id);
  }

  const emptiedSource = draft.get(source.id)!;
  if (emptiedSource.children.length === 0 && (emptiedSource.type === 'ROW' || emptiedSource.type === 'TABS') && source.id !== topLevelId) {
    const holderId = findParentId(draft.components, source.id);
    draft.deleteSubtree(source.id);
    if (holderId !== undefined) draft.removeChild(holderId, source.id);
  }
  return layoutEdit(withParents(draft.components));
}

/** Tabs dropped on the root replace the grid, their first tab taking in what the grid held. */
function promoteToTopLevelTabs(draft: LayoutDraft, sourceId: string, tabsId: string): LayoutResult {
  const gridId = getTopLevelId(draft.components);
  const grid = gridId === undefined ? undefined : draft.get(gridId);
  const tabs = draft.get(tabsId)!;
  const firstTabId = tabs.children[0];
  if (tabs.type !== 'TABS' || grid?.type !== 'GRID' || firstTabId === undefined) return layoutRefusal('INVALID_DROP');
  draft.removeChild(sourceId, tabsId);
  const gridContent = draft.get(grid.id)!.children;
  draft.setChildren(firstTabId, [...draft.get(firstTabId)!.children, ...gridContent]);
  draft.setChildren(grid.id, []);
  draft.setChildren(DASHBOARD_ROOT_ID, [tabsId]);
  return layoutEdit(withParents(draft.components));
}
