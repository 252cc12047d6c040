import { CHART_FONT_FAMILY, getNumberFormatter, measureTextWidth, xyPalette, type ChartRenderProps } from '@core/plugin-api/index.js';
import { useEffect, useMemo, useState } from 'react';
import { Sparkline, type SparkHover } from './Sparkline.js';
import { MIN_SPARK_WIDTH, sparkColumnWidths, type TableTextWidths } from './spark-widths.js';
import type { TimeTableCell, TimeTableChartProps, TimeTableRow } from './transform-props.js';

const FONT_SIZE = 13;
const DEFAULT_SPARK_HEIGHT = 36;

/** The row order: by the name (column -1) or a value column, up or down. */
interface SortState {
  column: number;
  descending: boolean;
}

function sortValue(row: TimeTableRow, column: number): number | string | null {
  if (column < 0) return row.name;
  const cell = row.cells[column];
  return cell?.kind === 'value' ? cell.value : null;
}

/** What a number cell writes: its value in the column's format, `N/A` without one, a dash on an error. */
function cellText(cell: TimeTableCell | undefined, format: string): string {
  if (!cell || cell.kind !== 'value') return '';
  return cell.error ? '—' : cell.value === null ? 'N/A' : getNumberFormatter(format)(cell.value);
}

/**
 * `time_table`: an HTML table with one row per metric or group, the row name first (a link when
 * `url` gives a safe one), then one cell per `column_collection` entry: sparklines drawn in SVG
 * with a hover tooltip of the period and value, and numbers written with the column's format and
 * coloured by its bounds. A header click sorts the rows by that column; the header stays on top
 * while the body scrolls.
 */
