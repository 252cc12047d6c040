import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import type { MenuActionContext, MenuActionHost } from '@core/plugin-api/index.js';
import type { MenuEntry } from '@core/registry/index.js';
import { errorMessageOf } from '../api/api-call-error';

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
 * group under its title, separated by dividers. (MUI menus take an array of items, not a fragment.)
 */
export function menuActionItems({ entries, context, host, onClose }: MenuActionItemsProps): ReactNode[] {
  const items: ReactNode[] = [];
  let group: string | undefined;
  entries.forEach((entry, index) => {
    const entryGroup = entry.action.group;
    if (index === 0 ? entryGroup !== undefined : entryGroup !== group) {
      if (index > 0) items.push(<Divider key={`divider-${entry.action.key}`} />);
      if (entryGroup !== undefined) items.push(<ListSubheader key={`group-${entryGroup}`}>{entryGroup}</ListSubheader>);
    }
    group = entryGroup;
    items.push(
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
      </MenuItem>,
    );
  });
  return items;
}
