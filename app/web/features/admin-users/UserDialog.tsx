import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog';
import { useAppDispatch } from '../../store/hooks';
import { addSuccessToast } from '../../store/toast-actions';
import { ChoiceMultiSelect } from '../admin-shared/ChoiceMultiSelect';
import { useFormSave } from '../admin-shared/use-form-save';
import { useGetRoleChoicesQuery } from '../admin-roles/role-api';
import { FormCheckbox } from '../database/FormCheckbox';
import { FormTextField } from '../database/FormTextField';
import { PasswordPairFields } from './PasswordPairFields';
import { useCreateUserMutation, useUpdateUserMutation } from './user-api';
import { checkEmail, NEW_USER_FORM, userFormField, userPayload, userToFormValues, type UserFormValues } from './user-form-values';
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
  const dispatch = useAppDispatch();
  const roles = useGetRoleChoicesQuery();
  const [createUser] = useCreateUserMutation();
  const [updateUser] = useUpdateUserMutation();
  const form = useForm<UserFormValues>({
    defaultValues: user ? userToFormValues(user) : NEW_USER_FORM,
    mode: 'onTouched',
  });
  const { control, getValues, formState } = form;

  const { onSubmit, formError } = useFormSave(form, userFormField, async (values) => {
    const payload = userPayload(values, creating);
    if (creating) await createUser(payload).unwrap();
    else await updateUser({ id: user.id, changes: payload }).unwrap();
    dispatch(addSuccessToast(creating ? `Added user ${payload.username}` : `Saved user ${payload.username}`));
    onClose();
  });

  return (
    <FormDialog
      title={creating ? 'Add user' : `Edit ${user.username}`}
      submitLabel={creating ? 'Add' : 'Save'}
      onSubmit={onSubmit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      formError={formError}
      maxWidth="sm"
    >
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
          <PasswordPairFields
            control={control}
            getValues={getValues}
            name="password"
            confirmName="confirm_password"
            label="Password"
            confirmLabel="Confirm password"
            sideBySide
          />
        ) : null}
      </Stack>
    </FormDialog>
  );
}
