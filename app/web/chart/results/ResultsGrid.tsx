import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { GridCell, GridFilterField, SortableHeaderCell } from '../../components/data-grid/grid-cells';
import { copyText } from '../../components/copy-text';
import {
  buildSearchIndex,
  columnKinds,
  columnWidths,
  filterRowIndexes,
  formatCell,
  sortRowIndexes,
  toTsv,
  type GridData,
  type GridSort,
} from './results-grid-model';
import { observeRectOr } from './virtual-rect';

/** Props of {@link ResultsGrid}: a query result plus the grid's height. */
export interface ResultsGridProps extends GridData {
  /** Height of the scrolling grid in pixels (the toolbar comes on top). */
  height?: number;
  /** Accessible name of the grid. */
  label?: string;
  /** Show the row count, filter box and copy button above the grid (default true). */
  toolbar?: boolean;
  /** Shown when there are no rows at all (default "No rows returned."). */
  emptyText?: string;
}

const ROW_HEIGHT = 30;
const HEADER_HEIGHT = 34;
/** Past this many columns only the visible ones are rendered. */
const VIRTUAL_COLUMNS_FROM = 30;
const numberFormat = new Intl.NumberFormat('en-US');

const nextSort = (current: GridSort | null, column: string): GridSort | null => {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
};

const rowCountLabel = (shown: number, total: number) =>
  shown === total
    ? `${numberFormat.format(total)} row${total === 1 ? '' : 's'}`
    : `${numberFormat.format(shown)} of ${numberFormat.format(total)} rows`;

/**
 * A virtualised, sortable, filterable table of query results (the explore data pane's grid):
 * sticky header, numbers right-aligned, nulls as a greyed "N/A", times as UTC date-times.
 * Renders only the rows (and, when there are many, the columns) in view, so 100k rows stay smooth.
 * Without its toolbar it is the bare grid (drill to detail shows its own count and pager).
 */
