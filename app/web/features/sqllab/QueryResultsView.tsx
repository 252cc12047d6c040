import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import StopIcon from '@mui/icons-material/Stop';
import TerminalOutlinedIcon from '@mui/icons-material/TerminalOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { displayedQueryState, isQueryInProgress, queryDurationMs, SqlQueryState, type SqlLabQuery } from '@core/sqllab/index.js';
import { useEffect, useState } from 'react';
import { CreatedTableNotice } from './CreatedTableNotice';
import { errorTitle, formatDuration, formatRows, limitMessage, QUERY_STATE_LABELS } from './query-display';
import { fetchQueryResults, isFetchingResults, isStreaming, stopRunningQuery } from './query-runner';
import { ResultSetGrid } from './ResultSetGrid';
import { useSqlLab } from './sqllab-store';
import { useSqlLabSession } from './sqllab-session';
import { useResultSet } from './use-result-set';

/** Props of {@link QueryResultsView}. */
export interface QueryResultsViewProps {
  query: SqlLabQuery | undefined;
  /** Offers "Create chart" on the results (not for data previews). */
  onCreateChart?: (query: SqlLabQuery) => void;
  /** What to say before any run. */
  emptyText?: string;
}

/** Ticks every second while `active`, so elapsed times move. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * One run's outcome: its progress and a Stop button while it runs, its error, the table a
 * CTAS/CVAS created, or its rows in the results grid with what limited them, and "Create chart". Rows the state does not hold (Arrow
 * results, results dropped from storage, async runs) are fetched by results key.
 */
export function QueryResultsView({ query, onCreateChart, emptyText = 'Run a query to see its results here.' }: QueryResultsViewProps) {
  const session = useSqlLabSession();
  const offline = useSqlLab((state) => state.offline);
  const resultSet = useResultSet(session.results, query);
  const inProgress = query !== undefined && isQueryInProgress(query.state);
  const now = useNow(inProgress);
  // Rows streaming in: the grid shows them as they arrive, with a Stop that cuts the stream.
  const streaming = query !== undefined && query.state === SqlQueryState.FETCHING && isStreaming(session.results, query.id);
  // Rows arriving, from the run's stream or from the download of its stored result: a count so far and a progress bar.
  const receiving = streaming || (query !== undefined && query.state === SqlQueryState.FETCHING && isFetchingResults(session.results, query.id));

  const awaitingResults =
    query !== undefined &&
    query.resultsKey !== null &&
    !query.ctas &&
    resultSet === null &&
    (query.state === SqlQueryState.SUCCESS || (query.state === SqlQueryState.RUNNING && query.serverState === SqlQueryState.SUCCESS));
  useEffect(() => {
    if (awaitingResults && query && !session.results.has(query.id)) void fetchQueryResults(session.runner, query);
  }, [awaitingResults, query, session]);

  if (!query) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', flex: 1, gap: 1, color: 'text.secondary', py: 4 }}>
        <TerminalOutlinedIcon sx={{ fontSize: 40, opacity: 0.5 }} />
        <Typography variant="body2">{emptyText}</Typography>
      </Box>
    );
  }

  const shownState = displayedQueryState(query, offline);
  const stateInfo = QUERY_STATE_LABELS[shownState];
  const summary = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Chip size="small" label={stateInfo.label} color={stateInfo.color} variant={shownState === 'success' ? 'outlined' : 'filled'} />
      <Typography variant="caption" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
        {formatDuration(queryDurationMs(query, now))}
        {/* A CTAS/CVAS run's row count is the engine's count of rows written, said by its notice instead. */}
        {query.state === SqlQueryState.SUCCESS && !query.ctas ? ` · ${formatRows(query.rows)} row${query.rows === 1 ? '' : 's'}` : ''}
        {receiving && resultSet ? ` · ${formatRows(resultSet.rowCount)} row${resultSet.rowCount === 1 ? '' : 's'} so far` : ''}
        {query.cached ? ' · cached' : ''}
      </Typography>
    </Box>
  );

  if (inProgress && !(query.state === SqlQueryState.FETCHING && resultSet)) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, py: 1 }}>
        {summary}
        <LinearProgress
          variant={query.progress > 0 ? 'determinate' : 'indeterminate'}
          value={query.progress}
          aria-label={query.state === SqlQueryState.FETCHING ? 'Fetching results' : 'Running query'}
        />
        <Box>
          <Button size="small" variant="outlined" color="error" startIcon={<StopIcon />} onClick={() => void stopRunningQuery(session.runner, query)} disabled={query.state === SqlQueryState.FETCHING && !streaming}>
            Stop
          </Button>
        </Box>
      </Box>
    );
  }

  if (query.state === SqlQueryState.FAILED || query.state === SqlQueryState.TIMED_OUT) {
    const first = query.errors[0];
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, py: 1 }}>
        {summary}
        <Alert severity="error" role="alert">
          <AlertTitle>{errorTitle(first?.error_type)}</AlertTitle>
          <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
            {query.errorMessage}
          </Box>
          {query.link ? (
            <Link href={query.link} target="_blank" rel="noreferrer">
              See more
            </Link>
          ) : null}
        </Alert>
      </Box>
    );
  }

  if (query.state === SqlQueryState.STOPPED) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, py: 1 }}>
        {summary}
        <Alert severity="warning">Query was stopped</Alert>
      </Box>
    );
  }

  if (query.ctas && query.state === SqlQueryState.SUCCESS) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, py: 1 }}>
        {summary}
        <CreatedTableNotice query={query} />
      </Box>
    );
  }

  if (!resultSet) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, py: 1 }}>
        {summary}
        {query.resultsKey ? <LinearProgress aria-label="Fetching results" /> : <Alert severity="info">The results of this query are no longer available. Run it again to see them.</Alert>}
      </Box>
    );
  }

  const displayLimitReached = (query.results?.displayLimitReached ?? false) && resultSet.rowCount < (query.rows ?? 0);
  const message = limitMessage(query, displayLimitReached, resultSet.rowCount);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: 1, minHeight: 0 }}>
      {streaming ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {summary}
          <Button size="small" variant="outlined" color="error" startIcon={<StopIcon />} onClick={() => void stopRunningQuery(session.runner, query)}>
            Stop
          </Button>
        </Box>
      ) : (
        summary
      )}
      {receiving ? <LinearProgress aria-label="Fetching results" sx={{ height: 2 }} /> : null}
      {message ? (
        <Alert severity="warning" sx={{ py: 0 }}>
          {message}
        </Alert>
      ) : null}
      <ResultSetGrid
        resultSet={resultSet}
        fileName={(query.tab ?? 'query').replace(/[^\w.-]+/g, '_')}
        actions={
          onCreateChart && !query.isDataPreview ? (
            <Button size="small" variant="contained" startIcon={<InsertChartOutlinedIcon fontSize="small" />} onClick={() => onCreateChart(query)}>
              Create chart
            </Button>
          ) : null
        }
      />
    </Box>
  );
}
