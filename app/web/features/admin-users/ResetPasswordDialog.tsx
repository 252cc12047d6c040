import { useForm } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog';
import { useAppDispatch } from '../../store/hooks';
import { addSuccessToast } from '../../store/toast-actions';
import { useFormSave } from '../admin-shared/use-form-save';
import { PasswordPairFields } from './PasswordPairFields';
import { useUpdateUserMutation } from './user-api';
import type { SecurityUser } from './user-types';

interface ResetPasswordValues {
  password: string;
  confirm_password: string;
}

/** "Reset password": an administrator sets a new password for someone (they are not asked for the old one). */
export function ResetPasswordDialog({ user, onClose }: { user: SecurityUser; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [updateUser] = useUpdateUserMutation();
  const form = useForm<ResetPasswordValues>({
    defaultValues: { password: '', confirm_password: '' },
    mode: 'onTouched',
  });

  const passwordField = (apiField: string) => (apiField === 'password' ? 'password' : null);
  const { onSubmit, formError } = useFormSave(form, passwordField, async ({ password }) => {
    await updateUser({ id: user.id, changes: { password } }).unwrap();
    dispatch(addSuccessToast(`Set a new password for ${user.username}`));
    onClose();
  });

  return (
    <FormDialog
      title="Reset password"
      intro={
        <>
          Set a new password for <strong>{user.username}</strong> and tell them it. Their old password stops working.
        </>
      }
      submitLabel="Set password"
      onSubmit={onSubmit}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      formError={formError}
      maxWidth="xs"
    >
      <PasswordPairFields
        control={form.control}
        getValues={form.getValues}
        name="password"
        confirmName="confirm_password"
        label="New password"
        confirmLabel="Confirm new password"
      />
    </FormDialog>
  );
}
