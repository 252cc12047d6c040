import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { DangerToast } from '@core/errors/index.js';
import type { OverwriteItem } from '../model/save-payload';

/** Props of {@link OverwriteConfirmDialog}. */
export interface OverwriteConfirmDialogProps {
  open: boolean;
  items: OverwriteItem[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const LABELS: Record<OverwriteItem['keyPath'], string> = { css: 'CSS', 'json_metadata.filter_scopes': 'Filter scopes' };

function Code({ text }: { text: string }) {
  return (
    <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: '0.75rem', overflow: 'auto', maxHeight: 220, whiteSpace: 'pre-wrap' }}>
      {text || '(empty)'}
    </Box>
  );
}

/**
 * The diff confirmation of an overwrite (with `CONFIRM_DASHBOARD_DIFF`): the stored values the save
 * would replace, beside the new ones.
 */
export function OverwriteConfirmDialog({ open, items, busy, onConfirm, onCancel }: OverwriteConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Confirm overwrite</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2">{DangerToast.CONFIRM_OVERWRITE}</Typography>
        {items.map((item) => (
          <Box key={item.keyPath}>
            <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
              {LABELS[item.keyPath]}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
              <Box>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  Stored now
                </Typography>
                <Code text={item.oldValue} />
              </Box>
              <Box>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  After saving
                </Typography>
                <Code text={item.newValue} />
              </Box>
            </Box>
          </Box>
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="warning" onClick={onConfirm} disabled={busy}>
          Yes, overwrite changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
