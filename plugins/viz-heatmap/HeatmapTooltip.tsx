import { measureTextWidth } from '@core/plugin-api/index.js';
import type { HeatmapPalette } from './chart-palette.js';

const FONT_SIZE = 12;
const LINE_HEIGHT = 17;
const OFFSET = 14;

/** Props of {@link HeatmapTooltip}. */
export interface HeatmapTooltipProps {
  /** Pointer position in the chart's box. */
  x: number;
  y: number;
  /** The chart's box, which the tooltip stays inside. */
  width: number;
  height: number;
  palette: HeatmapPalette;
  /** The cell's colour, shown as a swatch. */
  color: string;
  /** `[name, value]` lines. */
  rows: ReadonlyArray<readonly [string, string]>;
}

/** A tooltip box beside the pointer, flipped to stay inside the chart: a swatch, then name–value lines. */
export function HeatmapTooltip({ x, y, width, height, palette, color, rows }: HeatmapTooltipProps) {
  const tooltipWidth = Math.max(...rows.map(([name, value]) => measureTextWidth(`${name}: `, FONT_SIZE, 400) + measureTextWidth(value, FONT_SIZE, 600))) + 40;
  const tooltipHeight = rows.length * LINE_HEIGHT + 12;
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
      {rows.map(([name, value], i) => (
        <div key={i} style={{ display: 'flex', alignItems: 'center', gap: 6, overflow: 'hidden' }}>
          {i === 0 ? <span aria-hidden="true" style={{ width: 10, height: 10, borderRadius: 2, background: color, flex: 'none' }} /> : <span style={{ width: 10, flex: 'none' }} />}
          <span style={{ color: palette.mutedText }}>{name}:</span>
          <span style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }}>{value}</span>
        </div>
      ))}
    </div>
  );
}
