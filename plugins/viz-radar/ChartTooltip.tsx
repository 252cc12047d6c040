import type { ChartSurfaceColors } from '@core/plugin-api/index.js';
import { measureTextWidth } from '@core/plugin-api/index.js';

/** Font size of tooltip text. */
export const TOOLTIP_FONT_SIZE = 12;
const LINE_HEIGHT = 17;
const OFFSET = 14;

/** One line of a tooltip. */
export interface TooltipLine {
  text: string;
  /** A colour swatch before the text. */
  color?: string;
  bold?: boolean;
  muted?: boolean;
}

/** Props of {@link ChartTooltip}. */
export interface ChartTooltipProps {
  lines: readonly TooltipLine[];
  /** Pointer position in the chart's box. */
  x: number;
  y: number;
  /** The chart's box, which the tooltip stays inside. */
  width: number;
  height: number;
  palette: ChartSurfaceColors;
}

/**
 * A hover tooltip: an HTML box beside the pointer, flipped to the other side near the right or
 * bottom edge and kept inside the chart's box.
 */
export function ChartTooltip({ lines, x, y, width, height, palette }: ChartTooltipProps) {
  const boxWidth = Math.min(width, Math.max(...lines.map((line) => measureTextWidth(line.text, TOOLTIP_FONT_SIZE, line.bold ? 600 : 400) + (line.color ? 16 : 0))) + 18);
  const boxHeight = lines.length * LINE_HEIGHT + 12;
  const left = x + OFFSET + boxWidth > width ? x - OFFSET - boxWidth : x + OFFSET;
  const top = y + OFFSET + boxHeight > height ? y - OFFSET - boxHeight : y + OFFSET;
  return (
    <div
      role="tooltip"
      style={{
        position: 'absolute',
        left: Math.max(0, Math.min(width - boxWidth, left)),
        top: Math.max(0, Math.min(height - boxHeight, top)),
        width: boxWidth,
        boxSizing: 'border-box',
        padding: '6px 8px',
        pointerEvents: 'none',
        background: palette.tooltipBackground,
        border: `1px solid ${palette.tooltipBorder}`,
        borderRadius: 4,
        boxShadow: '0 2px 8px rgba(0, 0, 0, 0.15)',
        color: palette.tooltipText,
        fontSize: TOOLTIP_FONT_SIZE,
        lineHeight: `${LINE_HEIGHT}px`,
        whiteSpace: 'nowrap',
        zIndex: 2,
      }}
    >
      {lines.map((line, index) => (
        <div
          key={index}
          style={{ display: 'flex', alignItems: 'center', gap: 6, fontWeight: line.bold ? 600 : 400, color: line.muted ? palette.mutedText : undefined, overflow: 'hidden' }}
        >
          {line.color ? <span aria-hidden="true" style={{ width: 10, height: 10, borderRadius: 2, background: line.color, flex: 'none' }} /> : null}
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{line.text}</span>
        </div>
      ))}
    </div>
  );
}
