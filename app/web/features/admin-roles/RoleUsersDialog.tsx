import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useId, useState } from 'react';
import { DialogFormActions } from '../../components/DialogFormActions';
import { useRequestErrorMessage } from '../../components/list-view';
import { SaveErrorAlert } from '../../components/SaveErrorAlert';
import type { Choice } from '../admin-shared/choice';
import { ChoiceMultiSelect } from '../admin-shared/ChoiceMultiSelect';
import { useDialogSave } from '../admin-shared/use-dialog-save';
import { useGetRoleMemberChoicesQuery, useSearchUserChoicesQuery } from '../admin-users/user-api';
import { useSetRoleUsersMutation } from './role-api';

interface RoleUsersDialogProps {
  role: { id: number; name: string };
  onClose: () => void;
}

/** "Edit users" of a role: who holds it, saved as the role's whole list of users. */
export function RoleUsersDialog({ role, onClose }: RoleUsersDialogProps) {
  const titleId = useId();
  const [search, setSearch] = useState('');
  const members = useGetRoleMemberChoicesQuery(role.id, { refetchOnMountOrArgChange: true });
  const matches = useSearchUserChoicesQuery(search);
  const loadError = useRequestErrorMessage(members.error);
  const [picked, setPicked] = useState<Choice[] | null>(null);
  const { saveError, saveAndClose } = useDialogSave(onClose);
  const [save, saveState] = useSetRoleUsersMutation();
  const chosen = picked ?? members.data ?? [];

  const onSave = () => saveAndClose(() => save({ id: role.id, userIds: chosen.map((user) => user.value) }).unwrap(), `Saved the users of ${role.name}`);

  return (
    <Dialog open onClose={saveState.isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Users of {role.name}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Everyone listed holds this role, besides any other role they have.</DialogContentText>
        <SaveErrorAlert message={saveError} />
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
      <DialogFormActions
        submitLabel="Save"
        onCancel={onClose}
        onSubmit={() => void onSave()}
        busy={saveState.isLoading}
        submitDisabled={members.data === undefined}
      />
    </Dialog>
  );
}
