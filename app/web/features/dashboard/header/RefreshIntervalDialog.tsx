import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { REFRESH_FREQUENCIES, refreshFrequencyLabel } from '../model/refresh-schedule';

/** Props of {@link RefreshIntervalDialog}. */
export interface RefreshIntervalDialogProps {
  open: boolean;
  frequency: number;
  /** In edit mode the choice is saved with the dashboard; otherwise it lasts for this visit. */
  persistent: boolean;
  onChange: (seconds: number) => void;
  onClose: () => void;
}

/** "Set auto-refresh interval": how often the dashboard's charts reload by themselves. */
export function RefreshIntervalDialog({ open, frequency, persistent, onChange, onClose }: RefreshIntervalDialogProps) {
  const titleId = useId();
  const [value, setValue] = useState(frequency);
  useEffect(() => {
    if (open) setValue(frequency);
  }, [open, frequency]);
  const choices = REFRESH_FREQUENCIES.some((choice) => choice.seconds === frequency)
    ? REFRESH_FREQUENCIES
    : [...REFRESH_FREQUENCIES, { seconds: frequency, label: refreshFrequencyLabel(frequency) }];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Refresh interval</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <TextField select fullWidth size="small" label="Refresh frequency" value={value} onChange={(event) => setValue(Number(event.target.value))}>
          {choices.map((choice) => (
            <MenuItem key={choice.seconds} value={choice.seconds}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          {persistent ? 'The interval is saved with the dashboard.' : 'The interval applies for this visit only; set it in edit mode to save it with the dashboard.'}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => {
            onChange(value);
            onClose();
          }}
        >
          {persistent ? 'Apply' : 'Save for this session'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
