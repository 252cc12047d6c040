import { useForm } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog';
import { useAppDispatch } from '../../store/hooks';
import { addSuccessToast } from '../../store/toast-actions';
import { useFormSave } from '../admin-shared/use-form-save';
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
  const dispatch = useAppDispatch();
  const [createRole] = useCreateRoleMutation();
  const [renameRole] = useRenameRoleMutation();
  const form = useForm<{ name: string }>({ defaultValues: { name: role?.name ?? '' }, mode: 'onTouched' });

  const nameField = (apiField: string) => (apiField === 'name' ? 'name' : null);
  const { onSubmit, formError } = useFormSave(form, nameField, async ({ name }) => {
    const trimmed = name.trim();
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
  });

  return (
    <FormDialog
      title={creating ? 'Add role' : `Rename ${role.name}`}
      submitLabel={creating ? 'Add' : 'Rename'}
      onSubmit={onSubmit}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      formError={formError}
      maxWidth="xs"
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        required
        fullWidth
        autoFocus
        autoComplete="off"
        rules={{ validate: (value) => value.trim() !== '' || 'Enter a name.' }}
      />
    </FormDialog>
  );
}
