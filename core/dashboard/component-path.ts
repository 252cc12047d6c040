import type { LayoutMap } from './layout-component.js';
import { DASHBOARD_ROOT_ID } from './layout-constants.js';

/**
 * The ids from the root down to `id` (both included), following `children` from `ROOT_ID`;
 * `undefined` when the component is not reachable from the root (e.g. `HEADER_ID`, or an id that
 * is not in the layout). Stale `parents` arrays do not matter.
 *
 * @example
 * ```ts
 * getComponentPath(layout, 'CHART-a'); // ['ROOT_ID', 'GRID_ID', 'ROW-1', 'CHART-a']
 * ```
 */
export function getComponentPath(layout: LayoutMap, id: string): string[] | undefined {
  if (!layout[DASHBOARD_ROOT_ID] || !layout[id]) return undefined;
  const parentOf = new Map<string, string>();
  const seen = new Set<string>([DASHBOARD_ROOT_ID]);
  const queue = [DASHBOARD_ROOT_ID];
  while (queue.length > 0) {
    const current = queue.shift()!;
    if (current === id) break;
    for (const childId of layout[current]?.children ?? []) {
      if (seen.has(childId) || !layout[childId]) continue;
      seen.add(childId);
      parentOf.set(childId, current);
      queue.push(childId);
    }
  }
  if (!seen.has(id)) return undefined;
  const path = [id];
  for (let current = parentOf.get(id); current !== undefined; current = parentOf.get(current)) path.unshift(current);
  return path;
}
