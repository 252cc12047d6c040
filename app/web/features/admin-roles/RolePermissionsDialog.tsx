import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { describeRequestError, useRequestErrorMessage } from '../../components/list-view';
import { useAppDispatch } from '../../store/hooks';
import { addSuccessToast } from '../../store/toast-actions';
import { PermissionPicker } from './PermissionPicker';
import { useGetPermissionViewsQuery, useGetRolePermissionsQuery, useSetRolePermissionsMutation } from './role-api';

interface RolePermissionsDialogProps {
  role: { id: number; name: string };
  onClose: () => void;
}

/** "Edit permissions" of a role: the picker over every permission view, saved as the role's whole set. */
export function RolePermissionsDialog({ role, onClose }: RolePermissionsDialogProps) {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const all = useGetPermissionViewsQuery();
  const current = useGetRolePermissionsQuery(role.id, { refetchOnMountOrArgChange: true });
  const loadError = useRequestErrorMessage(all.error ?? current.error);
  // The user's picks; null until they change something, so the role's own set shows once loaded.
  const [picked, setPicked] = useState<Set<number> | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [save, saveState] = useSetRolePermissionsMutation();
  const selected = picked ?? new Set((current.data ?? []).map((permission) => permission.id));
  const ready = all.data !== undefined && current.data !== undefined;

  const onSave = async () => {
    setSaveError(null);
    try {
      await save({ id: role.id, permissionViewIds: [...selected].sort((a, b) => a - b) }).unwrap();
      dispatch(addSuccessToast(`Saved the permissions of ${role.name}`));
      onClose();
    } catch (error) {
      setSaveError(await describeRequestError(error));
    }
  };

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
        {saveError ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {saveError}
          </Alert>
        ) : null}
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
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={saveState.isLoading}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void onSave()}
          disabled={!ready || saveState.isLoading}
          startIcon={saveState.isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
