import { measureTextWidth, type ChartSurfaceColors } from '@core/plugin-api/index.js';

const FONT_SIZE = 12;
const LINE_HEIGHT = 17;
const OFFSET = 14;
/** The widest a tooltip grows; longer lines are cut with an ellipsis. */
const MAX_WIDTH = 320;

/** What a tooltip says: a bold title (with a colour swatch) and lines below it. */
export interface TooltipContent {
  title: string;
  color?: string;
  lines: ReadonlyArray<{ text: string; muted?: boolean }>;
}

/** Props of {@link ChartTooltip}. */
export interface ChartTooltipProps {
  /** Pointer position in the chart's box. */
  x: number;
  y: number;
  /** The chart's box: the tooltip stays inside it. */
  boxWidth: number;
  boxHeight: number;
  content: TooltipContent;
  surface: Readonly<ChartSurfaceColors>;
}

/**
 * A hover tooltip: an HTML box beside the pointer, flipped to the other side near the chart's
 * right and bottom edges so it stays inside the chart's box.
 */
export function ChartTooltip({ x, y, boxWidth, boxHeight, content, surface }: ChartTooltipProps) {
  const titleWidth = measureTextWidth(content.title, FONT_SIZE, 600) + (content.color ? 16 : 0);
  const width = Math.min(MAX_WIDTH, Math.max(titleWidth, ...content.lines.map((line) => measureTextWidth(line.text, FONT_SIZE))) + 18);
  const height = (content.lines.length + 1) * LINE_HEIGHT + 12;
  const left = x + OFFSET + width > boxWidth ? x - OFFSET - width : x + OFFSET;
  const top = y + OFFSET + height > boxHeight ? y - OFFSET - height : y + OFFSET;
  return (
    <div
      role="tooltip"
      style={{
        position: 'absolute',
        left: Math.max(0, Math.min(boxWidth - width, left)),
        top: Math.max(0, Math.min(boxHeight - height, top)),
        width,
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
      <div style={{ display: 'flex', alignItems: 'center', gap: 6, fontWeight: 600 }}>
        {content.color ? <span aria-hidden="true" style={{ width: 10, height: 10, borderRadius: 2, background: content.color, flex: 'none' }} /> : null}
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{content.title}</span>
      </div>
      {content.lines.map((line, index) => (
        <div key={index} style={{ overflow: 'hidden', textOverflow: 'ellipsis', color: line.muted ? surface.mutedText : undefined }}>
          {line.text}
        </div>
      ))}
    </div>
  );
}
