import { findParentId } from './find-parent.js';
import type { LayoutMap } from './layout-component.js';
import { DASHBOARD_HEADER_ID, DASHBOARD_ROOT_ID } from './layout-constants.js';
import { LayoutDraft } from './layout-draft.js';
import { type LayoutResult, layoutEdit, layoutRefusal } from './layout-result.js';
import { deleteTopLevelTabs, getTopLevelId } from './top-level-tabs.js';
import { withParents } from './update-parents.js';

/**
 * Deletes a component with everything under it. A row left empty is deleted too; so are tabs
 * whose last tab goes (for the top-level tabs, the grid comes back, empty). Deleting the top-level
 * tabs themselves keeps their content (`deleteTopLevelTabs`). The root, the grid and the dashboard
 * header cannot be deleted.
 *
 * @example
 * ```ts
 * const result = deleteComponent(layout, 'CHART-a');
 * if (result.ok) layout = result.layout;
 * ```
 */
export function deleteComponent(layout: LayoutMap, id: string): LayoutResult {
  const component = layout[id];
  if (!component) return layoutRefusal('COMPONENT_NOT_FOUND');
  if (id === DASHBOARD_ROOT_ID || id === DASHBOARD_HEADER_ID || component.type === 'GRID') return layoutRefusal('PROTECTED_COMPONENT');
  const topLevelId = getTopLevelId(layout);
  if (id === topLevelId) return deleteTopLevelTabs(layout);

  const parentId = findParentId(layout, id);
  const draft = new LayoutDraft(layout);
  draft.deleteSubtree(id);
  if (parentId !== undefined) {
    draft.removeChild(parentId, id);
    const parent = draft.get(parentId)!;
    if (parent.children.length === 0 && (parent.type === 'ROW' || parent.type === 'TABS')) {
      if (parentId === topLevelId) {
        // The last top-level tab went with its content: back to an empty grid.
        return deleteTopLevelTabs(draft.components);
      }
      const grandparentId = findParentId(draft.components, parentId);
      draft.deleteSubtree(parentId);
      if (grandparentId !== undefined) draft.removeChild(grandparentId, parentId);
    }
  }
  return layoutEdit(withParents(draft.components));
}
