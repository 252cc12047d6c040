import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import type { MenuActionContext, MenuActionHost } from '@core/plugin-api/index.js';
import { menuSectionsOf, type MenuEntry } from '@core/registry/index.js';
import { errorMessageOf } from '../api/api-call-error';
import { MenuActionSubmenu } from './MenuActionSubmenu';

export interface MenuActionItemsProps {
  entries: readonly MenuEntry[];
  context: MenuActionContext;
  host: MenuActionHost;
  /** Closes the menu; called before the action runs. */
  onClose: () => void;
}

/** Runs an action, loading its code first; a failure reaches the user as a toast. */
export async function runMenuAction(entry: MenuEntry, context: MenuActionContext, host: MenuActionHost): Promise<void> {
  try {
    const run = await entry.action.loadRun();
    await run(context, host);
  } catch (error) {
    host.toast('danger', await errorMessageOf(error));
  }
}

/**
 * The items of a menu drawn from the menu-action registry: ungrouped actions first, then each
 * group under its title, separated by dividers; actions that name a `submenu` open beside the
 * menu from one item, which stands for the section's title when it bears the same name.
 * (MUI menus take an array of items, not a fragment.)
 */
export function menuActionItems({ entries, context, host, onClose }: MenuActionItemsProps): ReactNode[] {
  const actionItem = (entry: MenuEntry) => (
    <MenuItem
      key={entry.action.key}
      data-action={entry.action.key}
      disabled={!entry.enabled}
      onClick={() => {
        onClose();
        void runMenuAction(entry, context, host);
      }}
    >
      {entry.label}
    </MenuItem>
  );
  const items: ReactNode[] = [];
  menuSectionsOf(entries).forEach((section, index) => {
    if (index > 0) items.push(<Divider key={`divider-${section.group ?? ''}`} />);
    // A submenu named as its section already says what the section is: no title above it.
    const titled = section.nodes.some((node) => node.kind === 'submenu' && node.title === section.group);
    if (section.group !== undefined && !titled) items.push(<ListSubheader key={`group-${section.group}`}>{section.group}</ListSubheader>);
    for (const node of section.nodes) {
      if (node.kind === 'action') {
        items.push(actionItem(node.entry));
        continue;
      }
      items.push(
        <MenuActionSubmenu key={`submenu-${section.group ?? ''}-${node.title}`} title={node.title} disabled={node.entries.every((entry) => !entry.enabled)} onCloseMenu={onClose}>
          {node.entries.map(actionItem)}
        </MenuActionSubmenu>,
      );
    }
  });
  return items;
}
