import type { LayoutMap } from './layout-component.js';

/**
 * The id of the component whose `children` list `childId`, or `undefined` for the root, a
 * component nobody lists, or an unknown id. The recorded `parents` are tried first and checked.
 */
export function findParentId(layout: LayoutMap, childId: string): string | undefined {
  const recorded = layout[childId]?.parents?.at(-1);
  if (recorded !== undefined && layout[recorded]?.children.includes(childId)) return recorded;
  for (const component of Object.values(layout)) {
    if (component.children.includes(childId)) return component.id;
  }
  return undefined;
}
