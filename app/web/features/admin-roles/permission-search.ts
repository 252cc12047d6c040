import type { PermissionViewRow } from './role-types';

/** How a permission on a view reads: "can read on Dashboard". */
export const permissionViewLabel = (row: Pick<PermissionViewRow, 'permission' | 'view_menu'>): string =>
  `${row.permission.name} on ${row.view_menu.name}`;

/** Lower case, with underscores read as spaces, so "can read" finds `can_read`. */
const normalise = (text: string): string => text.toLowerCase().replace(/_/g, ' ');

/**
 * The permission views matching a search: every word typed appears in the permission's or the
 * view's name (any case; `_` and space alike). An empty search matches everything.
 */
export function searchPermissionViews(rows: readonly PermissionViewRow[], text: string): PermissionViewRow[] {
  const words = normalise(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = normalise(`${row.permission.name} ${row.view_menu.name}`);
    return words.every((word) => haystack.includes(word));
  });
}
