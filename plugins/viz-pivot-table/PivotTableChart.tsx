import {
  clearCrossFilter,
  getCurrencyFormatter,
  type ChartRenderProps,
  type PivotGrid,
  type PivotGridHeader,
  type PivotGridLeaf,
  type PivotGridLevel,
  type PivotValue,
} from '@core/plugin-api/index.js';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { crossFilterMask, isSameSelection, keyWithin, selectionClauses, selectionOf, type HeaderSelection } from './cross-filter.js';
import { headerSpans, type HeaderSpan } from './header-spans.js';
import { PIVOT_TABLE_PALETTES, type PivotTablePalette } from './pivot-table-palette.js';
import type { PivotTableChartProps } from './transform-props.js';

/** Height guess of a header row until the real one is measured. */
const HEADER_ROW_HEIGHT = 28;

type Axis = 'row' | 'col';

interface VisibleRow {
  leaf: PivotGridLeaf;
  /** Index into the table's row leaves (and `values`). */
  index: number;
}

/** Rows left once collapsed groups are folded to their subtotal rows. */
function visibleRowsOf(leaves: readonly PivotGridLeaf[], collapsed: ReadonlySet<string>): VisibleRow[] {
  const rows = leaves.map((leaf, index) => ({ leaf, index }));
  if (collapsed.size === 0) return rows;
  return rows.filter(({ leaf }) =>
    leaf.headers.every(
      (header) => !header || header.kind !== 'key' || !collapsed.has(header.id) || (leaf.kind === 'subtotal' && leaf.key.length === header.prefixLength),
    ),
  );
}

/** A level's corner header: its column's display name, or "Metric". */
const levelName = (level: PivotGridLevel | undefined): string => level?.label ?? '';

/** Where sticky headers stop: per header row, per row-header column, and the edges of the value area. */
interface StickyOffsets {
  tops: number[];
  lefts: number[];
  headHeight: number;
  bodyLeft: number;
}

const sameNumbers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, index) => value === b[index]);
const sameOffsets = (a: StickyOffsets, b: StickyOffsets) =>
  sameNumbers(a.tops, b.tops) && sameNumbers(a.lefts, b.lefts) && a.headHeight === b.headHeight && a.bodyLeft === b.bodyLeft;

function selectionFor(table: PivotGrid, axis: Axis, leaf: PivotGridLeaf, prefixLength: number): HeaderSelection {
  const columns = axis === 'row' ? table.rowAttributes : table.colAttributes;
  return { columns: columns.slice(0, prefixLength), values: leaf.key.slice(0, prefixLength) };
}

function labelFor(leaf: PivotGridLeaf, prefixLength: number): string {
  return leaf.headers
    .filter((header): header is PivotGridHeader => header?.kind === 'key' && header.prefixLength <= prefixLength)
    .map((header) => header.label)
    .join(' - ');
}

function cellStyle(palette: PivotTablePalette, extra: CSSProperties): CSSProperties {
  return {
    padding: '4px 8px',
    borderRight: `1px solid ${palette.border}`,
    borderBottom: `1px solid ${palette.border}`,
    whiteSpace: 'nowrap',
    boxSizing: 'border-box',
    ...extra,
  };
}

/**
 * The pivot table: multi-level row and column headers (merged with rowspan/colspan), values
 * formatted with `valueFormat`, bold totals and subtotals, headers that stay in view while the
 * body scrolls within width × height. Clicking a grouping header cross-filters on its values
 * (again to clear); right-clicking a value or header opens the drill menu with its filters; the
 * ▾ of a row group with a subtotal collapses the group to it.
 */
