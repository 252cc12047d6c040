import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatMoment } from '../admin-shared/format-moment';
import type { ActionLogEntry } from './action-log-types';
import { eventDetails } from './event-details';

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** One event as recorded: when, from which page, and its JSON laid out. */
export function EventDetailsDialog({ entry, onClose }: { entry: ActionLogEntry; onClose: () => void }) {
  const titleId = useId();
  const details = eventDetails(entry.json);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{details.name ?? entry.action ?? 'Event'}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {formatMoment(entry.dttm)}
          {entry.referrer ? ` · from ${entry.referrer}` : ''}
        </Typography>
        <Box
          component="pre"
          aria-label="Recorded event"
          sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontFamily: MONOSPACE, fontSize: '0.8125rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
        >
          {details.pretty || 'Nothing was recorded with this event.'}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
