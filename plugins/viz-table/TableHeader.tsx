import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { useRef, type CSSProperties, type DragEvent, type KeyboardEvent } from 'react';
import type { TableColumn } from './table-chart-props.js';
import { TABLE_LAYOUT } from './table-layout.js';
import type { TableSortBy } from './table-own-state.js';
import type { TablePalette } from './table-palette.js';

/** Props of the table's sticky header row. */
export interface TableHeaderProps {
  columns: readonly TableColumn[];
  widths: readonly number[];
  sort: TableSortBy | null;
  palette: TablePalette;
  isSortable: (column: TableColumn) => boolean;
  onSort: (column: TableColumn) => void;
  /** Set when viewers may drag headers: moves the column `from` to the position of `to`. */
  onMove?: (from: string, to: string) => void;
}

const labelStyle: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 };

/** The header row: one cell per column; a click (or Enter) sorts, and a drag reorders when allowed. */
export function TableHeader({ columns, widths, sort, palette, isSortable, onSort, onMove }: TableHeaderProps) {
  const dragged = useRef<string | null>(null);
  const rowStyle: CSSProperties = {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    display: 'flex',
    height: TABLE_LAYOUT.headerHeight,
    background: palette.headerBackground,
    borderBottom: `1px solid ${palette.border}`,
    boxSizing: 'border-box',
  };
  return (
    <div role="row" className="tessera-table-header" style={rowStyle}>
      {columns.map((column, index) => {
        const sortable = isSortable(column);
        const direction = sort?.id === column.key ? (sort.desc ? 'descending' : 'ascending') : undefined;
        const Arrow = direction === 'descending' ? ArrowDownward : ArrowUpward;
        const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
          if (sortable && (event.key === 'Enter' || event.key === ' ')) {
            event.preventDefault();
            onSort(column);
          }
        };
        const drag = onMove
          ? {
              draggable: true,
              onDragStart: (event: DragEvent<HTMLDivElement>) => {
                dragged.current = column.key;
                event.dataTransfer?.setData('text/plain', column.key);
              },
              onDragOver: (event: DragEvent<HTMLDivElement>) => event.preventDefault(),
              onDrop: (event: DragEvent<HTMLDivElement>) => {
                event.preventDefault();
                const from = dragged.current ?? event.dataTransfer?.getData('text/plain');
                dragged.current = null;
                if (from && from !== column.key) onMove(from, column.key);
              },
            }
          : {};
        return (
          <div
            key={column.key}
            role="columnheader"
            aria-sort={direction ?? (sortable ? 'none' : undefined)}
            data-col={column.key}
            tabIndex={sortable ? 0 : undefined}
            title={sortable ? `Sort by ${column.label}` : column.label}
            onClick={sortable ? () => onSort(column) : undefined}
            onKeyDown={onKeyDown}
            {...drag}
            style={{
              flex: 'none',
              width: widths[index],
              boxSizing: 'border-box',
              padding: '0 10px',
              display: 'flex',
              alignItems: 'center',
              gap: 4,
              justifyContent: column.isNumeric ? 'flex-end' : 'flex-start',
              color: palette.text,
              fontWeight: 600,
              cursor: sortable ? 'pointer' : onMove ? 'grab' : 'default',
              userSelect: 'none',
              outlineColor: palette.focus,
            }}
          >
            <span style={labelStyle}>{column.label}</span>
            {direction ? <Arrow aria-hidden sx={{ fontSize: 14, flex: 'none', color: palette.mutedText }} /> : null}
          </div>
        );
      })}
    </div>
  );
}
