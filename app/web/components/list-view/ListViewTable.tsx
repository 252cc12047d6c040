import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Box from '@mui/material/Box';
import type { ListViewColumn, ListViewRowAction } from './list-view-column';
import type { SortDirection } from './list-view-state';
import { RowActionButtons } from './RowActionButtons';

const SKELETON_ROWS = 5;

interface ListViewTableProps<Row> {
  ariaLabel: string;
  columns: readonly ListViewColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string | number;
  rowActions: readonly ListViewRowAction<Row>[];
  sortColumn: string | null;
  sortDirection: SortDirection;
  onSort: (sortKey: string) => void;
  /** Shows placeholder rows instead of `rows`. */
  skeleton: boolean;
}

const ariaSort = (active: boolean, direction: SortDirection) =>
  active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined;

/** The table of a list view: sortable headers, one row per item, action buttons on the right. */
export function ListViewTable<Row>({
  ariaLabel,
  columns,
  rows,
  getRowId,
  rowActions,
  sortColumn,
  sortDirection,
  onSort,
  skeleton,
}: ListViewTableProps<Row>) {
  const hasActions = rowActions.length > 0;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={ariaLabel} aria-busy={skeleton || undefined} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const active = column.sortKey !== undefined && column.sortKey === sortColumn;
              return (
                <TableCell
                  key={column.id}
                  align={column.align}
                  aria-sort={ariaSort(active, sortDirection)}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap', width: column.width, color: 'text.secondary' }}
                >
                  {column.sortKey ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? sortDirection : 'asc'}
                      onClick={() => onSort(column.sortKey!)}
                    >
                      {column.header}
                    </TableSortLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              );
            })}
            {hasActions ? (
              <TableCell align="right" sx={{ fontWeight: 600, width: '1%', whiteSpace: 'nowrap', color: 'text.secondary' }}>
                Actions
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {skeleton
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <TableRow key={`skeleton-${index}`} aria-hidden>
                  {columns.map((column) => (
                    <TableCell key={column.id}>
                      <Skeleton variant="text" width={index % 2 ? '60%' : '80%'} />
                    </TableCell>
                  ))}
                  {hasActions ? (
                    <TableCell>
                      <Skeleton variant="text" width={56} />
                    </TableCell>
                  ) : null}
                </TableRow>
              ))
            : rows.map((row) => (
                <TableRow key={getRowId(row)} hover>
                  {columns.map((column) => (
                    <TableCell key={column.id} align={column.align}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                  {hasActions ? (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0 }}>
                      <RowActionButtons row={row} actions={rowActions} />
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </Box>
  );
}
