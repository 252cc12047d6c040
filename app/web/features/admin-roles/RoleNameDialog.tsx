import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from '../../store/hooks';
import { addSuccessToast } from '../../store/toast-actions';
import { readFormErrors } from '../admin-shared/read-form-errors';
import { FormTextField } from '../database/FormTextField';
import { useCreateRoleMutation, useRenameRoleMutation } from './role-api';

interface RoleNameDialogProps {
  /** The role to rename; absent to add one. */
  role?: { id: number; name: string } | null;
  onClose: () => void;
  /** Called with a new role's id, e.g. to go on to its permissions. */
  onCreated?: (role: { id: number; name: string }) => void;
}

/** "Add role" and "Rename role": a role is its name, then its permissions and users. */
export function RoleNameDialog({ role = null, onClose, onCreated }: RoleNameDialogProps) {
  const creating = role === null;
  const titleId = useId();
  const dispatch = useAppDispatch();
  const [formError, setFormError] = useState<string | null>(null);
  const [createRole] = useCreateRoleMutation();
  const [renameRole] = useRenameRoleMutation();
  const { control, handleSubmit, setError, formState } = useForm<{ name: string }>({ defaultValues: { name: role?.name ?? '' }, mode: 'onTouched' });

  const onSubmit = handleSubmit(async ({ name }) => {
    setFormError(null);
    const trimmed = name.trim();
    try {
      if (creating) {
        const created = await createRole({ name: trimmed }).unwrap();
        dispatch(addSuccessToast(`Added role ${trimmed}`));
        onClose();
        onCreated?.({ id: created.id, name: trimmed });
      } else {
        await renameRole({ id: role.id, name: trimmed }).unwrap();
        dispatch(addSuccessToast(`Renamed ${role.name} to ${trimmed}`));
        onClose();
      }
    } catch (error) {
      const errors = await readFormErrors(error, (field) => (field === 'name' ? 'name' : null));
      if (errors.fields.name) setError('name', { type: 'server', message: errors.fields.name });
      setFormError(errors.form);
    }
  });

  const submitting = formState.isSubmitting;
  return (
    <Dialog open onClose={submitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{creating ? 'Add role' : `Rename ${role.name}`}</DialogTitle>
      <DialogContent>
        <Box component="form" id={`${titleId}-form`} noValidate onSubmit={onSubmit} aria-labelledby={titleId} sx={{ pt: 1 }}>
          {formError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
              {formError}
            </Alert>
          ) : null}
          <FormTextField
            control={control}
            name="name"
            label="Name"
            required
            fullWidth
            autoFocus
            autoComplete="off"
            rules={{ validate: (value) => value.trim() !== '' || 'Enter a name.' }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={submitting}>
          Cancel
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {creating ? 'Add' : 'Rename'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
