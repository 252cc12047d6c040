import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAppDispatch } from '../../store/hooks';
import { addSuccessToast } from '../../store/toast-actions';
import { ChoiceMultiSelect } from '../admin-shared/ChoiceMultiSelect';
import { readFormErrors } from '../admin-shared/read-form-errors';
import { useGetRoleChoicesQuery } from '../admin-roles/role-api';
import { FormCheckbox } from '../database/FormCheckbox';
import { FormTextField } from '../database/FormTextField';
import { useCreateUserMutation, useUpdateUserMutation } from './user-api';
import { checkEmail, checkPassword, NEW_USER_FORM, userFormField, userPayload, userToFormValues, type UserFormValues } from './user-form-values';
import type { SecurityUser } from './user-types';

const required = (label: string) => (value: string) => value.trim() !== '' || `Enter a ${label}.`;

interface UserDialogProps {
  /** The user to edit; absent to add one. */
  user?: SecurityUser | null;
  onClose: () => void;
}

/** "Add user" and "Edit user": names, email, active, roles and, for a new user, a password. */
export function UserDialog({ user = null, onClose }: UserDialogProps) {
  const creating = user === null;
  const titleId = useId();
  const dispatch = useAppDispatch();
  const [formError, setFormError] = useState<string | null>(null);
  const roles = useGetRoleChoicesQuery();
  const [createUser] = useCreateUserMutation();
  const [updateUser] = useUpdateUserMutation();
  const { control, handleSubmit, setError, getValues, formState } = useForm<UserFormValues>({
    defaultValues: user ? userToFormValues(user) : NEW_USER_FORM,
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const payload = userPayload(values, creating);
      if (creating) await createUser(payload).unwrap();
      else await updateUser({ id: user.id, changes: payload }).unwrap();
      dispatch(addSuccessToast(creating ? `Added user ${payload.username}` : `Saved user ${payload.username}`));
      onClose();
    } catch (error) {
      const errors = await readFormErrors(error, userFormField);
      for (const [field, message] of Object.entries(errors.fields)) setError(field as keyof UserFormValues, { type: 'server', message });
      setFormError(errors.form);
    }
  });

  const submitting = formState.isSubmitting;
  return (
    <Dialog open onClose={submitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{creating ? 'Add user' : `Edit ${user.username}`}</DialogTitle>
      <DialogContent>
        <Box component="form" id={`${titleId}-form`} noValidate onSubmit={onSubmit} aria-labelledby={titleId} sx={{ pt: 1 }}>
          {formError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
              {formError}
            </Alert>
          ) : null}
          <Stack sx={{ gap: 2 }}>
            <FormTextField control={control} name="username" label="Username" required autoComplete="off" rules={{ validate: required('username') }} />
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <FormTextField control={control} name="first_name" label="First name" required fullWidth rules={{ validate: required('first name') }} />
              <FormTextField control={control} name="last_name" label="Last name" required fullWidth rules={{ validate: required('last name') }} />
            </Stack>
            <FormTextField control={control} name="email" label="Email" type="email" required rules={{ validate: checkEmail }} />
            <Controller
              control={control}
              name="roles"
              rules={{ validate: (value) => value.length > 0 || 'Choose at least one role.' }}
              render={({ field, fieldState }) => (
                <ChoiceMultiSelect
                  label="Roles"
                  required
                  value={field.value}
                  onChange={field.onChange}
                  options={roles.data ?? []}
                  loading={roles.isLoading}
                  error={fieldState.error?.message}
                  helperText={roles.error ? 'The roles could not be loaded. Close and try again.' : 'What the user may see and do.'}
                />
              )}
            />
            <FormCheckbox control={control} name="active" label="Active" description="An inactive user cannot sign in; their content stays." />
            {creating ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
                <FormTextField
                  control={control}
                  name="password"
                  label="Password"
                  type="password"
                  required
                  fullWidth
                  autoComplete="new-password"
                  rules={{ validate: checkPassword }}
                />
                <FormTextField
                  control={control}
                  name="confirm_password"
                  label="Confirm password"
                  type="password"
                  required
                  fullWidth
                  autoComplete="new-password"
                  rules={{ validate: (value) => value === getValues('password') || 'The passwords do not match.' }}
                />
              </Stack>
            ) : null}
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
          {creating ? 'Add' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
