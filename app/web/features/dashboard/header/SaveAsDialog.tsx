import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { DialogFormActions } from '../../../components/DialogFormActions';

/** Props of {@link SaveAsDialog}. */
export interface SaveAsDialogProps {
  open: boolean;
  initialTitle: string;
  busy: boolean;
  onSave: (title: string, duplicateSlices: boolean) => void;
  onClose: () => void;
}

/** "Save as": a copy of the dashboard under a new name, optionally with copies of its charts. */
export function SaveAsDialog({ open, initialTitle, busy, onSave, onClose }: SaveAsDialogProps) {
  const titleId = useId();
  const [title, setTitle] = useState(initialTitle);
  const [duplicate, setDuplicate] = useState(false);
  useEffect(() => {
    if (open) {
      setTitle(initialTitle);
      setDuplicate(false);
    }
  }, [open, initialTitle]);
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Save dashboard</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, pt: '8px !important' }}>
        <TextField label="Name" size="small" value={title} onChange={(event) => setTitle(event.target.value)} autoFocus />
        <FormControlLabel control={<Checkbox checked={duplicate} onChange={(event) => setDuplicate(event.target.checked)} />} label="Also copy (duplicate) existing charts" />
      </DialogContent>
      <DialogFormActions submitLabel="Save" onCancel={onClose} onSubmit={() => onSave(title, duplicate)} busy={busy} sx={{ pt: 1 }} />
    </Dialog>
  );
}
