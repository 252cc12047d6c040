import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import { useEffect, type ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import type { ListViewColumn, ListViewRowAction } from './list-view-column';
import type { ListViewFilter } from './list-view-filter';
import { hasActiveFilters, type ListViewState } from './list-view-state';
import { ListViewFilterBar } from './ListViewFilterBar';
import { ListViewTable } from './ListViewTable';
import { useRequestErrorMessage } from './use-request-error-message';

const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

export interface ListViewProps<Row> {
  /** The table's accessible name, e.g. "Databases". */
  ariaLabel: string;
  columns: readonly ListViewColumn<Row>[];
  /** The current page's rows; `undefined` before the first answer. */
  rows: readonly Row[] | undefined;
  /** How many rows match in all, over every page. */
  count: number;
  getRowId: (row: Row) => string | number;
  state: ListViewState;
  onStateChange: (state: ListViewState) => void;
  filters?: readonly ListViewFilter[];
  rowActions?: readonly ListViewRowAction<Row>[];
  /** True while a request is in flight (first load or refetch). */
  fetching: boolean;
  /** The request's error (an RTK Query error or any error value). */
  error?: unknown;
  onRetry?: () => void;
  /** Shown instead of the table when there is nothing at all yet, with a call to action. */
  emptyState: ReactNode;
  /** Plural noun for the "no match" message, e.g. "databases". */
  noun: string;
}

/**
 * A searchable, sortable, paginated table for a list page. It owns no data: the page keeps
 * `state`, turns it into a request with `buildListQuery`, and passes back the answer.
 */
export function ListView<Row>({
  ariaLabel,
  columns,
  rows,
  count,
  getRowId,
  state,
  onStateChange,
  filters = [],
  rowActions = [],
  fetching,
  error,
  onRetry,
  emptyState,
  noun,
}: ListViewProps<Row>) {
  const errorMessage = useRequestErrorMessage(error);
  const filtered = hasActiveFilters(state);
  const loaded = rows !== undefined;
  const empty = loaded && rows.length === 0;

  // Deleting the last row of the last page leaves an empty page: step back to one with rows.
  useEffect(() => {
    if (empty && !fetching && state.page > 0 && count > 0) {
      onStateChange({ ...state, page: Math.max(0, Math.ceil(count / state.pageSize) - 1) });
    }
  }, [empty, fetching, state, count, onStateChange]);

  if (empty && !filtered && !fetching && !error && state.page === 0) return <>{emptyState}</>;

  const clearFilters = () => onStateChange({ ...state, filterValues: {}, page: 0 });
  const sortBy = (sortKey: string) =>
    onStateChange({
      ...state,
      sortColumn: sortKey,
      sortDirection: state.sortColumn === sortKey && state.sortDirection === 'asc' ? 'desc' : 'asc',
      page: 0,
    });

  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
      {filters.length > 0 ? (
        <ListViewFilterBar
          filters={filters}
          values={state.filterValues}
          onChange={(id, value) => onStateChange({ ...state, filterValues: { ...state.filterValues, [id]: value }, page: 0 })}
          onClear={filtered ? clearFilters : undefined}
        />
      ) : null}
      <Box sx={{ height: 2 }}>{fetching && loaded ? <LinearProgress aria-label={`Loading ${noun}`} sx={{ height: 2 }} /> : null}</Box>
      {error ? (
        <Alert
          severity="error"
          role="alert"
          sx={{ m: 2 }}
          action={
            onRetry ? (
              <Button color="inherit" size="small" onClick={onRetry}>
                Retry
              </Button>
            ) : undefined
          }
        >
          {errorMessage ?? 'Loading…'}
        </Alert>
      ) : null}
      {empty && !fetching ? (
        <Box sx={{ p: 2 }}>
          <EmptyState
            icon={<SearchOffIcon />}
            title={`No ${noun} match your filters`}
            description="Try other words or fewer filters."
            action={
              filtered ? (
                <Button variant="outlined" onClick={clearFilters}>
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        </Box>
      ) : error && !loaded ? null : (
        <ListViewTable
          ariaLabel={ariaLabel}
          columns={columns}
          rows={rows ?? []}
          getRowId={getRowId}
          rowActions={rowActions}
          sortColumn={state.sortColumn}
          sortDirection={state.sortDirection}
          onSort={sortBy}
          skeleton={!loaded}
        />
      )}
      <TablePagination
        component="div"
        count={count}
        page={count === 0 ? 0 : Math.min(state.page, Math.max(0, Math.ceil(count / state.pageSize) - 1))}
        rowsPerPage={state.pageSize}
        rowsPerPageOptions={PAGE_SIZE_OPTIONS}
        onPageChange={(_event, page) => onStateChange({ ...state, page })}
        onRowsPerPageChange={(event) => onStateChange({ ...state, pageSize: Number(event.target.value), page: 0 })}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      />
    </Paper>
  );
}
