import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router';
import { findPermission } from '../permissions/find-permission';
import { ROUTE_PATHS } from '../routing/route-paths';
import { selectCommon, selectCurrentUser, selectVersion } from '../store/bootstrap-slice';
import { useAppSelector } from '../store/hooks';
import { LogoMark } from './LogoMark';
import { navButtonSx } from './nav-button-sx';
import { isEntryActive, NAV_ENTRIES, type NavMenuEntry, SETTINGS_ITEMS } from './nav-items';
import { NavMenuButton } from './NavMenuButton';
import { UserMenu } from './UserMenu';

/** The app bar: brand, the sections the user may open, Settings (the pages they may administer), and the user menu. */
export function TopNav() {
  const user = useAppSelector(selectCurrentUser);
  const version = useAppSelector(selectVersion);
  const { pathname } = useLocation();
  const entries = NAV_ENTRIES.filter((entry) => findPermission(...entry.permission, user?.roles));
  const featureFlags = useAppSelector(selectCommon).feature_flags;
  const settingsItems = SETTINGS_ITEMS.filter(
    (item) => findPermission(...item.permission, user?.roles) && (!item.featureFlag || featureFlags[item.featureFlag] === true),
  );
  const settings: NavMenuEntry | null =
    settingsItems.length > 0
      ? { kind: 'menu', label: 'Settings', permission: settingsItems[0]!.permission, activePrefixes: settingsItems.map((item) => item.to), items: settingsItems }
      : null;

  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar variant="dense" sx={{ minHeight: 52, gap: 2, px: { xs: 2, md: 3 } }}>
        <Box
          component={Link}
          to={ROUTE_PATHS.welcome}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none', mr: 2 }}
        >
          <Box component="span" sx={{ display: 'flex', color: 'primary.main' }}>
            <LogoMark size={22} />
          </Box>
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.0625rem', letterSpacing: '-0.01em' }}>
            Tessera
          </Typography>
        </Box>
        <Box component="nav" aria-label="Main" sx={{ display: 'flex', alignSelf: 'stretch', flexGrow: 1 }}>
          {entries.map((entry) => {
            const active = isEntryActive(entry, pathname);
            return entry.kind === 'menu' ? (
              <NavMenuButton key={entry.label} entry={entry} active={active} />
            ) : (
              <Button
                key={entry.label}
                component={Link}
                to={entry.to}
                className={active ? 'active' : undefined}
                aria-current={active ? 'page' : undefined}
                sx={navButtonSx}
              >
                {entry.label}
              </Button>
            );
          })}
        </Box>
        {settings ? (
          <Box component="nav" aria-label="Settings" sx={{ display: 'flex', alignSelf: 'stretch' }}>
            <NavMenuButton entry={settings} active={isEntryActive(settings, pathname)} />
          </Box>
        ) : null}
        {user ? <UserMenu user={user} version={version} /> : null}
      </Toolbar>
    </AppBar>
  );
}
