import { measureTextWidth } from '@core/plugin-api/index.js';
import type { XyPalette } from './chart-palette.js';

const FONT_SIZE = 12;
const LINE_HEIGHT = 17;
const OFFSET = 14;

/** One line of a tooltip: an optional colour swatch, a name and a value. */
export interface TooltipRow {
  color?: string;
  name: string;
  value: string;
  /** A muted third column, such as a share. */
  extra?: string;
}

/** Props of {@link ChartTooltip}. */
export interface ChartTooltipProps {
  /** Pointer position in the chart's box. */
  x: number;
  y: number;
  /** The chart's box, which the tooltip stays inside. */
  width: number;
  height: number;
  palette: XyPalette;
  title: string;
  rows: readonly TooltipRow[];
}

/** A tooltip box beside the pointer, flipped to stay inside the chart: a bold title, then name–value lines. */
export function ChartTooltip({ x, y, width, height, palette, title, rows }: ChartTooltipProps) {
  const rowWidth = (row: TooltipRow) =>
    (row.color ? 16 : 0) + measureTextWidth(`${row.name}: `, FONT_SIZE) + measureTextWidth(row.value, FONT_SIZE, 600) + (row.extra ? measureTextWidth(row.extra, FONT_SIZE) + 10 : 0);
  const tooltipWidth = Math.min(Math.max(measureTextWidth(title, FONT_SIZE, 600), ...rows.map(rowWidth)) + 24, Math.max(120, width - 8));
  const tooltipHeight = (rows.length + 1) * LINE_HEIGHT + 12;
  const left = x + OFFSET + tooltipWidth > width ? x - OFFSET - tooltipWidth : x + OFFSET;
  const top = y + OFFSET + tooltipHeight > height ? y - OFFSET - tooltipHeight : y + OFFSET;
  return (
    <div
      role="tooltip"
      style={{
        position: 'absolute',
        left: Math.max(0, Math.min(width - tooltipWidth, left)),
        top: Math.max(0, Math.min(height - tooltipHeight, top)),
        width: tooltipWidth,
        boxSizing: 'border-box',
        padding: '6px 8px',
        pointerEvents: 'none',
        background: palette.tooltipBackground,
        border: `1px solid ${palette.tooltipBorder}`,
        borderRadius: 4,
        boxShadow: '0 2px 8px rgba(0, 0, 0, 0.15)',
        color: palette.tooltipText,
        fontSize: FONT_SIZE,
        lineHeight: `${LINE_HEIGHT}px`,
        whiteSpace: 'nowrap',
        zIndex: 2,
      }}
    >
      <div style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }}>{title}</div>
      {rows.map((row, i) => (
        <div key={i} style={{ display: 'flex', alignItems: 'center', gap: 6, overflow: 'hidden' }}>
          {row.color ? <span aria-hidden="true" style={{ width: 10, height: 10, borderRadius: 2, background: row.color, flex: 'none' }} /> : null}
          <span style={{ color: palette.mutedText, overflow: 'hidden', textOverflow: 'ellipsis' }}>{row.name}:</span>
          <span style={{ fontWeight: 600 }}>{row.value}</span>
          {row.extra ? <span style={{ color: palette.mutedText }}>{row.extra}</span> : null}
        </div>
      ))}
    </div>
  );
}
