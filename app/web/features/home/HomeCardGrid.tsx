import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useRequestErrorMessage } from '../../components/list-view';

const SKELETON_CARDS = 4;

interface HomeCardGridProps {
  /** Placeholder cards until the first answer. */
  loading: boolean;
  /** The request's error, if it failed. */
  error?: unknown;
  onRetry?: () => void;
  /** True when there is nothing to show. */
  empty: boolean;
  /** What to say when there is nothing to show. */
  emptyText: string;
  /** e.g. a button leading to where such items are made. */
  emptyAction?: ReactNode;
  children?: ReactNode;
}

/** The cards of a home section in a responsive grid, with loading, error and empty states. */
export function HomeCardGrid({ loading, error, onRetry, empty, emptyText, emptyAction, children }: HomeCardGridProps) {
  const errorMessage = useRequestErrorMessage(error);
  if (error) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              Retry
            </Button>
          ) : undefined
        }
      >
        {errorMessage ?? 'Loading…'}
      </Alert>
    );
  }
  if (!loading && empty) {
    return (
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1.5,
          px: 2,
          py: 2.5,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {emptyText}
        </Typography>
        {emptyAction}
      </Box>
    );
  }
  return (
    <Box
      aria-busy={loading || undefined}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 1.5 }}
    >
      {loading
        ? Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={68} aria-hidden sx={{ borderRadius: 2 }} />
          ))
        : children}
    </Box>
  );
}
