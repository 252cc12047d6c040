import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** What a save conflicted on, as the dialog names it. */
export type EditConflictKind = 'dashboard' | 'chart' | 'dataset' | 'query';

/** Props of {@link EditConflictDialog}. */
export interface EditConflictDialogProps {
  open: boolean;
  kind: EditConflictKind;
  /** A save is running (the overwrite): both buttons wait. */
  busy?: boolean;
  onOverwrite: () => void;
  onCancel: () => void;
}

/** The dialog's text: what happened, and what each button does. */
export function editConflictText(kind: EditConflictKind): { title: string; body: string } {
  return {
    title: `The ${kind} was changed by someone else`,
    body: `Someone saved this ${kind} after you opened it. Overwrite replaces their changes with yours; Cancel keeps your changes unsaved here, so you can reload the ${kind} to see theirs.`,
  };
}

/**
 * A save answered 409: the object changed since the page read it. Offers the overwrite-confirmed
 * path (the save again, naming no version) or Cancel (nothing saved, the page's changes kept).
 */
export function EditConflictDialog({ open, kind, busy = false, onOverwrite, onCancel }: EditConflictDialogProps) {
  const titleId = useId();
  const text = editConflictText(kind);
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} maxWidth="sm" fullWidth aria-labelledby={titleId} data-testid="edit-conflict-dialog">
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2">{text.body}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="warning" onClick={onOverwrite} disabled={busy}>
          Overwrite
        </Button>
      </DialogActions>
    </Dialog>
  );
}
