import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ListItemText from '@mui/material/ListItemText';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

/** How long the pointer rests on the trigger before the submenu opens (passing over it does not). */
const HOVER_OPEN_DELAY_MS = 120;
/** How long the pointer may be away from both the trigger and the submenu before it closes. */
const HOVER_CLOSE_DELAY_MS = 200;

/** Props of {@link MenuActionSubmenu}; other MenuItem props (the parent list's roving focus) reach the trigger. */
export interface MenuActionSubmenuProps extends Omit<MenuItemProps, 'children' | 'onClick' | 'title'> {
  title: string;
  /** The submenu's items (MenuItems). */
  children: ReactNode;
  /** Closes the whole menu (Tab from inside the submenu does, as in the parent). */
  onCloseMenu: () => void;
}

/**
 * An item of a menu that opens a nested menu beside it: when the pointer rests on it, on click, and from the keyboard
 * (Enter, Space or ArrowRight open it and focus its first item; ArrowLeft and Escape close it and
 * give focus back). The nested menu is drawn inside the parent menu's layer, so the parent's focus
 * trap holds it, and it goes away with the parent's items.
 */
export function MenuActionSubmenu({ title, children, onCloseMenu, disabled, ...itemProps }: MenuActionSubmenuProps) {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const triggerRef = useRef<HTMLLIElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // One timer: a pending hover open or a pending close, never both.
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  const triggerId = `${id}-trigger`;
  const listId = `${id}-menu`;

  const cancelTimer = () => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = undefined;
  };
  useEffect(() => cancelTimer, []);

  const openSubmenu = (withFocus: boolean) => {
    cancelTimer();
    setFocusFirst(withFocus);
    setOpen(true);
  };
  /** Closes the submenu; focus inside it goes back to the trigger rather than to nowhere. */
  const closeSubmenu = () => {
    cancelTimer();
    const list = listRef.current;
    if (list && list.contains(document.activeElement)) triggerRef.current?.focus();
    setOpen(false);
  };
  const scheduleClose = () => {
    cancelTimer();
    hoverTimer.current = setTimeout(closeSubmenu, HOVER_CLOSE_DELAY_MS);
  };
  const onTriggerEnter = () => {
    cancelTimer();
    if (!open) hoverTimer.current = setTimeout(() => openSubmenu(false), HOVER_OPEN_DELAY_MS);
  };

  const onTriggerClick = (event: MouseEvent<HTMLLIElement>) => {
    // Enter and Space reach onClick as key events, whose detail is 0: they move focus into the submenu.
    openSubmenu(event.detail === 0);
  };
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'ArrowRight') return;
    event.preventDefault();
    event.stopPropagation();
    openSubmenu(true);
  };
  // Keys in the submenu stay there: the parent list would otherwise move its own focus too.
  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    event.stopPropagation();
    if (event.key === 'ArrowLeft' || event.key === 'Escape') {
      event.preventDefault();
      closeSubmenu();
      triggerRef.current?.focus();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      onCloseMenu();
    }
  };

  // Drawn in the parent menu's layer (its modal root), so the parent's focus trap and backdrop cover it.
  const container = () => triggerRef.current?.closest<HTMLElement>('.MuiModal-root') ?? document.body;

  return (
    <>
      <MenuItem
        {...itemProps}
        ref={triggerRef}
        id={triggerId}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        data-submenu={title}
        sx={open ? { bgcolor: 'action.hover' } : undefined}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
        onMouseEnter={onTriggerEnter}
        onMouseLeave={scheduleClose}
      >
        <ListItemText>{title}</ListItemText>
        <ChevronRightIcon fontSize="small" sx={{ ml: 2, mr: -0.5, color: 'text.secondary' }} />
      </MenuItem>
      <Popper
        open={open && !disabled}
        anchorEl={triggerRef.current}
        container={container}
        placement="right-start"
        modifiers={[{ name: 'offset', options: { offset: [-8, 0] } }]}
        sx={{ zIndex: 1 }}
      >
        <Paper elevation={8} onMouseEnter={cancelTimer} onMouseLeave={scheduleClose}>
          <MenuList ref={listRef} id={listId} aria-labelledby={triggerId} autoFocusItem={focusFirst} variant="menu" onKeyDown={onListKeyDown} sx={{ minWidth: 180 }}>
            {children}
          </MenuList>
        </Paper>
      </Popper>
    </>
  );
}
