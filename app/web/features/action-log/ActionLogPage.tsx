import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { initialListViewState, listQueryProps, ListView, type ListViewState } from '../../components/list-view';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { actionLogColumns } from './action-log-columns';
import { actionLogFilters } from './action-log-filters';
import { actionLogQuery, type ActionLogTimeRange } from './action-log-query';
import type { ActionLogEntry } from './action-log-types';
import { useGetActionLogChartChoicesQuery, useGetActionLogDashboardChoicesQuery, useGetActionLogQuery } from './action-log-api';
import { EventDetailsDialog } from './EventDetailsDialog';

const NO_RANGE: ActionLogTimeRange = { from: '', to: '' };
/** The key under which the list sees the time range as a filter of its own. */
const RANGE_MARK = 'timeRange';

/** `/actionlog/list/`: what everyone did and when, newest first, filtered by action, user, time, dashboard or chart. */
export function ActionLogPage() {
  const [state, setState] = useState(() => initialListViewState('dttm', 'desc'));
  const [range, setRange] = useState<ActionLogTimeRange>(NO_RANGE);
  const [details, setDetails] = useState<ActionLogEntry | null>(null);
  const dashboards = useGetActionLogDashboardChoicesQuery();
  const charts = useGetActionLogChartChoicesQuery();
  const filters = useMemo(
    () =>
      actionLogFilters({
        dashboards: dashboards.data ?? [],
        charts: charts.data ?? [],
        loading: { dashboards: dashboards.isLoading, charts: charts.isLoading },
      }),
    [dashboards.data, dashboards.isLoading, charts.data, charts.isLoading],
  );
  const list = useGetActionLogQuery(actionLogQuery(state, filters, range));
  const ranged = range.from !== '' || range.to !== '';

  const changeRange = (next: ActionLogTimeRange) => {
    setRange(next);
    setState((current) => ({ ...current, page: 0 }));
  };
  // The list sees a set time range as one of its filters, so an empty page reads "no match" and
  // "Clear filters" clears the range too.
  const listState = ranged ? { ...state, filterValues: { ...state.filterValues, [RANGE_MARK]: 'set' } } : state;
  const changeListState = (next: ListViewState) => {
    const { [RANGE_MARK]: mark, ...filterValues } = next.filterValues;
    if (ranged && mark === undefined) setRange(NO_RANGE);
    setState({ ...next, filterValues });
  };

  return (
    <Page title="Action Log" subtitle="What was done, by whom and when: the events the pages record.">
      <Box role="group" aria-label="Time range" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <TextField
          type="datetime-local"
          size="small"
          label="From"
          value={range.from}
          onChange={(event) => changeRange({ ...range, from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="datetime-local"
          size="small"
          label="To"
          value={range.to}
          onChange={(event) => changeRange({ ...range, to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {ranged ? <Button onClick={() => changeRange(NO_RANGE)}>Any time</Button> : null}
      </Box>
      <ListView
        ariaLabel="Action log"
        noun="events"
        columns={actionLogColumns(setDetails)}
        {...listQueryProps(list)}
        getRowId={(entry) => entry.id}
        state={listState}
        onStateChange={changeListState}
        filters={filters}
        emptyState={
          <EmptyState
            icon={<HistoryOutlinedIcon />}
            title="Nothing recorded yet"
            description="Events appear here as people open dashboards, charts and SQL Lab."
          />
        }
      />
      {details ? <EventDetailsDialog entry={details} onClose={() => setDetails(null)} /> : null}
    </Page>
  );
}

