import { measureTextWidth, type ChartSurfaceColors } from '@core/plugin-api/index.js';

/** Font size of tooltip text. */
export const TOOLTIP_FONT_SIZE = 12;
const LINE_HEIGHT = 17;
/** Distance from the pointer. */
const OFFSET = 14;
/** Horizontal padding and border of the box. */
const CHROME = 18;
/** Swatch and the gap after it. */
const SWATCH = 16;
/** Gap between the parts of a name–value row. */
const GAP = 6;

/** One line of a tooltip: a text, or a label and its value written `label: value`. */
export interface TooltipLine {
  text: string;
  value?: string;
  /** A colour swatch before the line. */
  color?: string;
  bold?: boolean;
  muted?: boolean;
}

/** A name–value row: the name muted, the value bold, then a muted `extra` (a share, say). */
export interface TooltipRow {
  name: string;
  value: string;
  extra?: string;
  /** A colour swatch before the row. */
  color?: string;
}

/** A title with plain lines under it, as charts that build their tooltip in one piece hand it over. */
export interface TooltipContent {
  title: string;
  /** A colour swatch before the title. */
  color?: string;
  lines: readonly TooltipLine[];
}

/** The colours a tooltip is drawn in: the chart's surface colours. */
export type TooltipColors = Pick<ChartSurfaceColors, 'tooltipBackground' | 'tooltipBorder' | 'tooltipText' | 'mutedText'>;

/** Props of {@link ChartTooltip}: what it says (a title, lines, rows, in that order) and where. */
export interface ChartTooltipProps {
  /** Pointer position in the chart's box. */
  x: number;
  y: number;
  /** The chart's box, which the tooltip stays inside. */
  width: number;
  height: number;
  surface: Readonly<TooltipColors>;
  /** A bold first line. */
  title?: string;
  /** A colour swatch before the title. */
  titleColor?: string;
  lines?: readonly TooltipLine[];
  rows?: readonly TooltipRow[];
  /** The widest the box grows (the chart's width); longer lines end in an ellipsis. */
  maxWidth?: number;
}

const lineText = (line: TooltipLine) => (line.value === undefined ? line.text : `${line.text}: ${line.value}`);

function swatch(color: string | undefined) {
  return color ? <span aria-hidden="true" style={{ width: 10, height: 10, borderRadius: 2, background: color, flex: 'none' }} /> : null;
}

/**
 * A hover tooltip: an HTML box beside the pointer, flipped to the other side near the right or
 * bottom edge and kept inside the chart's box. Its size comes from measuring its text, so it
 * needs no layout pass.
 *
 * @example
 * ```tsx
 * <ChartTooltip x={40} y={30} width={400} height={300} surface={chartSurfaceColors('light')}
 *   title="CA" titleColor="#1f77b4" rows={[{ name: 'count', value: '1,200' }]} />
 * ```
 */
export function ChartTooltip({ x, y, width, height, surface, title, titleColor, lines = [], rows = [], maxWidth = width }: ChartTooltipProps) {
  const widths = [
    ...(title === undefined ? [] : [measureTextWidth(title, TOOLTIP_FONT_SIZE, 600) + (titleColor ? SWATCH : 0)]),
    ...lines.map((line) => measureTextWidth(lineText(line), TOOLTIP_FONT_SIZE, line.bold ? 600 : 400) + (line.color ? SWATCH : 0)),
    ...rows.map(
      (row) =>
        (row.color ? SWATCH : 0) +
        measureTextWidth(`${row.name}:`, TOOLTIP_FONT_SIZE) +
        GAP +
        measureTextWidth(row.value, TOOLTIP_FONT_SIZE, 600) +
        (row.extra ? GAP + measureTextWidth(row.extra, TOOLTIP_FONT_SIZE) : 0),
    ),
  ];
  const boxWidth = Math.min(maxWidth, width, Math.max(0, ...widths) + CHROME);
  const boxHeight = ((title === undefined ? 0 : 1) + lines.length + rows.length) * LINE_HEIGHT + 12;
  const left = x + OFFSET + boxWidth > width ? x - OFFSET - boxWidth : x + OFFSET;
  const top = y + OFFSET + boxHeight > height ? y - OFFSET - boxHeight : y + OFFSET;
  const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis' } as const;
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
        fontSize: TOOLTIP_FONT_SIZE,
        lineHeight: `${LINE_HEIGHT}px`,
        whiteSpace: 'nowrap',
        zIndex: 2,
      }}
    >
      {title === undefined ? null : (
        <div style={{ display: 'flex', alignItems: 'center', gap: GAP, fontWeight: 600, overflow: 'hidden' }}>
          {swatch(titleColor)}
          <span style={ellipsis}>{title}</span>
        </div>
      )}
      {lines.map((line, index) => (
        <div
          key={`line-${index}`}
          style={{ display: 'flex', alignItems: 'center', gap: GAP, fontWeight: line.bold ? 600 : 400, color: line.muted ? surface.mutedText : undefined, overflow: 'hidden' }}
        >
          {swatch(line.color)}
          <span style={ellipsis}>{lineText(line)}</span>
        </div>
      ))}
      {rows.map((row, index) => (
        <div key={`row-${index}`} style={{ display: 'flex', alignItems: 'center', gap: GAP, overflow: 'hidden' }}>
          {swatch(row.color)}
          <span style={{ color: surface.mutedText, ...ellipsis }}>{row.name}:</span>
          <span style={{ fontWeight: 600 }}>{row.value}</span>
          {row.extra ? <span style={{ color: surface.mutedText }}>{row.extra}</span> : null}
        </div>
      ))}
    </div>
  );
}
