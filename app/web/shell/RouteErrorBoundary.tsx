import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useErrorMessage } from './useErrorMessage';

/**
 * Shown in place of a screen that failed to load or render: the error in the product's
 * words (never a stack) and a way out. The details go to the console for developers.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const message = useErrorMessage(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: 4, maxWidth: 760, mx: 'auto' }}>
      <Alert
        severity="error"
        variant="outlined"
        sx={{ alignItems: 'flex-start', bgcolor: 'background.paper' }}
        action={
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        <AlertTitle>This page could not be shown</AlertTitle>
        {message ?? <Skeleton width={280} />}
      </Alert>
    </Box>
  );
}
