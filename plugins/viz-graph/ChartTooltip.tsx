import { measureTextWidth, type ChartSurfaceColors } from '@core/plugin-api/index.js';

const FONT_SIZE = 12;
const LINE_HEIGHT = 17;
const OFFSET = 14;

/** One line of a tooltip: a bold title, or a label with its value. */
export interface TooltipLine {
  label: string;
  value?: string;
  /** A colour swatch before the line. */
  color?: string;
  bold?: boolean;
}

/** Props of {@link ChartTooltip}. */
export interface ChartTooltipProps {
  /** The pointer in the chart's box. */
  x: number;
  y: number;
  /** The chart's box, which the tooltip stays inside. */
  width: number;
  height: number;
  lines: readonly TooltipLine[];
  surface: Readonly<ChartSurfaceColors>;
}

/** A hover tooltip: an HTML box beside the pointer, flipped to stay inside the chart's box. */
export function ChartTooltip({ x, y, width, height, lines, surface }: ChartTooltipProps) {
  const textWidth = Math.max(
    ...lines.map((line) => measureTextWidth(line.value === undefined ? line.label : `${line.label}: ${line.value}`, FONT_SIZE, line.bold ? 600 : 400) + (line.color ? 16 : 0)),
  );
  const boxWidth = Math.min(width, textWidth + 20);
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
        background: surface.tooltipBackground,
        border: `1px solid ${surface.tooltipBorder}`,
        borderRadius: 4,
        boxShadow: '0 2px 8px rgba(0, 0, 0, 0.15)',
        color: surface.tooltipText,
        fontSize: FONT_SIZE,
        lineHeight: `${LINE_HEIGHT}px`,
        whiteSpace: 'nowrap',
        zIndex: 2,
      }}
    >
      {lines.map((line, index) => (
        <div key={index} style={{ display: 'flex', alignItems: 'center', gap: 6, fontWeight: line.bold ? 600 : 400, overflow: 'hidden' }}>
          {line.color ? <span aria-hidden="true" style={{ width: 10, height: 10, borderRadius: 2, background: line.color, flex: 'none' }} /> : null}
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{line.value === undefined ? line.label : `${line.label}: ${line.value}`}</span>
        </div>
      ))}
    </div>
  );
}
