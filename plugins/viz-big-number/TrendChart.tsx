import { CHART_FONT_FAMILY, measureTextWidth } from '@core/plugin-api/index.js';
import { color } from 'd3';
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { BigNumberPalette } from './chart-palette.js';
import type { TrendPoint } from './transform-props.js';
import { nearestPoint, trendGeometry, type DefinedPoint, type TrendGeometry } from './trend-geometry.js';

/** Past this many periods the trend is drawn on a canvas instead of as SVG. */
export const CANVAS_THRESHOLD = 2000;

const TOOLTIP_FONT_SIZE = 12;
const TOOLTIP_PADDING_X = 8;
const TOOLTIP_LINE_HEIGHT = 16;
const TOOLTIP_HEIGHT = 2 * TOOLTIP_LINE_HEIGHT + 12;

/** Props of {@link TrendChart}. */
export interface TrendChartProps {
  width: number;
  height: number;
  points: readonly TrendPoint[];
  startAtZero: boolean;
  palette: BigNumberPalette;
  /** Name of the metric, for the chart's accessible label. */
  metricLabel: string;
  formatValue: (value: number) => string;
  formatTime: (time: number) => string;
  /** How far above its own box the tooltip may extend (the space of the chart above the trend). */
  overflowTop: number;
  /** Start of the selected period (the chart's cross-filter), marked on the trend; null or absent without one. */
  selectedX?: number | null;
  /** A click on the trend, with the nearest period that has a value; absent when the trend is not interactive. */
  onPointClick?: (point: DefinedPoint) => void;
  /** A right-click on the trend, with the nearest period that has a value. */
  onPointContextMenu?: (point: DefinedPoint, event: MouseEvent<HTMLDivElement>) => void;
}

function withOpacity(colorText: string, opacity: number): string {
  const parsed = color(colorText);
  return parsed ? parsed.copy({ opacity }).formatRgb() : colorText;
}

function drawOnCanvas(canvas: HTMLCanvasElement, width: number, height: number, points: readonly TrendPoint[], lineColor: string, geometry: TrendGeometry): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const ratio = typeof window !== 'undefined' && window.devicePixelRatio ? window.devicePixelRatio : 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  const gradient = context.createLinearGradient(0, 0, 0, height);
  gradient.addColorStop(0, withOpacity(lineColor, 0.28));
  gradient.addColorStop(1, withOpacity(lineColor, 0.02));
  const data = [...points];
  context.beginPath();
  geometry.area.context(context)(data);
  context.fillStyle = gradient;
  context.fill();
  context.beginPath();
  geometry.line.context(context)(data);
  context.strokeStyle = lineColor;
  context.lineWidth = 1.5;
  context.lineJoin = 'round';
  context.stroke();
  geometry.area.context(null);
  geometry.line.context(null);
}

/**
 * The trend of a big number: an area under a line, scaled by d3, as SVG (or on a canvas past
 * {@link CANVAS_THRESHOLD} periods). Hovering shows the nearest period's date and value in a
 * tooltip, with a guide line and a dot on the trend. A click or right-click reports the nearest
 * period; the selected period is marked with a solid guide and a larger dot.
 */
