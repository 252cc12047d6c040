import Box from '@mui/material/Box';
import type { ReportLogRow } from '@plugins/report-kit/report-types';
import type { ListViewColumn } from '../../components/list-view';
import { formatMoment } from '../admin-shared/format-moment';
import { ReportStateLabel } from './ReportStateLabel';

const moment = (iso: string | null) => Date.parse(iso && !/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? `${iso}Z` : (iso ?? ''));

/** How long a run took ("850 ms", "12.4 s", "3 min 5 s"); '—' while it runs or when unknown. */
export function runDuration(row: Pick<ReportLogRow, 'start_dttm' | 'end_dttm'>): string {
  const elapsed = moment(row.end_dttm) - moment(row.start_dttm);
  if (!Number.isFinite(elapsed) || elapsed < 0) return '—';
  if (elapsed < 1000) return `${Math.round(elapsed)} ms`;
  if (elapsed < 60_000) return `${(elapsed / 1000).toFixed(1)} s`;
  const seconds = Math.round(elapsed / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** The execution log's columns, as Superset's: state, scheduled at, start at, duration, value, error message. */
export const EXECUTION_LOG_COLUMNS: readonly ListViewColumn<ReportLogRow>[] = [
  { id: 'state', header: 'State', cell: (row) => <ReportStateLabel state={row.state} /> },
  { id: 'scheduled_dttm', header: 'Scheduled at', cell: (row) => formatMoment(row.scheduled_dttm) },
  { id: 'start_dttm', header: 'Start at', cell: (row) => formatMoment(row.start_dttm) },
  { id: 'duration', header: 'Duration', align: 'right', cell: (row) => runDuration(row) },
  { id: 'value', header: 'Value', align: 'right', cell: (row) => (row.value === null ? '—' : String(row.value)) },
  {
    id: 'error_message',
    header: 'Error message',
    width: '35%',
    cell: (row) =>
      row.error_message ? (
        <Box component="span" sx={{ color: 'error.main', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {row.error_message}
        </Box>
      ) : (
        '—'
      ),
  },
];
