import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * What a dashboard chart shows when the caller may not read its dataset: the server's message
 * ("You do not have access to the dataset flights."), with no retry, since running it again
 * cannot help; access is an administrator's to grant.
 */
export function ChartAccessDenied({ message }: { message: string }) {
  return (
    <Box
      role="alert"
      data-testid="chart-access-denied"
      sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1, p: 2, textAlign: 'center' }}
    >
      <LockOutlinedIcon aria-hidden sx={{ color: 'text.secondary' }} />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {message}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary', maxWidth: 360 }}>
        Ask an administrator for access to see this chart.
      </Typography>
    </Box>
  );
}
