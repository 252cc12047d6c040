import type { MenuItemProps } from '@mui/material/MenuItem';
import { MenuActionSubmenu } from '../../menu-actions/MenuActionSubmenu';
import type { DrillByColumn } from './drill-by-columns';
import { DrillByColumnItems } from './DrillByColumnItems';

/** Props of {@link DrillBySubmenu}; other MenuItem props (the menu's roving focus) reach its item. */
export interface DrillBySubmenuProps extends Omit<MenuItemProps, 'children' | 'onClick' | 'onSelect' | 'title'> {
  datasourceKey: string;
  /** Columns already grouped by, left out of the list. */
  excluded: ReadonlySet<string>;
  /** Called with the chosen column; the menu is closed first. */
  onSelect: (column: DrillByColumn) => void;
  /** Closes the menu the submenu stands in. */
  onCloseMenu: () => void;
  /** Shown greyed out (the chart cannot run yet). */
  disabled?: boolean;
}

/**
 * "Drill by ›" in a chart's menu or a mark's context menu: the dataset's columns open beside the
 * menu (on hover, click or →), as the menus' other submenus do.
 */
export function DrillBySubmenu({ datasourceKey, excluded, onSelect, onCloseMenu, disabled = false, ...itemProps }: DrillBySubmenuProps) {
  return (
    <MenuActionSubmenu {...itemProps} title="Drill by" data-action="drill-by" disabled={disabled} onCloseMenu={onCloseMenu}>
      <DrillByColumnItems
        datasourceKey={datasourceKey}
        excluded={excluded}
        onSelect={(column) => {
          onCloseMenu();
          onSelect(column);
        }}
      />
    </MenuActionSubmenu>
  );
}