export default function TimeTableChart({ width, height, chartProps, colorMode, onRendered }: ChartRenderProps<TimeTableChartProps>) {
  const palette = xyPalette(colorMode);
  const { columns, rows, times } = chartProps;
  const [sort, setSort] = useState<SortState | null>(null);
  const [hover, setHover] = useState<(SparkHover & { row: number; column: number }) | null>(null);

  useEffect(() => {
    onRendered?.();
  }, [onRendered, width, height, chartProps, colorMode, sort]);

  const sorted = useMemo(() => {
    if (!sort) return rows;
    const direction = sort.descending ? -1 : 1;
    return [...rows].sort((a, b) => {
      const va = sortValue(a, sort.column);
      const vb = sortValue(b, sort.column);
      if (va === null || vb === null) return va === vb ? 0 : va === null ? 1 : -1;
      return (typeof va === 'string' ? va.localeCompare(String(vb)) : va - (vb as number)) * direction;
    });
  }, [rows, sort]);

  const textWidths = useMemo<TableTextWidths>(() => {
    // Headers are bold and may carry a sort arrow; values use the column's format.
    const header = (label: string) => measureTextWidth(`${label} ▼`, FONT_SIZE, 600);
    return {
      name: Math.max(header(chartProps.rowHeader), ...rows.map((row) => measureTextWidth(row.name, FONT_SIZE))),
      columns: columns.map((column, c) =>
        column.colType === 'spark' ? null : Math.max(header(column.label), ...rows.map((row) => measureTextWidth(cellText(row.cells[c], column.format), FONT_SIZE))),
      ),
    };
  }, [chartProps.rowHeader, columns, rows]);
  const sparkWidths = sparkColumnWidths(columns, width, textWidths);

  const toggleSort = (column: number) => setSort((current) => (current?.column === column ? (current.descending ? null : { column, descending: true }) : { column, descending: false }));
  const cellStyle = { padding: '4px 10px', borderBottom: `1px solid ${palette.grid}`, whiteSpace: 'nowrap' as const };
  const headerStyle = { ...cellStyle, position: 'sticky' as const, top: 0, background: palette.background, fontWeight: 600, cursor: 'pointer', userSelect: 'none' as const, borderBottom: `1px solid ${palette.axis}` };
  const arrow = (column: number) => (sort?.column === column ? (sort.descending ? ' ▼' : ' ▲') : '');

  if (rows.length === 0) {
    return (
      <div data-part="time-table" style={{ width, height, display: 'flex', alignItems: 'center', justifyContent: 'center', fontFamily: CHART_FONT_FAMILY, color: palette.mutedText, fontSize: 14 }}>
        <span data-part="empty">No data</span>
      </div>
    );
  }
  return (
    <div data-part="time-table" style={{ position: 'relative', width, height, overflow: 'auto', fontFamily: CHART_FONT_FAMILY, fontSize: FONT_SIZE, color: palette.text, background: palette.background }}>
      <table style={{ borderCollapse: 'separate', borderSpacing: 0, minWidth: '100%' }}>
        <thead>
          <tr>
            <th data-part="header" style={{ ...headerStyle, textAlign: 'left' }} onClick={() => toggleSort(-1)} aria-sort={sort?.column === -1 ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
              {chartProps.rowHeader}
              {arrow(-1)}
            </th>
            {columns.map((column, i) => (
              <th
                key={column.key}
                data-part="header"
                title={column.tooltip || undefined}
                style={{ ...headerStyle, textAlign: column.colType === 'spark' ? 'left' : 'right', cursor: column.colType === 'spark' ? 'default' : 'pointer' }}
                onClick={column.colType === 'spark' ? undefined : () => toggleSort(i)}
                aria-sort={sort?.column === i ? (sort.descending ? 'descending' : 'ascending') : undefined}
              >
                {column.label}
                {arrow(i)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row, r) => (
            <tr key={row.key} data-part="row">
              <td data-part="row-name" style={cellStyle}>
                {row.href ? (
                  <a href={row.href} target="_blank" rel="noopener noreferrer" style={{ color: palette.text }}>
                    {row.name}
                  </a>
                ) : (
                  row.name
                )}
              </td>
              {row.cells.map((cell, c) => {
                const column = columns[c]!;
                if (cell.kind === 'spark') {
                  const w = sparkWidths[c] ?? MIN_SPARK_WIDTH;
                  const h = column.height ?? DEFAULT_SPARK_HEIGHT;
                  return (
                    <td key={column.key} style={{ ...cellStyle, padding: '2px 10px', position: 'relative' }}>
                      <Sparkline
                        points={cell.points}
                        times={times}
                        column={column}
                        width={w}
                        height={h}
                        color={palette.text}
                        mutedColor={palette.mutedText}
                        onHover={(at) => setHover(at ? { ...at, row: r, column: c } : null)}
                      />
                      {hover && hover.row === r && hover.column === c ? (
                        <div
                          role="tooltip"
                          style={{
                            position: 'absolute',
                            left: Math.min(hover.x + 14, Math.max(0, w - 60)),
                            // Above the sparkline, or below it on the first row (the header covers the top).
                            top: r === 0 ? '100%' : -4,
                            transform: r === 0 ? undefined : 'translateY(-100%)',
                            padding: '4px 8px',
                            background: palette.tooltipBackground,
                            border: `1px solid ${palette.tooltipBorder}`,
                            borderRadius: 4,
                            color: palette.tooltipText,
                            fontSize: 12,
                            pointerEvents: 'none',
                            whiteSpace: 'nowrap',
                            zIndex: 2,
                            boxShadow: '0 2px 8px rgba(0, 0, 0, 0.15)',
                          }}
                        >
                          <div style={{ color: palette.mutedText }}>{hover.title}</div>
                          <div style={{ fontWeight: 600 }}>{hover.value}</div>
                        </div>
                      ) : null}
                    </td>
                  );
                }
                const text = cellText(cell, column.format);
                return (
                  <td key={column.key} data-part="value" title={cell.error} style={{ ...cellStyle, textAlign: 'right', fontVariantNumeric: 'tabular-nums', color: cell.color ?? (cell.value === null ? palette.mutedText : palette.text) }}>
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
