import { measureTextWidth, truncateText, type ChartSurfaceColors } from '@core/plugin-api/index.js';
import { useId } from 'react';

const FONT_SIZE = 11;
const RAMP_HEIGHT = 8;

/** What a colour ramp legend says: a caption over the ramp, its colours low to high, and the end labels. */
export interface ColorRamp {
  caption: string;
  colors: readonly string[];
  minLabel: string;
  maxLabel: string;
}

/** Props of {@link ColorRampLegend}. */
export interface ColorRampLegendProps {
  /** Bottom-left corner of the legend, in the chart's SVG. */
  x: number;
  y: number;
  /** Width available; the ramp takes 30% of it, between 60 and 180 px. */
  width: number;
  ramp: ColorRamp;
  surface: Readonly<Pick<ChartSurfaceColors, 'text' | 'mutedText' | 'divider'>>;
}

/**
 * The legend of a metric shading (an SVG group): the caption above a horizontal ramp with the
 * lowest value's label before it and the highest after it.
 *
 * @example
 * ```tsx
 * <ColorRampLegend x={10} y={height - 8} width={width} surface={chartSurfaceColors('light')}
 *   ramp={{ caption: 'Population', colors: ['#fff', '#08306b'], minLabel: '60k', maxLabel: '1.4B' }} />
 * ```
 */
export function ColorRampLegend({ x, y, width, ramp, surface }: ColorRampLegendProps) {
  const gradientId = `color-ramp-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const rampWidth = Math.max(60, Math.min(180, width * 0.3));
  const rampLeft = x + measureTextWidth(ramp.minLabel, FONT_SIZE) + 6;
  const rampTop = y - RAMP_HEIGHT;
  const stops = ramp.colors;
  return (
    <g data-part="color-legend" fontSize={FONT_SIZE} fill={surface.text}>
      <defs>
        <linearGradient id={gradientId} x1="0" x2="1" y1="0" y2="0">
          {stops.map((stop, i) => (
            <stop key={i} offset={stops.length > 1 ? i / (stops.length - 1) : 0} stopColor={stop} />
          ))}
        </linearGradient>
      </defs>
      <text x={x} y={rampTop - 6} fill={surface.mutedText}>
        {truncateText(ramp.caption, Math.max(40, width - 8), FONT_SIZE)}
      </text>
      <text x={x} y={rampTop + RAMP_HEIGHT / 2} dy="0.35em">
        {ramp.minLabel}
      </text>
      <rect data-part="legend-ramp" x={rampLeft} y={rampTop} width={rampWidth} height={RAMP_HEIGHT} rx={2} fill={`url(#${gradientId})`} stroke={surface.divider} />
      <text x={rampLeft + rampWidth + 6} y={rampTop + RAMP_HEIGHT / 2} dy="0.35em">
        {ramp.maxLabel}
      </text>
    </g>
  );
}
