import type { LayoutComponentType } from './component-types.js';
import { DASHBOARD_ROOT_DEPTH as ROOT } from './layout-constants.js';

type DepthLimits = Partial<Record<LayoutComponentType, number>>;

/**
 * For each parent type, the child types it accepts and the deepest the parent may sit for each
 * (depths as counted by `getComponentDepth`). Types that are absent hold no children.
 */
const MAX_PARENT_DEPTH: Partial<Record<LayoutComponentType, DepthLimits>> = {
  ROOT: { GRID: ROOT, TABS: ROOT },
  GRID: { ROW: ROOT + 1, TABS: ROOT + 1, CHART: ROOT + 1, MARKDOWN: ROOT + 1, COLUMN: ROOT + 1, DYNAMIC: ROOT + 1, HEADER: ROOT + 1, DIVIDER: ROOT + 1 },
  ROW: { CHART: ROOT + 4, MARKDOWN: ROOT + 4, COLUMN: ROOT + 4, DYNAMIC: ROOT + 4 },
  COLUMN: { CHART: ROOT + 5, MARKDOWN: ROOT + 5, DYNAMIC: ROOT + 5, HEADER: ROOT + 5, ROW: ROOT + 3, DIVIDER: ROOT + 3, TABS: ROOT + 3 },
  TABS: { TAB: ROOT + 3 },
  TAB: { ROW: ROOT + 3, TABS: ROOT + 3, COLUMN: ROOT + 3, CHART: ROOT + 5, MARKDOWN: ROOT + 5, DYNAMIC: ROOT + 5, HEADER: ROOT + 5, DIVIDER: ROOT + 5 },
};

/** A would-be parent and child, for `isValidChild`. */
export interface ValidChildQuery {
  parentType: LayoutComponentType;
  /** Depth of the parent (`getComponentDepth`). */
  parentDepth: number;
  childType: LayoutComponentType;
}

/**
 * Whether a component of `childType` may be dropped into a `parentType` component at
 * `parentDepth`: the root holds a grid or tabs; the grid and tabs' tabs hold rows, tabs, headers,
 * dividers, and charts, markdown, columns and dynamic components (which `shouldWrapInRow` puts
 * in a new row); a row holds charts, markdown, columns and dynamic components; a column holds
 * those and headers, plus rows, dividers and tabs while shallow enough; tabs hold only tabs.
 * Only the dropped component is checked: its own children move with it unchanged.
 *
 * @example
 * ```ts
 * isValidChild({ parentType: 'ROW', parentDepth: 2, childType: 'CHART' }); // true
 * isValidChild({ parentType: 'ROW', parentDepth: 2, childType: 'ROW' }); // false
 * ```
 */
export function isValidChild({ parentType, parentDepth, childType }: ValidChildQuery): boolean {
  const maxDepth = MAX_PARENT_DEPTH[parentType]?.[childType];
  return maxDepth !== undefined && Number.isFinite(parentDepth) && parentDepth <= maxDepth;
}

const WRAPPED_IN_ROW: ReadonlySet<LayoutComponentType> = new Set(['CHART', 'MARKDOWN', 'COLUMN', 'DYNAMIC']);

/**
 * Whether a `childType` component dropped straight into a `parentType` component goes into a new
 * row there: charts, markdown, columns and dynamic components dropped on the grid or on a tab.
 */
export function shouldWrapInRow(parentType: LayoutComponentType, childType: LayoutComponentType): boolean {
  return (parentType === 'GRID' || parentType === 'TAB') && WRAPPED_IN_ROW.has(childType);
}
