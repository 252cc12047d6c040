import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { GridCell, GridFilterField, SortableHeaderCell } from '../../components/data-grid/grid-cells';
import { copyText } from '../../components/copy-text';
import { filterRows, gridColumnWidths, visibleColumnRange } from './grid-layout';
import type { ResultSet } from './result-set';
import { cellText, csvChunks, downloadCsv, tsvText } from './result-set-export';
import { sortedRowOrder, type ResultSort } from './result-set-sort';
import { scrollHeight, visibleRows, type ScrollGeometry } from './scaled-scroll';

/** Props of {@link ResultSetGrid}. */
export interface ResultSetGridProps {
  resultSet: ResultSet;
  /** Height of the scrolling area when the grid cannot measure itself (no layout yet). */
  fallbackHeight?: number;
  /** Name of the CSV download, without extension. */
  fileName?: string;
  /** Extra toolbar content (e.g. "Create chart"), shown on the right. */
  actions?: ReactNode;
  /** Accessible name of the grid. */
  label?: string;
}

const ROW_HEIGHT = 28;
const HEADER_HEIGHT = 32;
const OVERSCAN_ROWS = 6;
const OVERSCAN_PX = 240;
/** Filtering scans every cell; past this many rows it would freeze the page. */
const FILTER_MAX_ROWS = 200_000;
const numberFormat = new Intl.NumberFormat('en-US');

const nextSort = (current: ResultSort | null, column: number): ResultSort | null => {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
};

const rowsLabel = (shown: number, total: number) =>
  shown === total ? `${numberFormat.format(total)} row${total === 1 ? '' : 's'}` : `${numberFormat.format(shown)} of ${numberFormat.format(total)} rows`;

/**
 * SQL Lab's results grid: virtualised rows and columns, sortable headers, a row filter, copy to
 * clipboard and CSV download. Past the browsers' maximum element height it scrolls a capped
 * spacer and maps the scroll position onto the row index, so a million rows scroll smoothly
 * from the first to the last.
 */
