import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { navButtonSx } from './nav-button-sx';
import type { NavMenuEntry } from './nav-items';

/** A top-navigation entry that opens a menu of pages (e.g. SQL → SQL Lab, Saved queries…), under headings when its items have sections. */
export function NavMenuButton({ entry, active }: { entry: NavMenuEntry; active: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        className={active ? 'active' : undefined}
        sx={navButtonSx}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {entry.label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        {entry.items.flatMap((item, index) => {
          const heading =
            item.section !== undefined && item.section !== entry.items[index - 1]?.section ? (
              <ListSubheader key={`section:${item.section}`} sx={{ lineHeight: '32px' }}>
                {item.section}
              </ListSubheader>
            ) : null;
          const link = (
            <MenuItem key={item.to} component={Link} to={item.to} selected={pathname === item.to} onClick={close}>
              {item.label}
            </MenuItem>
          );
          return heading ? [heading, link] : [link];
        })}
      </Menu>
    </>
  );
}
