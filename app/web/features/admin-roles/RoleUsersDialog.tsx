import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useId, useState } from 'react';
import { describeRequestError, useRequestErrorMessage } from '../../components/list-view';
import { useAppDispatch } from '../../store/hooks';
import { addSuccessToast } from '../../store/toast-actions';
import type { Choice } from '../admin-shared/choice';
import { ChoiceMultiSelect } from '../admin-shared/ChoiceMultiSelect';
import { useGetRoleMemberChoicesQuery, useSearchUserChoicesQuery } from '../admin-users/user-api';
import { useSetRoleUsersMutation } from './role-api';

interface RoleUsersDialogProps {
  role: { id: number; name: string };
  onClose: () => void;
}

/** "Edit users" of a role: who holds it, saved as the role's whole list of users. */
export function RoleUsersDialog({ role, onClose }: RoleUsersDialogProps) {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const [search, setSearch] = useState('');
  const members = useGetRoleMemberChoicesQuery(role.id, { refetchOnMountOrArgChange: true });
  const matches = useSearchUserChoicesQuery(search);
  const loadError = useRequestErrorMessage(members.error);
  const [picked, setPicked] = useState<Choice[] | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [save, saveState] = useSetRoleUsersMutation();
  const chosen = picked ?? members.data ?? [];

  const onSave = async () => {
    setSaveError(null);
    try {
      await save({ id: role.id, userIds: chosen.map((user) => user.value) }).unwrap();
      dispatch(addSuccessToast(`Saved the users of ${role.name}`));
      onClose();
    } catch (error) {
      setSaveError(await describeRequestError(error));
    }
  };

  return (
    <Dialog open onClose={saveState.isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Users of {role.name}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Everyone listed holds this role, besides any other role they have.</DialogContentText>
        {saveError ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {saveError}
          </Alert>
        ) : null}
        {loadError ? (
          <Alert severity="error" role="alert">
            {loadError}
          </Alert>
        ) : members.data === undefined ? (
          <Skeleton variant="rounded" height={56} aria-label="Loading users" />
        ) : (
          <ChoiceMultiSelect
            label="Users"
            value={chosen}
            onChange={setPicked}
            options={matches.data ?? []}
            loading={matches.isFetching}
            onSearch={setSearch}
            placeholder="Type a username"
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={saveState.isLoading}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void onSave()}
          disabled={members.data === undefined || saveState.isLoading}
          startIcon={saveState.isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
