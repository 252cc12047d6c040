import { getComponentPath } from './component-path.js';
import type { LayoutMap } from './layout-component.js';
import { DASHBOARD_ROOT_DEPTH } from './layout-constants.js';

/**
 * The nesting depth of a component as the drop rules count it (Superset's): the root is at 0, and
 * each grid, row or column puts its children one level deeper, while a `TABS` component and a
 * nested `TAB` do not. A top-level tab acts as the grid, so its content starts at depth 2 as the
 * grid's does:
 *
 * - root 0 › grid 1 › row 2 › column 3 › row 4 › chart 5
 * - root 0 › grid 1 › tabs 2 › tab 2 › row 2 › column 3 › …
 * - root 0 › tabs 1 › top-level tab 1 › row 2 › …
 *
 * `undefined` when the component is not reachable from the root.
 */
export function getComponentDepth(layout: LayoutMap, id: string): number | undefined {
  const path = getComponentPath(layout, id);
  if (!path) return undefined;
  let depth = DASHBOARD_ROOT_DEPTH;
  for (let index = 1; index < path.length; index += 1) {
    const parent = layout[path[index - 1]!]!;
    if (parent.type === 'TABS') continue;
    // path[0] is the root, path[1] the top-level TABS: a TAB at index 2 is a top-level tab.
    if (parent.type === 'TAB' && index - 1 !== 2) continue;
    depth += 1;
  }
  return depth;
}
