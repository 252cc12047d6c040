import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Props of {@link EmbeddedMessage}. */
export interface EmbeddedMessageProps {
  title: string;
  message: string;
  /** The message's kind; `progress` shows a spinner instead of an alert. */
  severity: AlertColor | 'progress';
}

/** A full-page message of the embedded page (waiting for the host, access expired, unavailable). */
export function EmbeddedMessage({ title, message, severity }: EmbeddedMessageProps) {
  return (
    <Box
      role={severity === 'error' || severity === 'warning' ? 'alert' : 'status'}
      data-testid="embedded-message"
      sx={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3, bgcolor: 'background.default' }}
    >
      <Box sx={{ maxWidth: 520, width: '100%', display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {severity === 'progress' ? (
          <>
            <CircularProgress size={28} aria-hidden />
            <Typography color="text.secondary">{message}</Typography>
          </>
        ) : (
          <Alert severity={severity} sx={{ textAlign: 'left', width: '100%' }}>
            {message}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
