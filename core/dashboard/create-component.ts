import { type ComponentIdSource, uniqueComponentId } from './component-id.js';
import { getComponentDepth } from './component-depth.js';
import type { LayoutComponentType } from './component-types.js';
import { getWidthAfterDrop } from './component-width.js';
import type { LayoutComponentMeta, LayoutMap } from './layout-component.js';
import { DASHBOARD_ROOT_ID, NEW_COMPONENTS_SOURCE_ID } from './layout-constants.js';
import { LayoutDraft } from './layout-draft.js';
import { type LayoutResult, layoutEdit, layoutRefusal } from './layout-result.js';
import type { DropLocation } from './move-component.js';
import { newComponent } from './new-component.js';
import { createTopLevelTabs } from './top-level-tabs.js';
import { withParents } from './update-parents.js';
import { isValidChild, shouldWrapInRow } from './valid-child.js';

/** A new component dropped from the palette (or added by code). */
export interface CreateComponentRequest {
  type: LayoutComponentType;
  /** Settings over the type's defaults, e.g. `{ chartId, sliceName }` for a chart. */
  meta?: Partial<LayoutComponentMeta>;
  /** The parent and the index the new component takes among its children. */
  destination: DropLocation;
}

/**
 * Adds a new component under the same rules as a move (`moveComponent`): the destination must
 * accept the type; charts, markdown, columns and dynamic components dropped on the grid or a tab
 * come in a new row; in a row or column the default width shrinks to the free columns or the drop
 * is refused with the insufficient-space message; new tabs come with a first tab; tabs dropped on
 * the root become the top-level tabs. The result names the new component.
 *
 * @example
 * ```ts
 * createComponent(layout, { type: 'CHART', meta: { chartId: 3, sliceName: 'Sales' }, destination: { id: 'GRID_ID', index: 0 } });
 * ```
 */
export function createComponent(layout: LayoutMap, request: CreateComponentRequest, idSource?: ComponentIdSource): LayoutResult {
  const { type, destination: to } = request;
  const destination = layout[to.id];
  if (!destination) return layoutRefusal('COMPONENT_NOT_FOUND');
  if (destination.id === DASHBOARD_ROOT_ID) return type === 'TABS' ? createTopLevelTabs(layout, idSource) : layoutRefusal('INVALID_DROP');
  const depth = getComponentDepth(layout, destination.id);
  if (depth === undefined || !isValidChild({ parentType: destination.type, parentDepth: depth, childType: type })) {
    return layoutRefusal('INVALID_DROP');
  }

  const taken = new Set<string>();
  const nextId = (componentType: LayoutComponentType) => {
    const id = uniqueComponentId(layout, componentType, idSource, taken);
    taken.add(id);
    return id;
  };
  let component = newComponent(type, { id: nextId(type), meta: request.meta });
  const width = getWidthAfterDrop(layout, component, NEW_COMPONENTS_SOURCE_ID, destination.id);
  if (width === null) return layoutRefusal('INSUFFICIENT_SPACE');
  if (width !== undefined) component = { ...component, meta: { ...component.meta, width } };

  const draft = new LayoutDraft(layout);
  if (type === 'TABS') {
    const tab = newComponent('TAB', { id: nextId('TAB') });
    draft.set(tab);
    component = { ...component, children: [tab.id] };
  }
  draft.set(component);
  if (shouldWrapInRow(destination.type, type)) {
    const row = newComponent('ROW', { id: nextId('ROW'), children: [component.id] });
    draft.set(row);
    draft.insertChild(destination.id, to.index, row.id);
  } else {
    draft.insertChild(destination.id, to.index, component.id);
  }
  return layoutEdit(withParents(draft.components), component.id);
}
