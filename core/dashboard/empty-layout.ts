import type { LayoutMap } from './layout-component.js';
import { DASHBOARD_GRID_ID, DASHBOARD_ROOT_ID } from './layout-constants.js';

/** The layout of a new, empty dashboard: the root holding an empty grid. */
export function createEmptyLayout(): LayoutMap {
  return {
    [DASHBOARD_ROOT_ID]: { id: DASHBOARD_ROOT_ID, type: 'ROOT', children: [DASHBOARD_GRID_ID], parents: [], meta: {} },
    [DASHBOARD_GRID_ID]: { id: DASHBOARD_GRID_ID, type: 'GRID', children: [], parents: [DASHBOARD_ROOT_ID], meta: {} },
  };
}
