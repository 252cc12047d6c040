import { memo, type CSSProperties } from 'react';
import { cellBar } from './cell-bar.js';
import { toCellNumber } from './cell-values.js';
import type { SelectedCell } from './cross-filter.js';
import type { TableColumn, TableRow } from './table-chart-props.js';
import { TABLE_LAYOUT } from './table-layout.js';
import type { TablePalette } from './table-palette.js';

/** Props of one drawn row of the table (a data row or the totals row). */
export interface TableRowViewProps {
  row: TableRow;
  /** Index among the rows drawn from the current view; absent for the totals row. */
  rowIndex?: number;
  columns: readonly TableColumn[];
  widths: readonly number[];
  /** Per column key, the `[min, max]` cell bars are scaled to; bars are drawn only for keys present. */
  extents: ReadonlyMap<string, readonly [number, number]>;
  alignPositiveNegative: boolean;
  colorPositiveNegative: boolean;
  palette: TablePalette;
  selected: SelectedCell | null;
  crossFilterable: boolean;
  striped: boolean;
  totals?: boolean;
}

const cellBase: CSSProperties = {
  position: 'relative',
  boxSizing: 'border-box',
  height: '100%',
  padding: '0 10px',
  display: 'flex',
  alignItems: 'center',
  overflow: 'hidden',
  flex: 'none',
};

const textStyle: CSSProperties = { position: 'relative', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 };

/** One row of cells: formatted values, numbers right-aligned, cell bars behind metrics, the cross-filter selection highlighted. */
export const TableRowView = memo(function TableRowView(props: TableRowViewProps) {
  const { row, rowIndex, columns, widths, extents, palette, selected, totals = false } = props;
  const rowStyle: CSSProperties = {
    display: 'flex',
    height: TABLE_LAYOUT.rowHeight,
    borderBottom: `1px solid ${palette.border}`,
    boxSizing: 'border-box',
    background: totals ? palette.headerBackground : props.striped ? palette.stripe : undefined,
    fontWeight: totals ? 600 : undefined,
  };
  return (
    <div role="row" className={totals ? 'tessera-table-totals' : 'tessera-table-row'} data-row-index={rowIndex} style={rowStyle}>
      {columns.map((column, index) => {
        const value = row[column.key];
        const missing = value === null || value === undefined;
        const isSelected = !totals && selected !== null && selected.key === column.key && selected.value === value;
        const clickable = !totals && props.crossFilterable && column.filterColumn !== undefined;
        const extent = totals ? undefined : extents.get(column.key);
        const number = extent ? toCellNumber(value) : null;
        const bar = extent && number !== null ? cellBar(number, extent, props.alignPositiveNegative) : null;
        const text = totals && index === 0 && missing ? 'Total' : missing && totals ? '' : column.formatter(value);
        return (
          <div
            key={column.key}
            role="cell"
            data-col={column.key}
            title={text}
            style={{
              ...cellBase,
              width: widths[index],
              justifyContent: column.isNumeric ? 'flex-end' : 'flex-start',
              fontVariantNumeric: column.isNumeric ? 'tabular-nums' : undefined,
              color: isSelected ? palette.selectedText : missing && !totals ? palette.mutedText : palette.text,
              background: isSelected ? palette.selected : undefined,
              fontWeight: isSelected ? 600 : undefined,
              cursor: clickable ? 'pointer' : undefined,
            }}
          >
            {bar && bar.width > 0 ? (
              <div
                aria-hidden
                className="tessera-table-bar"
                style={{
                  position: 'absolute',
                  top: 5,
                  bottom: 5,
                  left: `${bar.left}%`,
                  width: `${bar.width}%`,
                  background: props.colorPositiveNegative && number! < 0 ? palette.negativeBar : palette.bar,
                  borderRadius: 2,
                }}
              />
            ) : null}
            <span style={textStyle}>{text}</span>
          </div>
        );
      })}
    </div>
  );
});
