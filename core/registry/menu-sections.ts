import type { MenuEntry } from './create-menu-action-registry.js';

/** One line of a menu section: an action, or a nested menu holding several. */
export type MenuNode =
  | { kind: 'action'; entry: MenuEntry }
  | { kind: 'submenu'; title: string; entries: MenuEntry[] };

/** A run of a menu under one group title (none: the top section), as the menu draws it. */
export interface MenuSection {
  group?: string;
  nodes: MenuNode[];
}

/**
 * Lays out a menu's entries (already in menu order, as `MenuActionRegistry.entriesFor` gives
 * them): consecutive entries of one group make a section; within a section, the entries that
 * name the same `submenu` gather into one nested menu, standing where the first of them stood.
 *
 * @example
 * ```ts
 * for (const section of menuSectionsOf(registry.entriesFor(context))) {
 *   // a divider, then section.group's title, then each node: an item or a submenu trigger
 * }
 * ```
 */
export function menuSectionsOf(entries: readonly MenuEntry[]): MenuSection[] {
  const sections: MenuSection[] = [];
  let section: MenuSection | undefined;
  let submenus = new Map<string, MenuEntry[]>();
  for (const entry of entries) {
    const { group, submenu } = entry.action;
    if (!section || section.group !== group) {
      section = group === undefined ? { nodes: [] } : { group, nodes: [] };
      sections.push(section);
      submenus = new Map();
    }
    if (submenu === undefined) {
      section.nodes.push({ kind: 'action', entry });
      continue;
    }
    const members = submenus.get(submenu);
    if (members) {
      members.push(entry);
    } else {
      const node: MenuNode = { kind: 'submenu', title: submenu, entries: [entry] };
      submenus.set(submenu, node.entries);
      section.nodes.push(node);
    }
  }
  return sections;
}
