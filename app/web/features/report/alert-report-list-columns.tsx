import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReportListRow, ReportUser } from '@plugins/report-kit/report-types';
import { Link as RouterLink } from 'react-router';
import { lastModifiedColumn, selectionColumn, type ListSelection, type ListViewColumn } from '../../components/list-view';
import { OwnersCell } from '../dataset/OwnersCell';
import { executionLogHref } from './alert-report-paths';
import { ReportStateLabel } from './ReportStateLabel';

/** A user's full name as the list shows it. */
export const reportUserName = (user: ReportUser | null | undefined): string => (user ? `${user.first_name} ${user.last_name}`.trim() : '');

/** The notification methods of a schedule, once each and in a stable order ("Email, Webhook"). */
export const notificationMethods = (row: Pick<ReportListRow, 'recipients'>): string =>
  [...new Set(row.recipients.map((recipient) => recipient.type))].sort().join(', ');

/** What the columns need from the page. */
export interface AlertReportColumnOptions {
  /** Present while bulk selection is on. */
  selection?: ListSelection<ReportListRow>;
  /** Switches a schedule on or off; absent for a user who may not change schedules. */
  onToggleActive?: (row: ReportListRow, active: boolean) => void;
  /** Rows whose switch is being saved, with the state it moves to. */
  toggling: ReadonlyMap<number, boolean>;
}

function ScheduleCell({ row }: { row: ReportListRow }) {
  return (
    <Box title={row.crontab}>
      {row.crontab_humanized || row.crontab}
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        {row.timezone}
      </Typography>
    </Box>
  );
}

// A schedule that never ran is stored as "Not triggered"; the list says it has not run yet instead.

/**
 * The Alerts & Reports list's columns, as Superset's: (selection), last run state, name (to the
 * execution log), schedule, notification method, created by, owners, last modified, active.
 */
export function alertReportListColumns({ selection, onToggleActive, toggling }: AlertReportColumnOptions): ListViewColumn<ReportListRow>[] {
  const columns: ListViewColumn<ReportListRow>[] = [];
  if (selection) columns.push(selectionColumn(selection, (row) => row.name));
  columns.push(
    { id: 'last_state', header: 'Last run', sortKey: 'last_eval_dttm', cell: (row) => <ReportStateLabel state={row.last_eval_dttm ? row.last_state : null} /> },
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (row) => (
        <Link component={RouterLink} to={executionLogHref(row)} underline="hover" sx={{ fontWeight: 600 }}>
          {row.name}
        </Link>
      ),
    },
    { id: 'crontab', header: 'Schedule', sortKey: 'crontab_humanized', cell: (row) => <ScheduleCell row={row} /> },
    { id: 'recipients', header: 'Notification method', cell: (row) => notificationMethods(row) || '—' },
    { id: 'created_by', header: 'Created by', cell: (row) => reportUserName(row.created_by) || '—' },
    {
      id: 'owners',
      header: 'Owners',
      cell: (row) => <OwnersCell owners={row.owners.map((owner, index) => ({ id: owner.id ?? -index - 1, first_name: owner.first_name, last_name: owner.last_name }))} />,
    },
    lastModifiedColumn((row) => row.changed_on),
    {
      id: 'active',
      header: 'Active',
      sortKey: 'active',
      align: 'center',
      cell: (row) => (
        <Switch
          size="small"
          checked={toggling.get(row.id) ?? row.active}
          disabled={!onToggleActive || toggling.has(row.id)}
          onChange={(_event, checked) => onToggleActive?.(row, checked)}
          slotProps={{ input: { 'aria-label': `Active: ${row.name}` } }}
        />
      ),
    },
  );
  return columns;
}
