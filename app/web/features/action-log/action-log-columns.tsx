import DataObjectIcon from '@mui/icons-material/DataObject';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ListViewColumn } from '../../components/list-view';
import { formatMoment } from '../admin-shared/format-moment';
import type { ActionLogEntry } from './action-log-types';
import { eventDetails } from './event-details';

/** "Ada Lovelace (ada)", or "Anonymous". */
const userLabel = (entry: ActionLogEntry): string => {
  if (!entry.user) return entry.user_id === null ? 'Anonymous' : `User ${entry.user_id}`;
  const name = `${entry.user.first_name} ${entry.user.last_name}`.trim();
  return name ? `${name} (${entry.user.username})` : entry.user.username;
};

/**
 * A link to what the event is about: `name` is its name while it exists (possibly blank), null
 * once deleted, undefined when the server did not say.
 */
function SubjectCell({ id, name, to }: { id: number | null; name: string | null | undefined; to: string }) {
  if (id === null) return <>—</>;
  if (name === undefined) return <>#{id}</>;
  return name === null ? (
    <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }} title="Deleted since">
      #{id}
    </Typography>
  ) : (
    <Link component={RouterLink} to={to} underline="hover">
      {name || `#${id}`}
    </Link>
  );
}

/** The name of a subject the row names: `undefined` stays unknown, null stays deleted. */
const subjectName = <Subject,>(subject: Subject | null | undefined, name: (found: Subject) => string | null): string | null | undefined =>
  subject === undefined ? undefined : subject === null ? null : (name(subject) ?? '');

/** The action log's columns: time, user, action and event, dashboard, chart, duration, details. */
export function actionLogColumns(onShowDetails: (entry: ActionLogEntry) => void): ListViewColumn<ActionLogEntry>[] {
  return [
    {
      id: 'dttm',
      header: 'Time',
      sortKey: 'dttm',
      cell: (entry) => (
        <Box component="span" title={entry.dttm} sx={{ whiteSpace: 'nowrap' }}>
          {formatMoment(entry.dttm)}
        </Box>
      ),
    },
    { id: 'user', header: 'User', sortKey: 'user.username', cell: userLabel },
    {
      id: 'action',
      header: 'Action',
      sortKey: 'action',
      cell: (entry) => {
        const name = eventDetails(entry.json).name;
        return (
          <Box>
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {name ?? entry.action ?? '—'}
            </Typography>
            {name && entry.action ? (
              <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                {entry.action}
              </Typography>
            ) : null}
          </Box>
        );
      },
    },
    {
      id: 'dashboard',
      header: 'Dashboard',
      sortKey: 'dashboard_id',
      cell: (entry) => (
        <SubjectCell
          id={entry.dashboard_id}
          name={subjectName(entry.dashboard, (dashboard) => dashboard.dashboard_title)}
          to={`/superset/dashboard/${entry.dashboard_id}/`}
        />
      ),
    },
    {
      id: 'chart',
      header: 'Chart',
      sortKey: 'slice_id',
      cell: (entry) => (
        <SubjectCell
          id={entry.slice_id}
          name={subjectName(entry.slice, (chart) => chart.slice_name)}
          to={`/explore/?slice_id=${entry.slice_id}`}
        />
      ),
    },
    {
      id: 'duration_ms',
      header: 'Duration',
      sortKey: 'duration_ms',
      align: 'right',
      cell: (entry) => (entry.duration_ms === null ? '—' : `${entry.duration_ms.toLocaleString()} ms`),
    },
    {
      id: 'details',
      header: 'Details',
      align: 'center',
      width: 72,
      cell: (entry) => (
        <Tooltip title="Show the recorded event">
          <IconButton size="small" aria-label={`Details of event ${entry.id}`} onClick={() => onShowDetails(entry)}>
            <DataObjectIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
}