export function TrendChart({
  width,
  height,
  points,
  startAtZero,
  palette,
  metricLabel,
  formatValue,
  formatTime,
  overflowTop,
  selectedX,
  onPointClick,
  onPointContextMenu,
}: TrendChartProps) {
  const geometry = useMemo(() => trendGeometry(points, width, height, startAtZero), [points, width, height, startAtZero]);
  const [hovered, setHovered] = useState<DefinedPoint | undefined>(undefined);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const gradientId = `trend-fill-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const useCanvas = points.length > CANVAS_THRESHOLD;

  useEffect(() => {
    if (useCanvas && canvasRef.current) drawOnCanvas(canvasRef.current, width, height, points, palette.line, geometry);
  }, [useCanvas, geometry, points, palette.line, width, height]);

  const pointAt = (event: MouseEvent<HTMLDivElement>) => nearestPoint(geometry, event.clientX - event.currentTarget.getBoundingClientRect().left);
  const handleMove = (event: MouseEvent<HTMLDivElement>) => setHovered(pointAt(event));
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!onPointClick) return;
    const point = pointAt(event);
    if (point) onPointClick(point);
  };
  const handleContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    if (!onPointContextMenu) return;
    const point = pointAt(event);
    if (point) onPointContextMenu(point, event);
  };
  const selected = selectedX === null || selectedX === undefined ? undefined : geometry.defined.find((p) => p.x === selectedX);

  let tooltip = null;
  if (hovered) {
    const px = geometry.x(hovered.x);
    const py = geometry.y(hovered.y);
    const dateText = formatTime(hovered.x);
    const valueText = formatValue(hovered.y);
    const tooltipWidth =
      Math.max(measureTextWidth(dateText, TOOLTIP_FONT_SIZE), measureTextWidth(valueText, TOOLTIP_FONT_SIZE, 600)) + 2 * TOOLTIP_PADDING_X + 2;
    const left = Math.max(0, Math.min(width - tooltipWidth, px - tooltipWidth / 2));
    const above = py - TOOLTIP_HEIGHT - 10;
    const top = above >= -overflowTop ? above : Math.min(py + 10, height - TOOLTIP_HEIGHT);
    tooltip = (
      <div
        role="tooltip"
        style={{
          position: 'absolute',
          left,
          top,
          width: tooltipWidth,
          boxSizing: 'border-box',
          padding: `6px ${TOOLTIP_PADDING_X}px`,
          pointerEvents: 'none',
          background: palette.tooltipBackground,
          border: `1px solid ${palette.tooltipBorder}`,
          borderRadius: 4,
          boxShadow: '0 2px 8px rgba(0, 0, 0, 0.15)',
          color: palette.tooltipText,
          fontFamily: CHART_FONT_FAMILY,
          fontSize: TOOLTIP_FONT_SIZE,
          lineHeight: `${TOOLTIP_LINE_HEIGHT}px`,
          whiteSpace: 'nowrap',
          zIndex: 1,
        }}
      >
        <div style={{ color: palette.mutedText }}>{dateText}</div>
        <div style={{ fontWeight: 600 }}>{valueText}</div>
      </div>
    );
  }

  const hoverMarks = hovered ? (
    <g data-part="hover-marker" pointerEvents="none">
      <line x1={geometry.x(hovered.x)} x2={geometry.x(hovered.x)} y1={0} y2={height} stroke={palette.guide} strokeDasharray="3 3" />
      <circle cx={geometry.x(hovered.x)} cy={geometry.y(hovered.y)} r={4} fill={palette.line} stroke={palette.tooltipBackground} strokeWidth={2} />
    </g>
  ) : null;
  const selectedMarks = selected ? (
    <g data-part="selected-marker" pointerEvents="none">
      <line x1={geometry.x(selected.x)} x2={geometry.x(selected.x)} y1={0} y2={height} stroke={palette.line} strokeWidth={1.5} />
      <circle cx={geometry.x(selected.x)} cy={geometry.y(selected.y)} r={5.5} fill={palette.line} stroke={palette.tooltipBackground} strokeWidth={2} />
    </g>
  ) : null;

  return (
    <div
      data-part="trend"
      onMouseMove={handleMove}
      onMouseLeave={() => setHovered(undefined)}
      onClick={handleClick}
      onContextMenu={handleContextMenu}
      style={{ position: 'relative', width, height, cursor: onPointClick ? 'pointer' : undefined }}
    >
      {useCanvas ? (
        <>
          <canvas ref={canvasRef} data-part="trend-canvas" role="img" aria-label={`Trend of ${metricLabel}`} style={{ position: 'absolute', inset: 0, width, height }} />
          <svg width={width} height={height} style={{ position: 'absolute', inset: 0, overflow: 'visible' }}>
            {selectedMarks}
            {hoverMarks}
          </svg>
        </>
      ) : (
        <svg width={width} height={height} role="img" aria-label={`Trend of ${metricLabel}`} style={{ display: 'block', overflow: 'visible' }}>
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={palette.line} stopOpacity={0.28} />
              <stop offset="100%" stopColor={palette.line} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <path data-part="trend-area" d={geometry.area([...points]) ?? ''} fill={`url(#${gradientId})`} />
          <path data-part="trend-line" d={geometry.line([...points]) ?? ''} fill="none" stroke={palette.line} strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
          {geometry.isolated.map((p) => (
            <circle key={p.x} data-part="trend-dot" cx={geometry.x(p.x)} cy={geometry.y(p.y)} r={2.5} fill={palette.line} />
          ))}
          {selectedMarks}
          {hoverMarks}
        </svg>
      )}
      {tooltip}
    </div>
  );
}
