import type { LayoutMap } from './layout-component.js';
import { DASHBOARD_ROOT_ID } from './layout-constants.js';

function sameIds(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * The layout with every component reachable from the root given its `parents` (ancestor ids, root
 * first). Only components whose list changes are replaced; the same map is returned when none
 * does. Components outside the tree (such as `HEADER_ID`) are left as they are; a child listed
 * under two parents keeps the place nearest the root, as `getComponentPath` does.
 */
export function withParents(layout: LayoutMap): LayoutMap {
  if (!layout[DASHBOARD_ROOT_ID]) return layout;
  let next: LayoutMap | undefined;
  const visited = new Set<string>([DASHBOARD_ROOT_ID]);
  const queue: Array<{ id: string; ancestors: string[] }> = [{ id: DASHBOARD_ROOT_ID, ancestors: [] }];
  while (queue.length > 0) {
    const { id, ancestors } = queue.shift()!;
    const component = layout[id]!;
    const childAncestors = [...ancestors, id];
    for (const childId of component.children) {
      const child = layout[childId];
      if (!child || visited.has(childId)) continue;
      visited.add(childId);
      if (!sameIds(child.parents, childAncestors)) {
        next ??= { ...layout };
        next[childId] = { ...child, parents: childAncestors };
      }
      queue.push({ id: childId, ancestors: childAncestors });
    }
  }
  return next ?? layout;
}
