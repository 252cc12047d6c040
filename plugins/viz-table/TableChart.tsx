import Box from '@mui/material/Box';
import { useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { ChartRenderProps } from '@core/plugin-api/index.js';
import { columnExtent } from './cell-bar.js';
import { columnWidths } from './column-widths.js';
import { crossFilterMask, drillFilters, selectedCellOf } from './cross-filter.js';
import { nextSort } from './next-sort.js';
import { filterRows, prepareRowSearch, sortRows } from './row-order.js';
import type { TableChartProps, TableColumn } from './table-chart-props.js';
import { TABLE_LAYOUT } from './table-layout.js';
import { readTableOwnState, type TableSortBy } from './table-own-state.js';
import { tablePalette } from './table-palette.js';
import { TableHeader } from './TableHeader.js';
import { TablePager } from './TablePager.js';
import { TableRowView } from './TableRowView.js';
import { TableSearch } from './TableSearch.js';

const PAGE_SIZES = [10, 20, 50, 100, 200];

/** Columns in the viewer's dragged order; columns the order does not know keep their place at the end. */
function orderColumns(columns: readonly TableColumn[], order: readonly string[] | null): readonly TableColumn[] {
  if (!order) return columns;
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const ordered = order.map((key) => byKey.get(key)).filter((column): column is TableColumn => column !== undefined);
  return [...ordered, ...columns.filter((column) => !order.includes(column.key))];
}

/**
 * The `table` viz: a virtualised grid (only the rows in view are in the DOM) with a sticky header
 * that sorts, an optional search box, pagination (in the browser, or on the server through the
 * chart's own state), cell bars behind metrics, a totals row, cross-filters on dimension cells and
 * a row context menu for drilling. Fills exactly `width` × `height` and scrolls inside.
 */
export default function TableChart({ width, height, chartProps, colorMode, onRendered, setDataMask, filterState, ownState, onContextMenu }: ChartRenderProps<TableChartProps>) {
  const palette = tablePalette(colorMode);
  const { serverPagination: server, rows } = chartProps;
  const own = readTableOwnState(ownState);

  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [clientSort, setClientSort] = useState<TableSortBy | null>(chartProps.sortBy[0] ?? null);
  const [clientPageSize, setClientPageSize] = useState(chartProps.pageSize);
  const [clientPage, setClientPage] = useState(chartProps.currentPage);
  const [columnOrder, setColumnOrder] = useState<string[] | null>(null);
  // A new page length from the control panel replaces the viewer's choice.
  const [formPageSize, setFormPageSize] = useState(chartProps.pageSize);
  if (formPageSize !== chartProps.pageSize) {
    setFormPageSize(chartProps.pageSize);
    setClientPageSize(chartProps.pageSize);
    setClientPage(0);
  }

  const columns = useMemo(() => orderColumns(chartProps.columns, columnOrder), [chartProps.columns, columnOrder]);
  const sort = server ? (own.sortBy ? (own.sortBy[0] ?? null) : (chartProps.sortBy[0] ?? null)) : clientSort;
  const pageSize = server ? (own.pageSize ?? chartProps.pageSize) : clientPageSize;

  const searched = useMemo(
    () => (server || !chartProps.includeSearch ? rows : filterRows(rows, chartProps.columns, deferredSearch)),
    [server, chartProps.includeSearch, chartProps.columns, rows, deferredSearch],
  );
  const sorted = useMemo(() => {
    if (server || !clientSort) return searched;
    const column = chartProps.columns.find((candidate) => candidate.key === clientSort.id);
    return column ? sortRows(searched, column, clientSort.desc) : searched;
  }, [server, clientSort, searched, chartProps.columns]);

  const total = server ? chartProps.rowCount : sorted.length;
  const paged = server || pageSize > 0;
  const pageCount = pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
  const page = Math.min(Math.max(0, server ? (own.currentPage ?? chartProps.currentPage) : clientPage), pageCount - 1);
  const viewRows = useMemo(() => (server || pageSize <= 0 ? sorted : sorted.slice(page * pageSize, (page + 1) * pageSize)), [server, sorted, page, pageSize]);

  const toolbarHeight = chartProps.includeSearch && !server ? TABLE_LAYOUT.toolbarHeight : 0;
  const footerHeight = paged ? TABLE_LAYOUT.footerHeight : 0;
  const bodyHeight = Math.max(0, height - toolbarHeight - footerHeight);
  const widths = useMemo(() => columnWidths(columns, rows, width), [columns, rows, width]);
  const tableWidth = widths.reduce((sum, columnWidth) => sum + columnWidth, 0);

  // Bars are scaled on every row of the result, so they keep their length through search and paging.
  const extents = useMemo(() => {
    const map = new Map<string, readonly [number, number]>();
    if (!chartProps.showCellBars) return map;
    for (const column of chartProps.columns) {
      if (column.isMetric || column.isPercentMetric) map.set(column.key, columnExtent(rows, column.key));
    }
    return map;
  }, [chartProps.showCellBars, chartProps.columns, rows]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const sizeRef = useRef<Rect>({ width, height: bodyHeight });
  sizeRef.current = { width, height: bodyHeight };
  // The host gives the chart's box, so the viewport size is known without layout: the props stand
  // in where the element reports no size yet (first render, or environments without layout).
  const observeElementRect = useCallback((instance: Virtualizer<HTMLDivElement, Element>, callback: (rect: Rect) => void) => {
    const element = instance.scrollElement;
    if (!element) return undefined;
    const report = () => callback({ width: element.clientWidth || sizeRef.current.width, height: element.clientHeight || sizeRef.current.height });
    report();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useVirtualizer({
    count: viewRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TABLE_LAYOUT.rowHeight,
    overscan: TABLE_LAYOUT.overscan,
    scrollMargin: TABLE_LAYOUT.headerHeight,
    paddingEnd: chartProps.totals ? TABLE_LAYOUT.rowHeight : 0,
    initialRect: { width, height: bodyHeight },
    observeElementRect,
  });
  const items = virtualizer.getVirtualItems();
  const listHeight = virtualizer.getTotalSize();
  const firstItem = items[0];
  const lastItem = items[items.length - 1];
  const topSpacer = firstItem ? firstItem.start - TABLE_LAYOUT.headerHeight : 0;
  const bottomSpacer = lastItem ? listHeight - (lastItem.end - TABLE_LAYOUT.headerHeight) : listHeight;

  // Once per drawn result, not on every scroll; the latest callback is read through a ref.
  const onRenderedRef = useRef(onRendered);
  onRenderedRef.current = onRendered;
  useEffect(() => {
    onRenderedRef.current?.();
  }, [chartProps]);

  // The search text of a large result takes a moment to build: do it while the browser is idle.
  const searchable = chartProps.includeSearch && !server;
  useEffect(() => {
    if (!searchable) return undefined;
    const build = () => prepareRowSearch(rows, chartProps.columns);
    if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(build, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(build, 200);
    return () => clearTimeout(handle);
  }, [searchable, rows, chartProps.columns]);

  // A new page, sort or search shows its first rows.
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [page, sort?.id, sort?.desc, deferredSearch]);

  const emitOwnState = (next: { currentPage: number; pageSize: number; sortBy: TableSortBy[] }) => setDataMask?.({ ownState: { ...ownState, ...next } });
  const sortBy = sort ? [sort] : [];

  const isSortable = (column: TableColumn) => !server || (setDataMask !== undefined && !column.isPercentMetric);
  const onSort = (column: TableColumn) => {
    const next = nextSort(sort, column);
    if (server) emitOwnState({ currentPage: 0, pageSize, sortBy: next ? [next] : [] });
    else {
      setClientSort(next);
      setClientPage(0);
    }
  };
  const onPage = (next: number) => (server ? emitOwnState({ currentPage: next, pageSize, sortBy }) : setClientPage(next));
  const onPageSize = (next: number) => {
    if (server) emitOwnState({ currentPage: 0, pageSize: next, sortBy });
    else {
      setClientPageSize(next);
      setClientPage(0);
    }
  };
  const onSearch = (value: string) => {
    setSearch(value);
    setClientPage(0);
  };
  const onMove = (from: string, to: string) => {
    const keys = columns.map((column) => column.key);
    const without = keys.filter((key) => key !== from);
    without.splice(without.indexOf(to) + (keys.indexOf(from) < keys.indexOf(to) ? 1 : 0), 0, from);
    setColumnOrder(without);
  };

  const selected = selectedCellOf(filterState);
  const crossFilterable = chartProps.emitCrossFilters && setDataMask !== undefined;
  const cellAt = (event: MouseEvent<HTMLElement>) => {
    const cell = (event.target as Element).closest?.('[data-col]');
    const rowElement = cell?.closest('[data-row-index]');
    if (!cell || !rowElement) return null;
    const row = viewRows[Number(rowElement.getAttribute('data-row-index'))];
    const column = columns.find((candidate) => candidate.key === cell.getAttribute('data-col'));
    return row && column ? { row, column } : null;
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!crossFilterable) return;
    const hit = cellAt(event);
    if (hit?.column.filterColumn !== undefined) setDataMask!(crossFilterMask(hit.column, hit.row[hit.column.key], selected));
  };
  const onRowContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    if (!onContextMenu) return;
    const hit = cellAt(event);
    if (!hit) return;
    event.preventDefault();
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters: drillFilters(columns, hit.row) });
  };

  const pageSizeOptions = [...new Set([...(server ? [] : [0]), ...PAGE_SIZES, pageSize])].sort((a, b) => a - b);
  const rowProps = {
    columns,
    widths,
    extents,
    alignPositiveNegative: chartProps.alignPositiveNegative,
    colorPositiveNegative: chartProps.colorPositiveNegative,
    palette,
    selected,
    crossFilterable,
  };

  return (
    <Box
      className="tessera-table-chart"
      sx={{
        width,
        height,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        color: palette.text,
        fontSize: 13,
        lineHeight: 1.3,
        '& .tessera-table-row:hover': { background: palette.rowHover },
      }}
    >
      {toolbarHeight > 0 ? <TableSearch value={search} onChange={onSearch} matching={sorted.length} total={rows.length} palette={palette} /> : null}
      <div
        ref={scrollRef}
        role="table"
        aria-rowcount={total + 1}
        aria-colcount={columns.length}
        style={{ height: bodyHeight, width, overflow: 'auto', position: 'relative', background: palette.background, border: `1px solid ${palette.border}`, boxSizing: 'border-box', borderRadius: 4 }}
        onClick={onClick}
        onContextMenu={onRowContextMenu}
      >
        <div style={{ width: Math.max(tableWidth, 1), minWidth: '100%' }}>
          <TableHeader
            columns={columns}
            widths={widths}
            sort={sort}
            palette={palette}
            isSortable={isSortable}
            onSort={onSort}
            onMove={chartProps.allowRearrangeColumns ? onMove : undefined}
          />
          {viewRows.length === 0 ? (
            <div role="status" style={{ padding: '24px 12px', textAlign: 'center', color: palette.mutedText, position: 'sticky', left: 0, width: Math.min(width, tableWidth || width) }}>
              {rows.length === 0 ? 'No results' : 'No matching rows'}
            </div>
          ) : null}
          <div style={{ height: topSpacer }} />
          {items.map((item) => (
            <TableRowView key={item.key} row={viewRows[item.index]!} rowIndex={item.index} striped={item.index % 2 === 1} {...rowProps} />
          ))}
          <div style={{ height: Math.max(0, bottomSpacer) }} />
          {chartProps.totals ? (
            <div style={{ position: 'sticky', bottom: 0, zIndex: 1 }}>
              <TableRowView row={chartProps.totals} striped={false} totals {...rowProps} />
            </div>
          ) : null}
        </div>
      </div>
      {paged ? (
        <TablePager
          page={page}
          pageCount={pageCount}
          pageSize={pageSize}
          pageSizeOptions={pageSizeOptions}
          total={total}
          onPage={onPage}
          onPageSize={onPageSize}
          palette={palette}
          disabled={server && !setDataMask}
          compact={width < 480}
        />
      ) : null}
    </Box>
  );
}
