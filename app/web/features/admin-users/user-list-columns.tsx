import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ListViewColumn } from '../../components/list-view';
import { formatMoment } from '../admin-shared/format-moment';
import type { SecurityUser } from './user-types';

/** What the columns need from the page. */
export interface UserListColumnOptions {
  /** The signed-in user, who may not deactivate themselves. */
  currentUserId: number | undefined;
  /** Turns a user on or off; absent for readers. */
  onToggleActive?: (user: SecurityUser) => void;
  /** Users whose change is on its way. */
  busyIds: ReadonlySet<number>;
}

function ActiveCell({ user, options }: { user: SecurityUser; options: UserListColumnOptions }) {
  const self = user.id === options.currentUserId;
  const toggle = (
    <Switch
      size="small"
      checked={user.active}
      disabled={!options.onToggleActive || self || options.busyIds.has(user.id)}
      onChange={() => options.onToggleActive?.(user)}
      slotProps={{ input: { 'aria-label': `Active: ${user.username}` } }}
    />
  );
  // A disabled control fires no events, so the tooltip explaining it hangs on a wrapper.
  return self ? (
    <Tooltip title="You cannot deactivate yourself">
      <span>{toggle}</span>
    </Tooltip>
  ) : (
    toggle
  );
}

/** The user list's columns: names, username, email, roles, active, last login. */
export function userListColumns(options: UserListColumnOptions): ListViewColumn<SecurityUser>[] {
  return [
    { id: 'first_name', header: 'First name', sortKey: 'first_name', cell: (user) => user.first_name || '—' },
    { id: 'last_name', header: 'Last name', sortKey: 'last_name', cell: (user) => user.last_name || '—' },
    {
      id: 'username',
      header: 'Username',
      sortKey: 'username',
      cell: (user) => (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {user.username}
        </Typography>
      ),
    },
    { id: 'email', header: 'Email', sortKey: 'email', cell: (user) => user.email || '—' },
    {
      id: 'roles',
      header: 'Roles',
      cell: (user) => (
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          {user.roles.map((role) => (
            <Chip key={role.id} size="small" variant="outlined" label={role.name} />
          ))}
        </Stack>
      ),
    },
    { id: 'active', header: 'Active', sortKey: 'active', align: 'center', cell: (user) => <ActiveCell user={user} options={options} /> },
    {
      id: 'last_login',
      header: 'Last login',
      sortKey: 'last_login',
      cell: (user) => (user.last_login ? formatMoment(user.last_login) : 'Never'),
    },
  ];
}
