import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense } from 'react';
import { Outlet, useMatch, useMatches, useSearchParams } from 'react-router';
import type { ScreenHandle } from '../routing/screen-handle';
import { ROUTE_PATHS } from '../routing/route-paths';
import { ToastContainer } from './ToastContainer';
import { TopNav } from './TopNav';
import { urlHidesNav } from './url-hides-nav';

/**
 * The frame around every screen: top navigation (not on the login page, nor when the URL hides it:
 * `?standalone=`, `?uiConfig=` with bit 4), the page, toasts. Full-height screens get the window's
 * height and scroll inside.
 */
export function AppLayout() {
  const onLoginPage = useMatch(ROUTE_PATHS.login) !== null;
  const [params] = useSearchParams();
  const fullHeight = useMatches().some((match) => (match.handle as ScreenHandle | undefined)?.fullHeight === true);
  const hideNav = onLoginPage || urlHidesNav(params);
  return (
    <Box
      sx={{
        ...(fullHeight ? { height: '100vh', overflow: 'hidden' } : { minHeight: '100vh' }),
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      {hideNav ? null : <TopNav />}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, ...(fullHeight ? { minHeight: 0, display: 'flex', flexDirection: 'column' } : {}) }}>
        <Suspense fallback={<LinearProgress aria-label="Loading page" sx={{ height: 2 }} />}>
          <Outlet />
        </Suspense>
      </Box>
      <ToastContainer />
    </Box>
  );
}
