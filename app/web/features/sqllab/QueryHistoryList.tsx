import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TableViewOutlinedIcon from '@mui/icons-material/TableViewOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DangerToast } from '@core/errors/index.js';
import { isQueryInProgress, selectQueryHistory, sqlLabActions, type QueryHistoryEntry, type SqlLabState } from '@core/sqllab/index.js';
import { useCallback, useEffect, useState } from 'react';
import { copyText } from '../../components/copy-text';
import { formatDuration, formatRows, QUERY_STATE_LABELS } from './query-display';
import { tabCommands } from './sqllab-commands';
import { useSqlLab } from './sqllab-store';
import { useSqlLabSession } from './sqllab-session';

/** Props of {@link QueryHistoryList}. */
export interface QueryHistoryListProps {
  queryEditorId: string;
  /** Shows a past run's results in the results tab. */
  onShowResults: (queryId: string) => void;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });

const sameHistory = (a: QueryHistoryEntry[], b: QueryHistoryEntry[]) =>
  a.length === b.length && a.every((entry, index) => entry.query === b[index]!.query && entry.displayedState === b[index]!.displayedState);

/** The runs of a tab, newest first: state, start, duration, rows and SQL, with open, copy, results and remove. */
export function QueryHistoryList({ queryEditorId, onShowResults }: QueryHistoryListProps) {
  const session = useSqlLabSession();
  const entries = useSqlLab(
    useCallback((state: SqlLabState) => selectQueryHistory(state, queryEditorId), [queryEditorId]),
    sameHistory,
  );
  const anyRunning = entries.some((entry) => isQueryInProgress(entry.query.state));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!anyRunning) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [anyRunning]);

  const remove = async (queryId: string) => {
    const tabViewId = session.store.getState().queryEditors.find((queryEditor) => queryEditor.id === queryEditorId)?.tabViewId ?? null;
    session.store.dispatch(sqlLabActions.removeQuery({ queryId }));
    session.results.delete(queryId);
    if (tabViewId === null) return;
    try {
      await session.api.removeTabQuery(tabViewId, queryId);
    } catch {
      session.notify('danger', DangerToast.REMOVE_QUERY_FAILED);
    }
  };

  if (entries.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', p: 2 }}>
        The queries you run in this tab are listed here.
      </Typography>
    );
  }
  return (
    <Box sx={{ overflow: 'auto', flex: 1, minHeight: 0 }}>
      <Table size="small" stickyHeader aria-label="Query history">
        <TableHead>
          <TableRow>
            <TableCell>State</TableCell>
            <TableCell>Started</TableCell>
            <TableCell align="right">Duration</TableCell>
            <TableCell align="right">Rows</TableCell>
            <TableCell sx={{ width: '55%' }}>SQL</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map(({ query, displayedState }) => {
            const durationMs = query.endDttm !== null ? query.endDttm - query.startDttm : isQueryInProgress(query.state) ? now - query.startDttm : null;
            const state = QUERY_STATE_LABELS[displayedState];
            return (
              <TableRow key={query.id} hover>
                <TableCell>
                  <Chip size="small" label={state.label} color={state.color} variant="outlined" />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{timeFormat.format(query.startDttm)}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatDuration(durationMs === null ? null : Math.max(0, durationMs))}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatRows(query.rows)}
                </TableCell>
                <TableCell>
                  <Box component="code" title={query.sql} sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', fontSize: '0.75rem', whiteSpace: 'pre-wrap' }}>
                    {query.sql}
                  </Box>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="View results">
                    <span>
                      <IconButton size="small" aria-label="View results" disabled={query.state !== 'success'} onClick={() => onShowResults(query.id)}>
                        <TableViewOutlinedIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Open in a new tab">
                    <IconButton size="small" aria-label="Open in a new tab" onClick={() => tabCommands.clone(session.store, { queryId: query.id })}>
                      <OpenInNewIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Copy the SQL">
                    <IconButton size="small" aria-label="Copy the SQL" onClick={() => copyText(query.sql).then(() => session.notify('success', 'Copied to clipboard!'), () => session.notify('danger', 'Sorry, your browser does not support copying.'))}>
                      <ContentCopyIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Remove from the history">
                    <span>
                      <IconButton size="small" aria-label="Remove from the history" disabled={isQueryInProgress(query.state)} onClick={() => void remove(query.id)}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
