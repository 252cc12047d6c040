import { getComponentPath } from './component-path.js';
import type { LayoutMap } from './layout-component.js';

/**
 * The ids of the tabs that must be active for a component to be visible, outermost first (the
 * component itself included when it is a tab); empty when no tab encloses it, `undefined` when the
 * component is not reachable from the root.
 *
 * @example
 * ```ts
 * getTabPath(layout, 'CHART-a'); // ['TAB-top', 'TAB-nested']
 * ```
 */
export function getTabPath(layout: LayoutMap, id: string): string[] | undefined {
  return getComponentPath(layout, id)?.filter((ancestorId) => layout[ancestorId]?.type === 'TAB');
}

/** Whether `id` is a tab of the top-level tabs (the root's `TABS` child). */
export function isTopLevelTab(layout: LayoutMap, id: string): boolean {
  const path = getComponentPath(layout, id);
  return path?.length === 3 && layout[id]?.type === 'TAB' && layout[path[1]!]?.type === 'TABS';
}
