import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { chartErrorText, type ChartErrorItem } from './chart-error-text';

/** What the chart area is showing instead of (or, for `stale`, above) the chart. */
export type ChartOverlayStatus = 'empty' | 'loading' | 'failed' | 'stopped' | 'stale';

/** Props of {@link ChartStatusOverlay}. */
export interface ChartStatusOverlayProps {
  status: ChartOverlayStatus;
  /** Replaces the status's default text (for `failed`, the error message). */
  message?: string;
  /** A failed query's errors (`failed`). */
  errors?: ChartErrorItem[];
  /** Labels of the required controls still without a value (`empty`). */
  missing?: string[];
  onRun?: () => void;
  onStop?: () => void;
}

const runButton = (onRun: (() => void) | undefined, variant: 'contained' | 'text' = 'contained') =>
  onRun ? (
    <Button size="small" variant={variant} color={variant === 'text' ? 'inherit' : 'primary'} startIcon={<PlayArrowIcon />} onClick={onRun}>
      Run
    </Button>
  ) : null;

/** Centres its content in the whole chart area. */
function Centered({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box
      aria-busy={busy || undefined}
      sx={{
        width: '100%',
        height: '100%',
        minHeight: 200,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1.5,
        p: 3,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * What the explore chart area shows besides the chart: the placeholder before required controls
 * are set, the spinner with Stop, a failed query's error, the stopped state with Run, and the
 * "controls changed" banner shown above a chart that no longer matches its controls.
 */
export function ChartStatusOverlay({ status, message, errors, missing, onRun, onStop }: ChartStatusOverlayProps) {
  switch (status) {
    case 'stale':
      return (
        <Alert severity="info" role="status" variant="outlined" action={runButton(onRun, 'text')} sx={{ py: 0, bgcolor: 'background.paper' }}>
          {message ?? 'Controls changed — run the query to update the chart'}
        </Alert>
      );
    case 'loading':
      return (
        <Centered busy>
          <CircularProgress size={36} aria-label="Loading chart" />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {message ?? 'Loading chart…'}
          </Typography>
          {onStop ? (
            <Button size="small" variant="outlined" color="inherit" startIcon={<StopIcon />} onClick={onStop}>
              Stop
            </Button>
          ) : null}
        </Centered>
      );
    case 'stopped':
      return (
        <Centered>
          <Typography variant="h6" component="p">
            {message ?? 'Updating chart was stopped'}
          </Typography>
          {runButton(onRun)}
        </Centered>
      );
    case 'failed': {
      const text = chartErrorText(message, errors);
      return (
        <Centered>
          <Alert
            severity="error"
            role="alert"
            // In a small chart, Run goes under the message and a long error scrolls inside the chart.
            sx={{ textAlign: 'left', maxWidth: 640, width: '100%', maxHeight: '100%', overflowY: 'auto', flexWrap: 'wrap', '& .MuiAlert-message': { flex: '1 1 100px', minWidth: 0 }, '& .MuiAlert-action': { ml: 'auto', mr: 0 } }}
            action={runButton(onRun, 'text')}
          >
            <AlertTitle sx={{ mb: text.details.length || text.errorType || text.hints ? 0.5 : 0 }}>{text.headline}</AlertTitle>
            {text.details.length ? (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {text.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </Box>
            ) : null}
            {text.hints ? (
              <Box component="ul" aria-label="Possible causes" sx={{ m: 0, mb: 0.5, pl: 2.5, typography: 'body2' }}>
                {text.hints.map((hint) => (
                  <li key={hint}>{hint}</li>
                ))}
              </Box>
            ) : null}
            {text.errorType ? (
              <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace', opacity: 0.8, overflowWrap: 'anywhere' }}>
                {text.errorType}
              </Typography>
            ) : null}
          </Alert>
        </Centered>
      );
    }
    case 'empty':
      return (
        <Centered>
          <Box
            aria-hidden
            sx={{ display: 'grid', placeItems: 'center', width: 56, height: 56, borderRadius: '50%', color: 'primary.main', bgcolor: 'action.hover' }}
          >
            <TuneIcon />
          </Box>
          <Typography variant="h6" component="p">
            Add required control values to preview chart data
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 480 }}>
            {message ??
              (missing?.length
                ? `Missing: ${missing.join(', ')}`
                : 'Choose the controls on the left, then run the query to see the chart.')}
          </Typography>
        </Centered>
      );
  }
}
