import { type ComponentIdSource, uniqueComponentId } from './component-id.js';
import type { LayoutMap } from './layout-component.js';
import { DASHBOARD_GRID_ID, DASHBOARD_ROOT_ID } from './layout-constants.js';
import { LayoutDraft } from './layout-draft.js';
import { type LayoutResult, layoutEdit, layoutRefusal } from './layout-result.js';
import { newComponent } from './new-component.js';
import { withParents } from './update-parents.js';

/** The id of the root's child (the grid, or the top-level tabs), if any. */
export function getTopLevelId(layout: LayoutMap): string | undefined {
  return layout[DASHBOARD_ROOT_ID]?.children[0];
}

/** Whether the dashboard has top-level tabs (the root holds a `TABS` component). */
export function hasTopLevelTabs(layout: LayoutMap): boolean {
  const topLevelId = getTopLevelId(layout);
  return topLevelId !== undefined && layout[topLevelId]?.type === 'TABS';
}

/**
 * Gives the dashboard top-level tabs: a new `TABS` component takes the grid's place under the root,
 * and its first (new) tab receives everything the grid held. The emptied grid stays in the map so
 * `deleteTopLevelTabs` can restore it. Refused when the dashboard already has top-level tabs.
 */
export function createTopLevelTabs(layout: LayoutMap, idSource?: ComponentIdSource): LayoutResult {
  const root = layout[DASHBOARD_ROOT_ID];
  if (!root) return layoutRefusal('COMPONENT_NOT_FOUND');
  if (hasTopLevelTabs(layout)) return layoutRefusal('INVALID_DROP');
  const gridId = getTopLevelId(layout);
  const grid = gridId === undefined ? undefined : layout[gridId];
  const draft = new LayoutDraft(layout);
  const tabsId = uniqueComponentId(layout, 'TABS', idSource);
  const tabId = uniqueComponentId(layout, 'TAB', idSource, new Set([tabsId]));
  draft.set(newComponent('TABS', { id: tabsId, children: [tabId] }));
  draft.set(newComponent('TAB', { id: tabId, children: [...(grid?.children ?? [])] }));
  if (grid) draft.setChildren(grid.id, []);
  draft.setChildren(DASHBOARD_ROOT_ID, [tabsId]);
  return layoutEdit(withParents(draft.components), tabsId);
}

/**
 * Removes the top-level tabs: the grid comes back under the root holding the content of every tab,
 * tab after tab. The layout is returned unchanged when there are no top-level tabs.
 */
export function deleteTopLevelTabs(layout: LayoutMap): LayoutResult {
  if (!layout[DASHBOARD_ROOT_ID]) return layoutRefusal('COMPONENT_NOT_FOUND');
  if (!hasTopLevelTabs(layout)) return layoutEdit(layout);
  const tabsId = getTopLevelId(layout)!;
  const draft = new LayoutDraft(layout);
  const content: string[] = [];
  for (const tabId of layout[tabsId]!.children) {
    content.push(...(layout[tabId]?.children ?? []));
    delete draft.components[tabId];
  }
  delete draft.components[tabsId];
  const grid = layout[DASHBOARD_GRID_ID];
  draft.set(grid ? { ...grid, children: content } : newComponent('GRID', { id: DASHBOARD_GRID_ID, children: content }));
  draft.setChildren(DASHBOARD_ROOT_ID, [DASHBOARD_GRID_ID]);
  return layoutEdit(withParents(draft.components));
}
