import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { parseTemplateParams } from './template-params';

/** Props of {@link TemplateParamsDialog}. */
export interface TemplateParamsDialogProps {
  open: boolean;
  value: string | null;
  onClose: () => void;
  /** The new parameters as JSON text, null when cleared. */
  onSave: (templateParams: string | null) => void;
}

/** Edits a tab's template parameters as JSON; `{{ name }}` in the SQL takes their values when it runs. */
export function TemplateParamsDialog({ open, value, onClose, onSave }: TemplateParamsDialogProps) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => {
    if (open) setText(value ?? '');
  }, [open, value]);
  const check = parseTemplateParams(text);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="template-params-title">
      <DialogTitle id="template-params-title">Template parameters</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 1.5 }}>
          A JSON object. Write <code>{'{{ name }}'}</code> in the SQL to use a parameter, e.g. <code>{'WHERE country = \'{{ country }}\''}</code>.
        </DialogContentText>
        <TextField
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={8}
          fullWidth
          autoFocus
          placeholder={'{\n  "country": "FR"\n}'}
          slotProps={{ htmlInput: { 'aria-label': 'Template parameters (JSON)', spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
        />
        {!check.ok ? (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {check.error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!check.ok}
          onClick={() => {
            onSave(check.ok && check.value !== null ? JSON.stringify(check.value, null, 2) : null);
            onClose();
          }}
        >
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
