import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';

/** Props of {@link CssEditorDialog}. */
export interface CssEditorDialogProps {
  open: boolean;
  css: string;
  /** Each keystroke: the page applies the CSS at once. */
  onPreview: (css: string) => void;
  /** Keeps the CSS ("Apply" in edit mode, "Save" otherwise). */
  onApply: (css: string) => void;
  /** Leaves without keeping: the page goes back to `css`. */
  onCancel: () => void;
  applyLabel: string;
}

/** "Edit CSS": the dashboard's stylesheet, applied to the page live while typed. */
export function CssEditorDialog({ open, css, onPreview, onApply, onCancel, applyLabel }: CssEditorDialogProps) {
  const titleId = useId();
  const [draft, setDraft] = useState(css);
  useEffect(() => {
    if (open) setDraft(css);
  }, [open, css]);
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="md" fullWidth aria-labelledby={titleId} slotProps={{ backdrop: { sx: { bgcolor: 'transparent' } } }}>
      <DialogTitle id={titleId}>Edit CSS</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Styles apply to this dashboard as you type. Class names such as <code>.dashboard-component-chart-holder</code>, <code>.dashboard-markdown</code> and{' '}
          <code>.header-title</code> target its parts.
        </Typography>
        <TextField
          fullWidth
          multiline
          minRows={12}
          maxRows={24}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            onPreview(event.target.value);
          }}
          slotProps={{ htmlInput: { 'aria-label': 'CSS', spellCheck: false, style: { fontFamily: 'monospace', fontSize: '0.8125rem' } } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => onApply(draft)}>
          {applyLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
