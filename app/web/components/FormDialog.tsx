import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { DialogFormActions } from './DialogFormActions';
import { SaveErrorAlert } from './SaveErrorAlert';

interface FormDialogProps {
  title: ReactNode;
  /** A sentence above the form saying what it does. */
  intro?: ReactNode;
  submitLabel: string;
  /** The form's submit handler, e.g. `useFormSave`'s. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** While the save runs the dialog cannot be dismissed and its buttons are off. */
  submitting: boolean;
  /** What the server refused that belongs to no field, shown above the fields. */
  formError: string | null;
  maxWidth: 'xs' | 'sm' | 'md';
  /** Lines above and below the content, for a long form that scrolls. */
  dividers?: boolean;
  /** The fields. */
  children: ReactNode;
}

/** A dialog holding one form: title, optional intro, the refusal that fits no field, the fields, Cancel and submit. */
export function FormDialog({ title, intro, submitLabel, onSubmit, onClose, submitting, formError, maxWidth, dividers = false, children }: FormDialogProps) {
  const titleId = useId();
  const formId = `${titleId}-form`;
  return (
    <Dialog open onClose={submitting ? undefined : onClose} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth scroll="paper">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers={dividers}>
        {intro ? <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText> : null}
        {/* Room for the first field's floating label, which the divider gives in the other case. */}
        <Box component="form" id={formId} noValidate onSubmit={onSubmit} aria-labelledby={titleId} sx={dividers ? undefined : { pt: 1 }}>
          <SaveErrorAlert message={formError} />
          {children}
        </Box>
      </DialogContent>
      <DialogFormActions submitLabel={submitLabel} onCancel={onClose} busy={submitting} form={formId} />
    </Dialog>
  );
}