export function ResultsGrid({ colnames, coltypes, data, height = 360, label = 'Results', toolbar = true, emptyText = 'No rows returned.' }: ResultsGridProps) {
  const [sort, setSort] = useState<GridSort | null>(null);
  const [filter, setFilter] = useState('');
  const [copyStatus, setCopyStatus] = useState<string | null>(null);
  const deferredFilter = useDeferredValue(filter);
  const scrollRef = useRef<HTMLDivElement>(null);

  const grid = useMemo(() => ({ colnames, coltypes, data }), [colnames, coltypes, data]);
  const kinds = useMemo(() => columnKinds(grid), [grid]);
  const naturalWidths = useMemo(() => columnWidths(grid, kinds), [grid, kinds]);
  const manyColumns = colnames.length > VIRTUAL_COLUMNS_FROM;
  const [viewportWidth, setViewportWidth] = useState(0);
  // A few columns share out the spare width instead of leaving a blank band on the right.
  const widths = useMemo(() => {
    const natural = naturalWidths.reduce((sum, width) => sum + width, 0);
    const spare = viewportWidth - natural;
    if (manyColumns || spare <= 0 || natural === 0) return naturalWidths;
    return naturalWidths.map((width) => Math.floor(width + (spare * width) / natural));
  }, [naturalWidths, viewportWidth, manyColumns]);
  const starts = useMemo(() => {
    let offset = 0;
    return widths.map((width) => (offset += width) - width);
  }, [widths]);
  const totalWidth = widths.reduce((sum, width) => sum + width, 0);
  const filtering = deferredFilter.trim() !== '';
  const searchIndex = useMemo(() => (filtering ? buildSearchIndex(grid, kinds) : null), [grid, kinds, filtering]);
  const rowIndexes = useMemo(() => {
    const subset = searchIndex ? filterRowIndexes(searchIndex, deferredFilter) : undefined;
    if (!sort) return subset ?? data.map((_, index) => index);
    const sortColumn = colnames.indexOf(sort.column);
    return sortRowIndexes(data, sort, kinds[sortColumn] ?? 'string', subset);
  }, [searchIndex, deferredFilter, sort, data, colnames, kinds]);

  const observeElementRect = useMemo(() => observeRectOr({ width: 1200, height }, (rect) => setViewportWidth(rect.width)), [height]);
  const rowVirtualizer = useVirtualizer({
    count: rowIndexes.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    overscan: 8,
    initialRect: { width: 1200, height },
    observeElementRect,
  });
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: colnames.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => widths[index] ?? 120,
    overscan: 3,
    initialRect: { width: 1200, height },
    observeElementRect,
    enabled: manyColumns,
  });
  const visibleColumns = manyColumns
    ? columnVirtualizer.getVirtualItems().map((item) => item.index)
    : colnames.map((_, index) => index);

  useEffect(() => {
    if (!copyStatus) return undefined;
    const timer = setTimeout(() => setCopyStatus(null), 2500);
    return () => clearTimeout(timer);
  }, [copyStatus]);

  const copy = () => {
    copyText(toTsv(grid, kinds, rowIndexes)).then(
      () => setCopyStatus(`Copied ${rowCountLabel(rowIndexes.length, rowIndexes.length)}`),
      () => setCopyStatus('Could not copy to the clipboard'),
    );
  };

  const columnBox = (column: number) => ({ left: starts[column]!, width: widths[column]!, numeric: kinds[column] === 'numeric' });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      {toolbar && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }} aria-live="polite">
            {rowCountLabel(rowIndexes.length, data.length)}
          </Typography>
          {copyStatus ? (
            <Typography variant="caption" role="status" sx={{ color: 'text.secondary' }}>
              {copyStatus}
            </Typography>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <GridFilterField value={filter} onChange={setFilter} label="Filter rows" width={220} />
          <Button size="small" variant="outlined" startIcon={<ContentCopyIcon fontSize="small" />} onClick={copy} disabled={colnames.length === 0}>
            Copy to clipboard
          </Button>
        </Box>
      )}
      <Box
        ref={scrollRef}
        role="grid"
        aria-label={label}
        aria-rowcount={rowIndexes.length + 1}
        aria-colcount={colnames.length}
        sx={{ height, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      >
        <Box sx={{ position: 'relative', width: totalWidth, minWidth: '100%', height: rowVirtualizer.getTotalSize() }}>
          <Box
            role="row"
            aria-rowindex={1}
            sx={{
              position: 'sticky',
              top: 0,
              zIndex: 1,
              height: HEADER_HEIGHT,
              width: totalWidth,
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
              boxShadow: '0 1px 2px rgba(0,0,0,0.06)',
            }}
          >
            {visibleColumns.map((column) => {
              const name = colnames[column]!;
              return (
                <SortableHeaderCell
                  key={name}
                  name={name}
                  index={column}
                  box={columnBox(column)}
                  direction={sort?.column === name ? sort.direction : null}
                  onSort={() => setSort((current) => nextSort(current, name))}
                />
              );
            })}
          </Box>
          {rowVirtualizer.getVirtualItems().map((item) => {
            const dataIndex = rowIndexes[item.index]!;
            const row = data[dataIndex] ?? {};
            return (
              <Box
                key={dataIndex}
                role="row"
                aria-rowindex={item.index + 2}
                sx={{
                  position: 'absolute',
                  top: item.start,
                  left: 0,
                  width: totalWidth,
                  height: ROW_HEIGHT,
                  borderBottom: 1,
                  borderColor: 'divider',
                  bgcolor: item.index % 2 === 1 ? 'action.hover' : 'transparent',
                  fontSize: '0.8125rem',
                  '&:hover': { bgcolor: 'action.selected' },
                }}
              >
                {visibleColumns.map((column) => (
                  <GridCell key={column} text={formatCell(row[colnames[column]!], kinds[column] ?? 'string')} index={column} box={columnBox(column)} nullLabel="N/A" />
                ))}
              </Box>
            );
          })}
          {rowIndexes.length === 0 ? (
            <Typography variant="body2" sx={{ position: 'sticky', left: 0, p: 2, color: 'text.secondary' }}>
              {data.length === 0 ? emptyText : 'No rows match the filter.'}
            </Typography>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
