import Typography from '@mui/material/Typography';
import type { ListViewColumn } from '../../components/list-view';
import type { RoleSearchItem } from './role-types';

const countOf = (ids: readonly number[] | undefined): string => (ids === undefined ? '—' : ids.length.toLocaleString());

/** The role list's columns: name, how many users hold it, how many permissions it grants. */
export function roleListColumns(): ListViewColumn<RoleSearchItem>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (role) => (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {role.name}
        </Typography>
      ),
    },
    { id: 'users', header: 'Users', align: 'right', width: 120, cell: (role) => countOf(role.user_ids) },
    { id: 'permissions', header: 'Permissions', align: 'right', width: 140, cell: (role) => countOf(role.permission_ids) },
  ];
}
