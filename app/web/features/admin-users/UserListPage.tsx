import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import PasswordIcon from '@mui/icons-material/Password';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import {
  buildListQuery,
  ConfirmDialog,
  describeRequestError,
  initialListViewState,
  listQueryProps,
  ListView,
  type ListViewRowAction,
  useDeleteConfirmation,
} from '../../components/list-view';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { findPermission } from '../../permissions/find-permission';
import { selectCurrentUser } from '../../store/bootstrap-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { addDangerToast, addSuccessToast } from '../../store/toast-actions';
import { useGetRoleChoicesQuery } from '../admin-roles/role-api';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { useDeleteUserMutation, useGetUserListQuery, useUpdateUserMutation } from './user-api';
import { userListColumns } from './user-list-columns';
import { userListFilters } from './user-list-filters';
import type { SecurityUser } from './user-types';
import { UserDialog } from './UserDialog';

/** The dialog open on the page. */
type DialogState = { kind: 'edit'; user: SecurityUser | null } | { kind: 'password'; user: SecurityUser } | null;

/** `/users/list/`: everyone who may sign in, to add, edit, switch on or off, and delete. */
export function UserListPage() {
  const dispatch = useAppDispatch();
  const currentUser = useAppSelector(selectCurrentUser);
  const canWrite = findPermission('can_write', 'User', currentUser?.roles);
  const [state, setState] = useState(() => initialListViewState('username', 'asc'));
  const [dialog, setDialog] = useState<DialogState>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());

  const roles = useGetRoleChoicesQuery();
  const filters = useMemo(() => userListFilters(roles.data ?? [], roles.isLoading), [roles.data, roles.isLoading]);
  const list = useGetUserListQuery(buildListQuery(state, filters));
  const [updateUser] = useUpdateUserMutation();
  const [deleteUser, deleteState] = useDeleteUserMutation();
  const deletion = useDeleteConfirmation<SecurityUser>({
    remove: (user) => deleteUser(user.id).unwrap(),
    describe: (user) => user.username,
    busy: deleteState.isLoading,
  });

  const toggleActive = async (user: SecurityUser) => {
    setBusyIds((ids) => new Set(ids).add(user.id));
    try {
      await updateUser({ id: user.id, changes: { active: !user.active } }).unwrap();
      dispatch(addSuccessToast(user.active ? `Deactivated ${user.username}` : `Activated ${user.username}`));
    } catch (error) {
      dispatch(addDangerToast(await describeRequestError(error)));
    }
    setBusyIds((ids) => {
      const next = new Set(ids);
      next.delete(user.id);
      return next;
    });
  };

  const columns = userListColumns({
    currentUserId: currentUser?.userId,
    busyIds,
    ...(canWrite ? { onToggleActive: (user: SecurityUser) => void toggleActive(user) } : {}),
  });

  const rowActions: ListViewRowAction<SecurityUser>[] = canWrite
    ? [
        { id: 'edit', label: (user) => `Edit ${user.username}`, icon: <EditOutlinedIcon fontSize="small" />, onClick: (user) => setDialog({ kind: 'edit', user }) },
        {
          id: 'password',
          label: (user) => `Reset password of ${user.username}`,
          icon: <PasswordIcon fontSize="small" />,
          onClick: (user) => setDialog({ kind: 'password', user }),
        },
        {
          id: 'delete',
          label: (user) => `Delete ${user.username}`,
          icon: <DeleteOutlinedIcon fontSize="small" />,
          onClick: deletion.request,
          // Signing oneself out of existence is refused by the server; the button is not offered.
          hidden: (user) => user.id === currentUser?.userId,
        },
      ]
    : [];

  const addButton = canWrite ? (
    <Button variant="contained" startIcon={<PersonAddAltOutlinedIcon />} onClick={() => setDialog({ kind: 'edit', user: null })}>
      User
    </Button>
  ) : null;

  return (
    <Page title="Users" subtitle="Everyone who may sign in, and the roles that say what they may do." actions={addButton}>
      <ListView
        ariaLabel="Users"
        noun="users"
        columns={columns}
        {...listQueryProps(list)}
        getRowId={(user) => user.id}
        state={state}
        onStateChange={setState}
        filters={filters}
        rowActions={rowActions}
        emptyState={<EmptyState icon={<GroupOutlinedIcon />} title="No users yet" description="Add a user to let them sign in." />}
      />
      {dialog?.kind === 'edit' ? <UserDialog user={dialog.user} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'password' ? <ResetPasswordDialog user={dialog.user} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog title="Delete user?" confirmLabel="Delete" destructive {...deletion.dialogProps}>
        The user <strong>{deletion.target?.username}</strong> will be deleted and can no longer sign in. Their dashboards and charts
        stay. To keep their account for later, deactivate it instead.
      </ConfirmDialog>
    </Page>
  );
}
