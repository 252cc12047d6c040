import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import type { MenuActionHost, MenuDialogBaseProps } from '@core/plugin-api/index.js';

interface OpenDialog {
  Component: ComponentType<MenuDialogBaseProps>;
  props: object;
}

/**
 * A menu's dialog outlet for its actions: `openDialog` (lent to actions as the host's) shows a
 * plugin's dialog component; `dialog` is where the menu draws it, outside its popup, so the
 * dialog stays when the menu closes.
 */
export function useMenuDialog(): { openDialog: NonNullable<MenuActionHost['openDialog']>; dialog: ReactNode } {
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const openDialog = useCallback(<Props extends object>(component: unknown, props: Props) => {
    // The plugin API types components as unknown (core knows no React); in the web app they are React components.
    setOpen({ Component: component as ComponentType<MenuDialogBaseProps>, props });
  }, []);
  const close = useCallback(() => setOpen(null), []);
  const dialog = open ? <open.Component {...open.props} onClose={close} /> : null;
  return { openDialog, dialog };
}