export default function PivotTableChart({
  width,
  height,
  chartProps,
  colorMode,
  onRendered,
  setDataMask,
  filterState,
  onContextMenu,
}: ChartRenderProps<PivotTableChartProps>) {
  const { table, valueFormat, currencyFormat } = chartProps;
  const palette = PIVOT_TABLE_PALETTES[colorMode === 'dark' ? 'dark' : 'light'];
  const formatValue = useMemo(() => getCurrencyFormatter(currencyFormat, valueFormat), [currencyFormat, valueFormat]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const visibleRows = useMemo(() => visibleRowsOf(table.rowLeaves, collapsed), [table, collapsed]);
  const rowSpanStarts = useMemo(
    () =>
      headerSpans(
        visibleRows.map((row) => row.leaf),
        table.rowLevels.length,
      ).map((spans) => new Map(spans.map((span) => [span.start, span]))),
    [visibleRows, table],
  );
  const colSpans = useMemo(() => headerSpans(table.colLeaves, table.colLevels.length), [table]);
  const selection = useMemo(() => selectionOf(filterState), [filterState]);

  const rowLevelCount = table.rowLevels.length;
  const colLevelCount = table.colLevels.length;
  const hasNamesRow = rowLevelCount > 0 || colLevelCount === 0;
  const headerRowCount = colLevelCount + (hasNamesRow ? 1 : 0);

  // Sticky offsets depend on rendered sizes: measure the header rows, the row-header columns, the
  // header block's height and where the value columns start.
  const headerRowRefs = useRef<Array<HTMLTableRowElement | null>>([]);
  const rowNameRefs = useRef<Array<HTMLTableCellElement | null>>([]);
  const tableRef = useRef<HTMLTableElement | null>(null);
  const [offsets, setOffsets] = useState<StickyOffsets>({ tops: [], lefts: [], headHeight: 0, bodyLeft: 0 });
  useLayoutEffect(() => {
    // Relative to the first row / column, so the table's own border leaves no gap above or beside them.
    const tops = headerRowRefs.current.slice(0, headerRowCount).map((row) => row?.offsetTop ?? 0);
    const lefts = rowNameRefs.current.slice(0, rowLevelCount).map((cell) => cell?.offsetLeft ?? 0);
    const measured: StickyOffsets = {
      tops: tops.map((top) => top - (tops[0] ?? 0)),
      lefts: lefts.map((left) => left - (lefts[0] ?? 0)),
      headHeight: tableRef.current?.tHead?.offsetHeight ?? 0,
      bodyLeft: tableRef.current?.querySelector<HTMLElement>('tbody td')?.offsetLeft ?? 0,
    };
    setOffsets((previous) => (sameOffsets(previous, measured) ? previous : measured));
  });
  const topOf = (row: number) => offsets.tops[row] ?? row * HEADER_ROW_HEIGHT;
  const leftOf = (level: number) => offsets.lefts[level] ?? 0;

  useEffect(() => {
    onRendered?.();
  }, [onRendered, table, visibleRows, width, height, colorMode]);

  const toggleCrossFilter = (axis: Axis, leaf: PivotGridLeaf, header: PivotGridHeader) => {
    if (!setDataMask) return;
    const clicked = selectionFor(table, axis, leaf, header.prefixLength);
    setDataMask(isSameSelection(clicked, selection) ? clearCrossFilter() : crossFilterMask(clicked, labelFor(leaf, header.prefixLength)));
  };

  const openMenu = (event: MouseEvent, selections: HeaderSelection[]) => {
    if (!onContextMenu) return;
    event.preventDefault();
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters: selections.flatMap((s) => selectionClauses(s, '==')) });
  };

  const toggleCollapsed = (id: string) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderHeader = (axis: Axis, span: HeaderSpan, leaf: PivotGridLeaf, sticky: CSSProperties): ReactNode => {
    const { header } = span;
    const isKey = header.kind === 'key';
    const clickable = isKey && Boolean(setDataMask);
    const selected = isKey && isSameSelection(selectionFor(table, axis, leaf, header.prefixLength), selection);
    const isSummary = header.kind === 'total' || header.kind === 'subtotal';
    const collapsible = axis === 'row' && isKey && header.hasSubtotal;
    const isCollapsed = collapsible && collapsed.has(header.id);
    const span1 = span.breadth;
    const span2 = header.depth;
    // The label of a wide header stays in view while its span scrolls under the sticky headers.
    const labelStyle: CSSProperties =
      span1 <= 1 ? {} : axis === 'col' ? { position: 'sticky', left: offsets.bodyLeft + 8 } : { position: 'sticky', top: offsets.headHeight + 4, display: 'inline-block' };
    const onKeyDown = (event: KeyboardEvent) => {
      if (clickable && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        toggleCrossFilter(axis, leaf, header);
      }
    };
    return (
      <th
        key={`${span.level}:${header.id}`}
        rowSpan={axis === 'row' ? span1 : span2}
        colSpan={axis === 'row' ? span2 : span1}
        title={header.label}
        data-kind={header.kind}
        data-selected={selected ? 'true' : undefined}
        tabIndex={clickable ? 0 : undefined}
        aria-pressed={clickable ? selected : undefined}
        onClick={clickable ? () => toggleCrossFilter(axis, leaf, header) : undefined}
        onKeyDown={clickable ? onKeyDown : undefined}
        onContextMenu={isKey && onContextMenu ? (event) => openMenu(event, [selectionFor(table, axis, leaf, header.prefixLength)]) : undefined}
        style={cellStyle(palette, {
          ...sticky,
          textAlign: axis === 'col' ? 'center' : 'left',
          verticalAlign: 'top',
          fontWeight: isSummary || header.kind === 'metric' ? 700 : 600,
          background: selected ? palette.selectedBackground : isSummary ? palette.totalBackground : palette.headerBackground,
          cursor: clickable ? 'pointer' : 'default',
          userSelect: 'none',
        })}
      >
        <span style={labelStyle}>
          {collapsible ? (
            <button
              type="button"
              aria-label={`${isCollapsed ? 'Expand' : 'Collapse'} ${header.label}`}
              aria-expanded={!isCollapsed}
              onClick={(event) => {
                event.stopPropagation();
                toggleCollapsed(header.id);
              }}
              style={{ border: 'none', background: 'none', color: palette.mutedText, cursor: 'pointer', padding: '0 4px 0 0', font: 'inherit' }}
            >
              {isCollapsed ? '▸' : '▾'}
            </button>
          ) : null}
          {header.label}
        </span>
      </th>
    );
  };

  const renderValue = (value: PivotValue) => (value === null ? '' : typeof value === 'number' ? formatValue(value) : value);

  const containerStyle: CSSProperties = {
    width,
    height,
    overflow: 'auto',
    position: 'relative',
    boxSizing: 'border-box',
    background: palette.background,
    color: palette.text,
    fontSize: 12,
    fontFamily: 'inherit',
  };

  if (table.rowLeaves.length === 0 || table.colLeaves.length === 0) {
    return (
      <div style={{ ...containerStyle, display: 'flex', alignItems: 'center', justifyContent: 'center', color: palette.mutedText }} role="status">
        No results
      </div>
    );
  }

  const cornerStyle = (row: number, left: number): CSSProperties => ({
    position: 'sticky',
    top: topOf(row),
    left,
    zIndex: 3,
    background: palette.headerBackground,
    color: palette.mutedText,
    fontWeight: 600,
  });
  const rowHeaderColumnCount = Math.max(rowLevelCount, 1);

  const headerRows: ReactNode[] = table.colLevels.map((level, row) => (
    <tr key={`col-level-${row}`} ref={(element) => void (headerRowRefs.current[row] = element)}>
      <th colSpan={rowHeaderColumnCount} style={cellStyle(palette, { ...cornerStyle(row, 0), textAlign: 'right' })}>
        {levelName(level)}
      </th>
      {(colSpans[row] ?? []).map((span) =>
        renderHeader('col', span, table.colLeaves[span.start] as PivotGridLeaf, { position: 'sticky', top: topOf(row), zIndex: 2 }),
      )}
    </tr>
  ));
  if (hasNamesRow) {
    const row = colLevelCount;
    headerRows.push(
      <tr key="row-level-names" ref={(element) => void (headerRowRefs.current[row] = element)}>
        {rowLevelCount === 0 ? (
          <th style={cellStyle(palette, cornerStyle(row, 0))} />
        ) : (
          table.rowLevels.map((level, index) => (
            <th
              key={`row-name-${index}`}
              ref={(element) => void (rowNameRefs.current[index] = element)}
              style={cellStyle(palette, { ...cornerStyle(row, leftOf(index)), textAlign: 'left' })}
            >
              {levelName(level)}
            </th>
          ))
        )}
        {colLevelCount === 0 ? (
          <th style={cellStyle(palette, { ...cornerStyle(row, 0), position: 'sticky', left: undefined, zIndex: 2, textAlign: 'center', color: palette.text })}>
            {table.aggregateFunction}
          </th>
        ) : (
          <th colSpan={table.colLeaves.length} style={cellStyle(palette, { ...cornerStyle(row, 0), position: 'sticky', left: undefined, zIndex: 2 })} />
        )}
      </tr>,
    );
  }

  const rowSelectionOf = (leaf: PivotGridLeaf) => selectionFor(table, 'row', leaf, leaf.key.length);
  const colSelectionOf = (leaf: PivotGridLeaf) => selectionFor(table, 'col', leaf, leaf.key.length);
  const selectedCols = table.colLeaves.map((leaf) => (selection ? keyWithin(selection, table.colAttributes, leaf.key) : false));

  return (
    <div style={containerStyle} data-testid="pivot-table">
      <table
        ref={tableRef}
        style={{
          borderCollapse: 'separate',
          borderSpacing: 0,
          borderTop: `1px solid ${palette.border}`,
          borderLeft: `1px solid ${palette.border}`,
          color: palette.text,
          fontSize: 12,
        }}
      >
        <thead>{headerRows}</thead>
        <tbody>
          {visibleRows.map(({ leaf: rowLeaf, index: rowIndex }, position) => {
            const rowSummary = rowLeaf.kind !== 'data';
            const rowSelected = selection ? keyWithin(selection, table.rowAttributes, rowLeaf.key) : false;
            return (
              <tr key={`row-${rowIndex}`} data-kind={rowLeaf.kind}>
                {rowLevelCount === 0 ? (
                  <th style={cellStyle(palette, { position: 'sticky', left: 0, zIndex: 1, textAlign: 'left', background: palette.headerBackground })}>
                    {table.aggregateFunction}
                  </th>
                ) : (
                  rowSpanStarts.map((starts, level) => {
                    const span = starts.get(position);
                    return span ? renderHeader('row', span, rowLeaf, { position: 'sticky', left: leftOf(level), zIndex: 1 }) : null;
                  })
                )}
                {table.colLeaves.map((colLeaf, colIndex) => {
                  const summary = rowSummary || colLeaf.kind !== 'data';
                  const highlighted = rowSelected || selectedCols[colIndex];
                  return (
                    <td
                      key={colIndex}
                      data-kind={summary ? 'summary' : 'data'}
                      onContextMenu={onContextMenu ? (event) => openMenu(event, [rowSelectionOf(rowLeaf), colSelectionOf(colLeaf)]) : undefined}
                      style={cellStyle(palette, {
                        textAlign: 'right',
                        fontVariantNumeric: 'tabular-nums',
                        fontWeight: summary ? 700 : 400,
                        background: highlighted ? palette.selectedCellBackground : summary ? palette.totalBackground : palette.background,
                      })}
                    >
                      {renderValue(table.values[rowIndex]?.[colIndex] ?? null)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
