import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense } from 'react';
import { Outlet, useMatch } from 'react-router';
import { ROUTE_PATHS } from '../routing/route-paths';
import { ToastContainer } from './ToastContainer';
import { TopNav } from './TopNav';

/** The frame around every screen: top navigation (not on the login page), the page, toasts. */
export function AppLayout() {
  const onLoginPage = useMatch(ROUTE_PATHS.login) !== null;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {onLoginPage ? null : <TopNav />}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Suspense fallback={<LinearProgress aria-label="Loading page" sx={{ height: 2 }} />}>
          <Outlet />
        </Suspense>
      </Box>
      <ToastContainer />
    </Box>
  );
}