export function ResultSetGrid({ resultSet, fallbackHeight = 320, fileName = 'results', actions, label = 'Query results' }: ResultSetGridProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState({ width: 0, height: 0 });
  const [scroll, setScroll] = useState({ top: 0, left: 0 });
  const [sort, setSort] = useState<ResultSort | null>(null);
  const [filter, setFilter] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const deferredFilter = useDeferredValue(filter);

  // Another result starts at the top, unsorted; the same result growing as its rows stream in keeps its place.
  const source = resultSet.source ?? resultSet;
  useEffect(() => {
    setSort(null);
    setFilter('');
    scrollerRef.current?.scrollTo({ top: 0, left: 0 });
    setScroll({ top: 0, left: 0 });
  }, [source]);

  useLayoutEffect(() => {
    const element = scrollerRef.current;
    if (!element) return undefined;
    const measure = () => setViewport({ width: element.clientWidth, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!status) return undefined;
    const timer = setTimeout(() => setStatus(null), 3000);
    return () => clearTimeout(timer);
  }, [status]);

  const order = useMemo(() => (sort ? sortedRowOrder(resultSet, sort) : null), [resultSet, sort]);
  const canFilter = resultSet.rowCount <= FILTER_MAX_ROWS;
  const filtered = useMemo(
    () => (canFilter && deferredFilter.trim() !== '' ? filterRows(resultSet, deferredFilter, order ?? undefined) : null),
    [resultSet, deferredFilter, order, canFilter],
  );
  const rows: ArrayLike<number> | null = filtered ?? order;
  const rowCount = rows ? rows.length : resultSet.rowCount;

  const widths = useMemo(() => gridColumnWidths(resultSet), [resultSet]);
  const naturalWidth = widths.reduce((sum, width) => sum + width, 0);
  // A few columns share out spare width rather than leave a blank band on the right.
  const fitted = useMemo(() => {
    const spare = viewport.width - naturalWidth;
    return spare > 0 && naturalWidth > 0 ? widths.map((width) => Math.floor(width + (spare * width) / naturalWidth)) : widths;
  }, [widths, naturalWidth, viewport.width]);
  const starts = useMemo(() => {
    let offset = 0;
    return fitted.map((width) => (offset += width) - width);
  }, [fitted]);
  const totalWidth = fitted.reduce((sum, width) => sum + width, 0);

  const height = viewport.height > 0 ? viewport.height : fallbackHeight;
  const width = viewport.width > 0 ? viewport.width : 1200;
  const geometry: ScrollGeometry = { rowCount, rowHeight: ROW_HEIGHT, viewportHeight: Math.max(0, height - HEADER_HEIGHT) };
  const visible = visibleRows(scroll.top, geometry, OVERSCAN_ROWS);
  const [firstColumn, lastColumn] = visibleColumnRange(starts, fitted, scroll.left - OVERSCAN_PX, scroll.left + width + OVERSCAN_PX);
  const columns = Array.from({ length: lastColumn - firstColumn }, (_, index) => firstColumn + index);

  const copy = () => {
    copyText(tsvText(resultSet, rows ?? undefined)).then(
      () => setStatus(`Copied ${rowsLabel(rowCount, rowCount)}`),
      () => setStatus('Could not copy to the clipboard'),
    );
  };
  const download = () => downloadCsv(csvChunks(resultSet, rows ?? undefined), `${fileName}.csv`);

  const columnBox = (column: number) => ({ left: starts[column]!, width: fitted[column]!, numeric: resultSet.columns[column]?.kind === 'numeric' });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, minHeight: 0, flex: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }} aria-live="polite">
          {rowsLabel(rowCount, resultSet.rowCount)}
        </Typography>
        {status ? (
          <Typography variant="caption" role="status" sx={{ color: 'text.secondary' }}>
            {status}
          </Typography>
        ) : null}
        <Box sx={{ flex: 1 }} />
        <GridFilterField
          value={filter}
          onChange={setFilter}
          label="Filter results"
          placeholder={canFilter ? 'Filter results' : 'Too many rows to filter'}
          disabled={!canFilter}
          width={200}
        />
        <Button size="small" variant="outlined" startIcon={<ContentCopyIcon fontSize="small" />} onClick={copy} disabled={resultSet.columns.length === 0}>
          Copy
        </Button>
        <Button size="small" variant="outlined" startIcon={<FileDownloadOutlinedIcon fontSize="small" />} onClick={download} disabled={resultSet.columns.length === 0}>
          CSV
        </Button>
        {actions}
      </Box>
      <Box
        ref={scrollerRef}
        role="grid"
        aria-label={label}
        aria-rowcount={rowCount + 1}
        aria-colcount={resultSet.columns.length}
        tabIndex={0}
        onScroll={(event) => setScroll({ top: event.currentTarget.scrollTop, left: event.currentTarget.scrollLeft })}
        sx={{
          flex: 1,
          minHeight: 120,
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          outline: 'none',
          '&:focus-visible': { boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` },
        }}
      >
        <Box sx={{ position: 'relative', width: totalWidth, minWidth: '100%', height: Math.max(height, HEADER_HEIGHT + scrollHeight(geometry)) }}>
          <Box sx={{ position: 'sticky', top: 0, height, width: totalWidth, minWidth: '100%', overflow: 'hidden' }}>
            <Box
              role="row"
              aria-rowindex={1}
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                zIndex: 1,
                height: HEADER_HEIGHT,
                width: totalWidth,
                bgcolor: 'background.paper',
                borderBottom: 1,
                borderColor: 'divider',
                boxShadow: '0 1px 2px rgba(0,0,0,0.06)',
              }}
            >
              {columns.map((column) => (
                <SortableHeaderCell
                  key={column}
                  name={resultSet.columns[column]!.name}
                  index={column}
                  box={columnBox(column)}
                  direction={sort?.column === column ? sort.direction : null}
                  onSort={() => setSort((current) => nextSort(current, column))}
                />
              ))}
            </Box>
            {Array.from({ length: visible.end - visible.start }, (_, index) => {
              const position = visible.start + index;
              const row = rows ? rows[position]! : position;
              return (
                <Box
                  key={position}
                  role="row"
                  aria-rowindex={position + 2}
                  sx={{
                    position: 'absolute',
                    top: HEADER_HEIGHT + visible.offset + index * ROW_HEIGHT,
                    left: 0,
                    width: totalWidth,
                    height: ROW_HEIGHT,
                    borderBottom: 1,
                    borderColor: 'divider',
                    bgcolor: position % 2 === 1 ? 'action.hover' : 'transparent',
                    fontSize: '0.8125rem',
                    '&:hover': { bgcolor: 'action.selected' },
                  }}
                >
                  {columns.map((column) => (
                    <GridCell key={column} text={cellText(resultSet, row, column)} index={column} box={columnBox(column)} nullLabel="NULL" />
                  ))}
                </Box>
              );
            })}
            {rowCount === 0 ? (
              <Typography variant="body2" sx={{ position: 'absolute', top: HEADER_HEIGHT, left: 0, p: 2, color: 'text.secondary' }}>
                {resultSet.rowCount === 0 ? 'The query returned no rows.' : 'No rows match the filter.'}
              </Typography>
            ) : null}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
