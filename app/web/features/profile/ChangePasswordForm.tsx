import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { SaveErrorAlert } from '../../components/SaveErrorAlert';
import { useAppDispatch } from '../../store/hooks';
import { addSuccessToast } from '../../store/toast-actions';
import { useFormSave } from '../admin-shared/use-form-save';
import { PasswordPairFields } from '../admin-users/PasswordPairFields';
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
  const [changePassword] = useChangeMyPasswordMutation();
  const form = useForm<ChangePasswordValues>({ defaultValues: EMPTY, mode: 'onTouched' });
  const { control, getValues, reset, formState } = form;

  const { onSubmit, formError } = useFormSave(form, formField, async ({ current_password, new_password }) => {
    await changePassword({ current_password, new_password }).unwrap();
    reset(EMPTY);
    dispatch(addSuccessToast('Your password was changed. Other devices signed in as you were signed out.'));
  });

  const submitting = formState.isSubmitting;
  return (
    <Box component="form" id={formId} noValidate onSubmit={onSubmit} aria-label="Change password" sx={{ maxWidth: 420 }}>
      <SaveErrorAlert message={formError} />
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
        <PasswordPairFields
          control={control}
          getValues={getValues}
          name="new_password"
          confirmName="confirm_password"
          label="New password"
          confirmLabel="Confirm new password"
          validate={(password) => password !== getValues('current_password') || 'The new password must differ from the current one.'}
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
