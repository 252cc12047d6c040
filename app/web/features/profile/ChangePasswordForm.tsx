import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from '../../store/hooks';
import { addSuccessToast } from '../../store/toast-actions';
import { readFormErrors } from '../admin-shared/read-form-errors';
import { checkPassword } from '../admin-users/user-form-values';
import { FormTextField } from '../database/FormTextField';
import { useChangeMyPasswordMutation } from './profile-api';

interface ChangePasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const EMPTY: ChangePasswordValues = { current_password: '', new_password: '', confirm_password: '' };

const formField = (apiField: string): keyof ChangePasswordValues | null =>
  apiField === 'current_password' || apiField === 'new_password' ? apiField : null;

/** "Change password": the current one, then the new one twice. Other sessions of the user end. */
export function ChangePasswordForm() {
  const formId = useId();
  const dispatch = useAppDispatch();
  const [formError, setFormError] = useState<string | null>(null);
  const [changePassword] = useChangeMyPasswordMutation();
  const { control, handleSubmit, getValues, setError, reset, formState } = useForm<ChangePasswordValues>({ defaultValues: EMPTY, mode: 'onTouched' });

  const onSubmit = handleSubmit(async ({ current_password, new_password }) => {
    setFormError(null);
    try {
      await changePassword({ current_password, new_password }).unwrap();
      reset(EMPTY);
      dispatch(addSuccessToast('Your password was changed. Other devices signed in as you were signed out.'));
    } catch (error) {
      const errors = await readFormErrors(error, formField);
      for (const [field, message] of Object.entries(errors.fields)) setError(field as keyof ChangePasswordValues, { type: 'server', message });
      setFormError(errors.form);
    }
  });

  const submitting = formState.isSubmitting;
  return (
    <Box component="form" id={formId} noValidate onSubmit={onSubmit} aria-label="Change password" sx={{ maxWidth: 420 }}>
      {formError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
          {formError}
        </Alert>
      ) : null}
      <Stack sx={{ gap: 2 }}>
        <FormTextField
          control={control}
          name="current_password"
          label="Current password"
          type="password"
          required
          autoComplete="current-password"
          rules={{ validate: (value) => value !== '' || 'Enter your current password.' }}
        />
        <FormTextField
          control={control}
          name="new_password"
          label="New password"
          type="password"
          required
          autoComplete="new-password"
          rules={{
            validate: (value) => {
              const strong = checkPassword(value);
              if (strong !== true) return strong;
              return value !== getValues('current_password') || 'The new password must differ from the current one.';
            },
          }}
        />
        <FormTextField
          control={control}
          name="confirm_password"
          label="Confirm new password"
          type="password"
          required
          autoComplete="new-password"
          rules={{ validate: (value) => value === getValues('new_password') || 'The passwords do not match.' }}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Change password
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
