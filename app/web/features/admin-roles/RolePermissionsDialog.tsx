import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { DialogFormActions } from '../../components/DialogFormActions';
import { useRequestErrorMessage } from '../../components/list-view';
import { SaveErrorAlert } from '../../components/SaveErrorAlert';
import { useDialogSave } from '../admin-shared/use-dialog-save';
import { PermissionPicker } from './PermissionPicker';
import { useGetPermissionViewsQuery, useGetRolePermissionsQuery, useSetRolePermissionsMutation } from './role-api';

interface RolePermissionsDialogProps {
  role: { id: number; name: string };
  onClose: () => void;
}

/** "Edit permissions" of a role: the picker over every permission view, saved as the role's whole set. */
export function RolePermissionsDialog({ role, onClose }: RolePermissionsDialogProps) {
  const titleId = useId();
  const all = useGetPermissionViewsQuery();
  const current = useGetRolePermissionsQuery(role.id, { refetchOnMountOrArgChange: true });
  const loadError = useRequestErrorMessage(all.error ?? current.error);
  // The user's picks; null until they change something, so the role's own set shows once loaded.
  const [picked, setPicked] = useState<Set<number> | null>(null);
  const { saveError, saveAndClose } = useDialogSave(onClose);
  const [save, saveState] = useSetRolePermissionsMutation();
  const selected = picked ?? new Set((current.data ?? []).map((permission) => permission.id));
  const ready = all.data !== undefined && current.data !== undefined;

  const onSave = () =>
    saveAndClose(() => save({ id: role.id, permissionViewIds: [...selected].sort((a, b) => a - b) }).unwrap(), `Saved the permissions of ${role.name}`);

  return (
    <Dialog
      open
      onClose={saveState.isLoading ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      scroll="paper"
      // A fixed height, so the dialog does not jump as the matches narrow down.
      slotProps={{ paper: { sx: { height: 'min(760px, calc(100% - 64px))' } } }}
    >
      <DialogTitle id={titleId}>Permissions of {role.name}</DialogTitle>
      <DialogContent dividers>
        <SaveErrorAlert message={saveError} />
        {loadError ? (
          <Alert severity="error" role="alert">
            {loadError}
          </Alert>
        ) : ready && all.data ? (
          <PermissionPicker rows={all.data} selected={selected} onChange={setPicked} />
        ) : (
          <Stack sx={{ gap: 1.5 }} aria-label="Loading permissions" aria-busy>
            <Skeleton variant="rounded" height={72} />
            <Skeleton variant="rounded" height={40} />
            <Skeleton variant="rounded" height={240} />
          </Stack>
        )}
      </DialogContent>
      <DialogFormActions submitLabel="Save" onCancel={onClose} onSubmit={() => void onSave()} busy={saveState.isLoading} submitDisabled={!ready} />
    </Dialog>
  );
}
