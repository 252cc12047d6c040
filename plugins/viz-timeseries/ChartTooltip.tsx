import type { CSSProperties } from 'react';
import type { ChartTheme } from './chart-theme.js';
import type { TooltipContent } from './tooltip-content.js';

/** Height of one tooltip line (12 px text, 1.45 line height). */
const LINE_HEIGHT = 17.4;

/** Props of {@link ChartTooltip}. */
export interface ChartTooltipProps {
  content: TooltipContent;
  /** Pointer position in the chart's box. */
  x: number;
  y: number;
  width: number;
  height: number;
  theme: ChartTheme;
}

/**
 * The hover tooltip: an HTML box beside the pointer, kept inside the chart by opening towards
 * the chart's centre and estimating its height from its lines (so it needs no measuring).
 */
export function ChartTooltip({ content, x, y, width, height, theme }: ChartTooltipProps) {
  // Estimated from its lines (no measuring): below the pointer, moved up as far as it must to fit.
  const lines = 1 + content.rows.length + (content.more > 0 ? 1 : 0) + (content.total !== null ? 1 : 0);
  const estimatedHeight = Math.min(height - 8, 16 + lines * LINE_HEIGHT);
  const top = Math.max(4, Math.min(y + 10, height - estimatedHeight - 4));
  const style: CSSProperties = {
    position: 'absolute',
    pointerEvents: 'none',
    zIndex: 2,
    maxWidth: Math.max(120, Math.min(320, width - 16)),
    maxHeight: Math.max(60, height - 16),
    overflow: 'hidden',
    padding: '6px 10px',
    borderRadius: 4,
    border: `1px solid ${theme.tooltipBorder}`,
    background: theme.tooltipBackground,
    color: theme.tooltipText,
    boxShadow: '0 2px 8px rgba(0, 0, 0, 0.18)',
    font: '12px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    whiteSpace: 'nowrap',
    ...(x > width / 2 ? { right: width - x + 14 } : { left: x + 14 }),
    top,
  };
  return (
    <div role="tooltip" style={style}>
      <div style={{ fontWeight: 600, marginBottom: 2 }}>{content.title}</div>
      {content.rows.map((row) => (
        <div key={row.key} style={{ display: 'flex', alignItems: 'center', gap: 6, fontWeight: row.active ? 600 : 400 }}>
          <span
            aria-hidden
            style={{ width: 10, height: 0, borderTop: `3px ${row.dashed ? 'dashed' : 'solid'} ${row.color}`, flex: 'none' }}
          />
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', flex: '1 1 auto', minWidth: 0 }}>{row.name}</span>
          <span style={{ marginLeft: 12, fontVariantNumeric: 'tabular-nums' }}>{row.value}</span>
        </div>
      ))}
      {content.more > 0 && <div style={{ opacity: 0.75 }}>{`and ${content.more} more`}</div>}
      {content.total !== null && (
        <div style={{ display: 'flex', justifyContent: 'space-between', borderTop: `1px solid ${theme.tooltipBorder}`, marginTop: 3, paddingTop: 2, fontWeight: 600 }}>
          <span>Total</span>
          <span style={{ marginLeft: 12, fontVariantNumeric: 'tabular-nums' }}>{content.total}</span>
        </div>
      )}
    </div>
  );
}
