import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from '../../store/hooks';
import { addSuccessToast } from '../../store/toast-actions';
import { readFormErrors } from '../admin-shared/read-form-errors';
import { FormTextField } from '../database/FormTextField';
import { useUpdateUserMutation } from './user-api';
import { checkPassword } from './user-form-values';
import type { SecurityUser } from './user-types';

interface ResetPasswordValues {
  password: string;
  confirm_password: string;
}

/** "Reset password": an administrator sets a new password for someone (they are not asked for the old one). */
export function ResetPasswordDialog({ user, onClose }: { user: SecurityUser; onClose: () => void }) {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const [formError, setFormError] = useState<string | null>(null);
  const [updateUser] = useUpdateUserMutation();
  const { control, handleSubmit, getValues, setError, formState } = useForm<ResetPasswordValues>({
    defaultValues: { password: '', confirm_password: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await updateUser({ id: user.id, changes: { password } }).unwrap();
      dispatch(addSuccessToast(`Set a new password for ${user.username}`));
      onClose();
    } catch (error) {
      const errors = await readFormErrors(error, (field) => (field === 'password' ? 'password' : null));
      if (errors.fields.password) setError('password', { type: 'server', message: errors.fields.password });
      setFormError(errors.form);
    }
  });

  const submitting = formState.isSubmitting;
  return (
    <Dialog open onClose={submitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Reset password</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Set a new password for <strong>{user.username}</strong> and tell them it. Their old password stops working.
        </DialogContentText>
        <Box component="form" id={`${titleId}-form`} noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
          {formError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
              {formError}
            </Alert>
          ) : null}
          <Stack sx={{ gap: 2, pt: 1 }}>
            <FormTextField control={control} name="password" label="New password" type="password" required autoComplete="new-password" rules={{ validate: checkPassword }} />
            <FormTextField
              control={control}
              name="confirm_password"
              label="Confirm new password"
              type="password"
              required
              autoComplete="new-password"
              rules={{ validate: (value) => value === getValues('password') || 'The passwords do not match.' }}
            />
          </Stack>
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
          Set password
        </Button>
      </DialogActions>
    </Dialog>
  );
}
