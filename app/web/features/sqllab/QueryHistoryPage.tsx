import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { isSqlQueryState } from '@core/sqllab/index.js';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Page } from '../../components/Page';
import { useRequestErrorMessage } from '../../components/list-view';
import { ROUTE_PATHS } from '../../routing/route-paths';
import { formatDuration, formatRows, QUERY_STATE_LABELS } from './query-display';
import { useGetQueryHistoryQuery, type QueryListItem } from './sqllab-api';

const PAGE_SIZE = 100;
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** `/sqllab/history/`: the caller's latest runs across all tabs, with their state, duration and rows. */
export function QueryHistoryPage() {
  const navigate = useNavigate();
  // The history is read anew each time the page opens: runs made since are not tagged changes.
  const history = useGetQueryHistoryQuery({ pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const items = history.data ?? null;
  const error = useRequestErrorMessage(history.error);
  const loading = history.isFetching;

  const open = (item: QueryListItem) => {
    const params = new URLSearchParams({ sql: item.sql ?? '' });
    if (item.database?.id) params.set('dbid', String(item.database.id));
    if (item.schema) params.set('schema', item.schema);
    if (item.tab_name) params.set('name', item.tab_name);
    navigate(`${ROUTE_PATHS.sqlLab}?${params.toString()}`);
  };

  return (
    <Page
      title="Query history"
      subtitle="Queries you ran in SQL Lab, newest first."
      actions={
        <>
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void history.refetch()}>
            Refresh
          </Button>
          <Button variant="contained" component={RouterLink} to={ROUTE_PATHS.sqlLab}>
            Open SQL Lab
          </Button>
        </>
      }
    >
      {loading ? <LinearProgress aria-label="Loading queries" sx={{ mb: 1 }} /> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {items && items.length === 0 ? <Alert severity="info">You have not run any query yet.</Alert> : null}
      {items && items.length > 0 ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Query history">
            <TableHead>
              <TableRow>
                <TableCell>State</TableCell>
                <TableCell>Started</TableCell>
                <TableCell>Database</TableCell>
                <TableCell>Tab</TableCell>
                <TableCell sx={{ width: '40%' }}>SQL</TableCell>
                <TableCell align="right">Duration</TableCell>
                <TableCell align="right">Rows</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => {
                const state = item.status.toLowerCase();
                const chip = isSqlQueryState(state) ? QUERY_STATE_LABELS[state] : { label: item.status, color: 'default' as const };
                return (
                  <TableRow key={item.id} hover>
                    <TableCell>
                      <Chip size="small" variant="outlined" label={chip.label} color={chip.color} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.start_time ? timeFormat.format(item.start_time) : '—'}</TableCell>
                    <TableCell>{item.database?.database_name ?? '—'}</TableCell>
                    <TableCell>{item.tab_name ?? '—'}</TableCell>
                    <TableCell>
                      <Box component="code" title={item.sql ?? ''} sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', fontSize: '0.75rem', whiteSpace: 'pre-wrap' }}>
                        {item.sql}
                      </Box>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {formatDuration(item.start_time !== null && item.end_time !== null ? Math.max(0, item.end_time - item.start_time) : null)}
                    </TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatRows(item.rows)}
                    </TableCell>
                    <TableCell align="right">
                      <Tooltip title="Open in SQL Lab">
                        <IconButton size="small" aria-label="Open in SQL Lab" onClick={() => open(item)}>
                          <OpenInNewIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Page>
  );
}
