import AddIcon from '@mui/icons-material/Add';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  buildListQuery,
  ConfirmDialog,
  initialListViewState,
  listQueryProps,
  ListView,
  type ListViewFilter,
  type ListViewRowAction,
  useDeleteConfirmation,
} from '../../components/list-view';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { findPermission } from '../../permissions/find-permission';
import { selectCurrentUser } from '../../store/bootstrap-slice';
import { useAppSelector } from '../../store/hooks';
import { useDeleteRoleMutation, useGetRoleListQuery } from './role-api';
import { roleListColumns } from './role-list-columns';
import type { RoleSearchItem } from './role-types';
import { RoleNameDialog } from './RoleNameDialog';
import { RolePermissionsDialog } from './RolePermissionsDialog';
import { RoleUsersDialog } from './RoleUsersDialog';

/** The search box: role names containing the text. */
const ROLE_LIST_FILTERS: readonly ListViewFilter[] = [{ kind: 'search', id: 'search', label: 'Search', placeholder: 'Role name', col: 'name', opr: 'ct' }];

type Role = { id: number; name: string };
/** The dialog open on the page. */
type DialogState = { kind: 'name'; role: Role | null } | { kind: 'permissions' | 'users'; role: Role } | null;

/** `/roles/list/`: the roles, who holds them and what they grant; add, rename, delete, edit permissions and users. */
export function RoleListPage() {
  const user = useAppSelector(selectCurrentUser);
  const canWrite = findPermission('can_write', 'Role', user?.roles);
  const [state, setState] = useState(() => initialListViewState('name', 'asc'));
  const [dialog, setDialog] = useState<DialogState>(null);
  const list = useGetRoleListQuery(buildListQuery(state, ROLE_LIST_FILTERS));
  const [deleteRole, deleteState] = useDeleteRoleMutation();
  const deletion = useDeleteConfirmation<RoleSearchItem>({
    remove: (role) => deleteRole(role.id).unwrap(),
    describe: (role) => role.name,
    busy: deleteState.isLoading,
  });

  const rowActions: ListViewRowAction<RoleSearchItem>[] = canWrite
    ? [
        {
          id: 'permissions',
          label: (role) => `Edit permissions of ${role.name}`,
          icon: <KeyOutlinedIcon fontSize="small" />,
          onClick: (role) => setDialog({ kind: 'permissions', role }),
        },
        { id: 'users', label: (role) => `Edit users of ${role.name}`, icon: <GroupOutlinedIcon fontSize="small" />, onClick: (role) => setDialog({ kind: 'users', role }) },
        { id: 'rename', label: (role) => `Rename ${role.name}`, icon: <DriveFileRenameOutlineIcon fontSize="small" />, onClick: (role) => setDialog({ kind: 'name', role }) },
        { id: 'delete', label: (role) => `Delete ${role.name}`, icon: <DeleteOutlinedIcon fontSize="small" />, onClick: deletion.request },
      ]
    : [];

  const addButton = canWrite ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'name', role: null })}>
      Role
    </Button>
  ) : null;
  const deleting = deletion.target;
  const holders = deleting?.user_ids?.length ?? 0;

  return (
    <Page title="Roles" subtitle="Each role grants a set of permissions; a user holds one or more roles." actions={addButton}>
      <ListView
        ariaLabel="Roles"
        noun="roles"
        columns={roleListColumns()}
        {...listQueryProps(list)}
        getRowId={(role) => role.id}
        state={state}
        onStateChange={setState}
        filters={ROLE_LIST_FILTERS}
        rowActions={rowActions}
        emptyState={<EmptyState icon={<AdminPanelSettingsOutlinedIcon />} title="No roles yet" description="Add a role, then choose what it grants." />}
      />
      {dialog?.kind === 'name' ? (
        <RoleNameDialog role={dialog.role} onClose={() => setDialog(null)} onCreated={(role) => setDialog({ kind: 'permissions', role })} />
      ) : null}
      {dialog?.kind === 'permissions' ? <RolePermissionsDialog role={dialog.role} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'users' ? <RoleUsersDialog role={dialog.role} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog title="Delete role?" confirmLabel="Delete" destructive {...deletion.dialogProps}>
        The role <strong>{deleting?.name}</strong> will be deleted
        {holders > 0 ? `, and the ${holders === 1 ? 'user' : `${holders} users`} holding it will lose what it grants` : ''}. This cannot be
        undone.
      </ConfirmDialog>
    </Page>
  );
}
