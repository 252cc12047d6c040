import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { BooleanCell, type ListViewColumn } from '../../components/list-view';
import type { ApiUserName, DatabaseListItem } from './database-types';

/** "Ada Lovelace", or an em dash when nobody is recorded. */
export const userName = (user: ApiUserName | null | undefined): string =>
  user ? `${user.first_name} ${user.last_name}`.trim() || '—' : '—';

/** The database list's columns; `engineNames` maps engine keys to display names for the backend column. */
export function databaseListColumns(engineNames: ReadonlyMap<string, string>): ListViewColumn<DatabaseListItem>[] {
  return [
    {
      id: 'database_name',
      header: 'Name',
      sortKey: 'database_name',
      cell: (row) => (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {row.database_name}
        </Typography>
      ),
    },
    {
      id: 'backend',
      header: 'Backend',
      cell: (row) => <Chip size="small" variant="outlined" label={engineNames.get(row.backend) ?? row.backend} />,
    },
    { id: 'allow_run_async', header: 'AQE', sortKey: 'allow_run_async', align: 'center', cell: (row) => <BooleanCell value={row.allow_run_async} /> },
    { id: 'allow_dml', header: 'DML', sortKey: 'allow_dml', align: 'center', cell: (row) => <BooleanCell value={row.allow_dml} /> },
    {
      id: 'expose_in_sqllab',
      header: 'Expose in SQL Lab',
      sortKey: 'expose_in_sqllab',
      align: 'center',
      cell: (row) => <BooleanCell value={row.expose_in_sqllab} />,
    },
    {
      id: 'allow_file_upload',
      header: 'CSV upload',
      sortKey: 'allow_file_upload',
      align: 'center',
      cell: (row) => <BooleanCell value={row.allow_file_upload} />,
    },
    { id: 'created_by', header: 'Created by', sortKey: 'created_by.first_name', cell: (row) => userName(row.created_by) },
    {
      id: 'changed_on',
      header: 'Last modified',
      sortKey: 'changed_on_delta_humanized',
      cell: (row) => (
        <span title={row.changed_on ?? undefined}>{row.changed_on_delta_humanized ?? '—'}</span>
      ),
    },
  ];
}
