import { CHART_FONT_FAMILY, getNumberFormatter, type ChartSurfaceColors } from '@core/plugin-api/index.js';
import type { ParaChartProps } from './transform-props.js';

/** The most rows the table lists; the rest are counted. */
export const TABLE_ROW_CAP = 500;

/** Props of {@link ParaTable}. */
export interface ParaTableProps {
  chartProps: ParaChartProps;
  /** Indexes of the lines to list (those the brushes keep). */
  rows: readonly number[];
  top: number;
  width: number;
  height: number;
  surface: Readonly<ChartSurfaceColors>;
  hovered: number | null;
  onHover: (index: number | null) => void;
  /** The colour a line is drawn in. */
  colorOf: (index: number) => string;
}

/** The data table under parallel coordinates: the kept lines, their dimension and metric values. */
export function ParaTable({ chartProps, rows, top, width, height, surface, hovered, onHover, colorOf }: ParaTableProps) {
  const format = getNumberFormatter(chartProps.numberFormat);
  const headers = [...(chartProps.seriesTitle !== null ? [chartProps.seriesTitle] : []), ...chartProps.axes.map((axis) => axis.title)];
  const shown = rows.slice(0, TABLE_ROW_CAP);
  const cell = { padding: '3px 8px', borderBottom: `1px solid ${surface.divider}`, whiteSpace: 'nowrap' as const };
  return (
    <div
      data-part="data-table"
      style={{ position: 'absolute', left: 0, top, width, height, overflow: 'auto', boxSizing: 'border-box', borderTop: `1px solid ${surface.divider}`, fontFamily: CHART_FONT_FAMILY, fontSize: 12 }}
    >
      <table style={{ borderCollapse: 'collapse', minWidth: '100%', color: surface.text }}>
        <thead>
          <tr>
            {headers.map((header, i) => (
              <th key={i} style={{ ...cell, position: 'sticky', top: 0, background: surface.background, textAlign: i === 0 && chartProps.seriesTitle !== null ? 'left' : 'right', fontWeight: 600 }}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onMouseLeave={() => onHover(null)}>
          {shown.map((index) => {
            const line = chartProps.lines[index]!;
            return (
              <tr key={line.id} data-part="table-row" onMouseEnter={() => onHover(index)} style={{ background: hovered === index ? surface.divider : 'transparent' }}>
                {chartProps.seriesTitle !== null ? (
                  <td style={cell}>
                    <span aria-hidden="true" style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 2, marginRight: 6, background: colorOf(index) }} />
                    {line.name}
                  </td>
                ) : null}
                {line.values.map((value, i) => (
                  <td key={i} style={{ ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                    {value === null ? '' : format(value)}
                  </td>
                ))}
              </tr>
            );
          })}
          {rows.length > shown.length ? (
            <tr>
              <td colSpan={headers.length} style={{ ...cell, color: surface.mutedText }}>
                {`… and ${rows.length - shown.length} more rows`}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
