import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { BootstrapUser } from '../bootstrap/bootstrap-data';
import { ROUTE_PATHS } from '../routing/route-paths';
import { personName } from './person-name';

/** The signed-in user's menu: who they are, their profile, the theme toggle, the version, and logout. */
export function UserMenu({ user, version }: { user: BootstrapUser; version: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { mode, systemMode, setMode } = useColorScheme();
  const menuId = useId();
  const isDark = (mode === 'system' ? systemMode : mode) === 'dark';
  const { fullName, initials } = personName(user);

  return (
    <>
      <Tooltip title={fullName}>
        <IconButton
          size="small"
          aria-label="User menu"
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Avatar sx={{ width: 30, height: 30, fontSize: '0.8125rem', fontWeight: 600, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {initials}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <Box sx={{ px: 2, pt: 1, pb: 1.25 }}>
          <Typography variant="subtitle2" component="p">
            {fullName}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {user.username}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={Link} to={ROUTE_PATHS.profile} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Profile</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => setMode(isDark ? 'light' : 'dark')} role="menuitemcheckbox" aria-checked={isDark}>
          <ListItemIcon>
            <DarkModeOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Dark theme</ListItemText>
          <Switch size="small" edge="end" checked={isDark} tabIndex={-1} slotProps={{ input: { 'aria-hidden': true } }} />
        </MenuItem>
        <Divider />
        <ListSubheader>Info</ListSubheader>
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <ListItemText secondary={`Version ${version || 'unknown'}`} />
        </MenuItem>
        <Divider />
        <MenuItem component="a" href={ROUTE_PATHS.logout}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Logout</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
