import { measureTextWidth, truncateText } from '@core/plugin-api/index.js';
import { useId } from 'react';
import type { HeatmapPalette } from './chart-palette.js';
import type { Box } from './heatmap-layout.js';
import type { HeatmapLegend } from './transform-props.js';

const FONT_SIZE = 11;
const RAMP_HEIGHT = 10;

/** Props of {@link ColorLegend}. */
export interface ColorLegendProps {
  box: Box;
  legend: HeatmapLegend;
  palette: HeatmapPalette;
}

/**
 * The colour scale of a heatmap, right-aligned in its strip: a continuous ramp between the low and
 * high labels with the caption before it, or one swatch per step with its range. Steps whose
 * labels do not fit keep only the ends' labels.
 */
export function ColorLegend({ box, legend, palette }: ColorLegendProps) {
  const gradientId = `heatmap-ramp-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const y = box.top + 10;
  const right = box.left + box.width - 12;
  if (legend.type === 'piecewise') {
    const items = legend.pieces.map((piece) => ({ ...piece, width: 14 + measureTextWidth(piece.label, FONT_SIZE) + 12 }));
    const total = items.reduce((sum, item) => sum + item.width, 0);
    const withLabels = total <= box.width - 24;
    let x = withLabels ? right - total : right - items.length * 16;
    return (
      <g data-part="color-legend" fontSize={FONT_SIZE} fill={palette.text}>
        {!withLabels ? (
          <text x={x - 6} y={y + RAMP_HEIGHT / 2} dy="0.35em" textAnchor="end" fill={palette.mutedText}>
            {legend.minLabel}
          </text>
        ) : null}
        {items.map((item) => {
          const at = x;
          x += withLabels ? item.width : 16;
          return (
            <g key={item.label} data-part="legend-piece">
              <rect x={at} y={y} width={12} height={RAMP_HEIGHT + 2} rx={2} fill={item.color} />
              {withLabels ? (
                <text x={at + 16} y={y + RAMP_HEIGHT / 2 + 1} dy="0.35em">
                  {item.label}
                </text>
              ) : null}
            </g>
          );
        })}
        {!withLabels ? (
          <text x={x + 2} y={y + RAMP_HEIGHT / 2} dy="0.35em" fill={palette.mutedText}>
            {legend.maxLabel}
          </text>
        ) : null}
      </g>
    );
  }
  const rampWidth = Math.max(60, Math.min(220, box.width * 0.35));
  const maxWidth = measureTextWidth(legend.maxLabel, FONT_SIZE);
  const rampRight = right - maxWidth - 6;
  const rampLeft = rampRight - rampWidth;
  const minX = rampLeft - 6;
  const captionRoom = minX - measureTextWidth(legend.minLabel, FONT_SIZE) - 16 - box.left;
  const stops = legend.colors;
  return (
    <g data-part="color-legend" fontSize={FONT_SIZE} fill={palette.text}>
      <defs>
        <linearGradient id={gradientId} x1="0" x2="1" y1="0" y2="0">
          {stops.map((stop, i) => (
            <stop key={i} offset={stops.length > 1 ? i / (stops.length - 1) : 0} stopColor={stop} />
          ))}
        </linearGradient>
      </defs>
      {captionRoom > 40 ? (
        <text x={minX - measureTextWidth(legend.minLabel, FONT_SIZE) - 14} y={y + RAMP_HEIGHT / 2} dy="0.35em" textAnchor="end" fill={palette.mutedText}>
          {truncateText(legend.caption, captionRoom, FONT_SIZE)}
        </text>
      ) : null}
      <text x={minX} y={y + RAMP_HEIGHT / 2} dy="0.35em" textAnchor="end">
        {legend.minLabel}
      </text>
      <rect data-part="legend-ramp" x={rampLeft} y={y} width={rampWidth} height={RAMP_HEIGHT} rx={2} fill={`url(#${gradientId})`} stroke={palette.divider} />
      <text x={rampRight + 6} y={y + RAMP_HEIGHT / 2} dy="0.35em">
        {legend.maxLabel}
      </text>
    </g>
  );
}
