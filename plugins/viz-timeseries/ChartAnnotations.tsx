import { line } from 'd3';
import { memo, useState, type CSSProperties, type MouseEvent as ReactMouseEvent } from 'react';
import type { AnnotationLine, AnnotationMark, AnnotationMarks } from './annotation-layers.js';
import type { ChartGeometry } from './chart-geometry.js';
import { FONT } from './chart-layout.js';
import type { ChartTheme } from './chart-theme.js';
import { estimateTextWidth, truncateText } from './text-metrics.js';

/** Half the width, in pixels, of the strip that catches the pointer over an event line. */
const EVENT_HIT = 4;
/** Height of the cap on an interval that catches the pointer (and shows the band is one). */
const INTERVAL_CAP = 8;
const LABEL_WIDTH = 140;

/** Where a mark lies along the x-axis, in pixels from the plot's edge; null when outside the shown window. */
export function markSpan(geometry: ChartGeometry, x: Float64Array, start: number, end: number): [number, number] | null {
  if (geometry.end <= geometry.start) return null;
  const [first, last] = [x[geometry.start]!, x[geometry.end - 1]!];
  const { base, plot, horizontal } = geometry;
  const length = horizontal ? plot.height : plot.width;
  const snapped = base.kind === 'band' || base.kind === 'point';
  // On bars and categories each x value stands for its whole step.
  const slack = snapped ? (geometry.end - geometry.start > 1 ? (last - first) / (geometry.end - geometry.start - 1) : 0) : 0;
  if (end < first - slack / 2 || start > last + slack / 2) return null;
  const half = snapped ? base.step / 2 : 0;
  const from = base.positionOfValue(Math.max(start, first)) - (start === end ? 0 : half);
  const to = base.positionOfValue(Math.min(end, last)) + (start === end ? 0 : half);
  const clamp = (pixel: number) => Math.max(0, Math.min(length, pixel));
  return [clamp(Math.min(from, to)), clamp(Math.max(from, to))];
}

/** A rectangle given along and across the x-axis, as SVG attributes for the chart's orientation. */
function box(horizontal: boolean, along: number, alongSize: number, across: number, acrossSize: number) {
  return horizontal ? { x: across, y: along, width: acrossSize, height: alongSize } : { x: along, y: across, width: alongSize, height: acrossSize };
}

/** Props of {@link ChartAnnotationBands}. */
export interface ChartAnnotationBandsProps {
  geometry: ChartGeometry;
  intervals: readonly AnnotationMark[];
  x: Float64Array;
}

/** INTERVAL layers as shaded bands across the plot, drawn behind the series. */
export const ChartAnnotationBands = memo(function ChartAnnotationBands({ geometry, intervals, x }: ChartAnnotationBandsProps) {
  if (intervals.length === 0) return null;
  const { horizontal, plot } = geometry;
  const across = horizontal ? plot.width : plot.height;
  return (
    <g className="timeseries-annotation-bands" pointerEvents="none">
      {intervals.map((interval, index) => {
        const span = markSpan(geometry, x, interval.start, interval.end);
        if (!span) return null;
        const size = Math.max(2, span[1] - span[0]);
        return (
          <rect
            key={index}
            data-annotation-interval={interval.layer}
            {...box(horizontal, span[0], size, 0, across)}
            fill={interval.color}
            fillOpacity={interval.opacity}
          />
        );
      })}
    </g>
  );
});

/** Props of {@link ChartAnnotations}. */
export interface ChartAnnotationsProps {
  geometry: ChartGeometry;
  /** Formula and time-series lines. */
  annotations: readonly AnnotationLine[];
  x: Float64Array;
  /** Events (lines across the plot) and intervals (their labels); the bands are {@link ChartAnnotationBands}. */
  marks?: AnnotationMarks;
}

/**
 * Annotation layers over the marks: formula and time-series lines (named at their right end,
 * with dots when the layer asks), event lines across the plot, and the labels of events and
 * intervals whose layer shows them.
 */
export const ChartAnnotations = memo(function ChartAnnotations({ geometry, annotations, x, marks }: ChartAnnotationsProps) {
  if (geometry.end <= geometry.start) return null;
  const [first, last] = [x[geometry.start]!, x[geometry.end - 1]!];
  const { base, value, horizontal, plot } = geometry;
  const across = horizontal ? plot.width : plot.height;
  const events = marks?.events ?? [];
  const labelled = [...(marks?.intervals ?? []), ...events].filter((mark) => mark.showLabel && mark.title !== '');
  const labelledIntervals = labelled.some((mark) => mark.start !== mark.end);
  if (annotations.length === 0 && events.length === 0 && labelled.length === 0) return null;
  return (
    <g className="timeseries-annotations" pointerEvents="none">
      {annotations.map((annotation, index) => {
        const points: Array<[number, number]> = [];
        annotation.x.forEach((position, i) => {
          const y = annotation.y[i]!;
          if (position < first || position > last || Number.isNaN(y)) return;
          const along = base.positionOfValue(position);
          const acrossValue = value.scale(y);
          // A log axis has no place for zero or negative values.
          if (!Number.isFinite(acrossValue)) return;
          points.push(horizontal ? [acrossValue, along] : [along, acrossValue]);
        });
        const end = points[points.length - 1];
        if (!end) return null;
        const markerSize = annotation.markerSize ?? 0;
        return (
          <g key={index} data-annotation={annotation.name} opacity={annotation.opacity ?? 1}>
            {annotation.width > 0 && (
              <path d={line()(points) ?? ''} fill="none" stroke={annotation.color} strokeWidth={annotation.width} strokeDasharray={annotation.dash.join(' ') || undefined} />
            )}
            {markerSize > 0 && points.map(([px, py], i) => <circle key={i} cx={px} cy={py} r={markerSize / 2} fill={annotation.color} />)}
            <text x={end[0] - 4} y={end[1] - 5} textAnchor="end" fontSize={FONT.value} fill={annotation.color}>
              {annotation.name}
            </text>
          </g>
        );
      })}
      {events.map((event, index) => {
        const span = markSpan(geometry, x, event.start, event.end);
        if (!span) return null;
        const at = span[0];
        const [x1, y1, x2, y2] = horizontal ? [0, at, across, at] : [at, 0, at, across];
        return (
          <line
            key={`event-${index}`}
            data-annotation-event={event.layer}
            x1={x1}
            y1={y1}
            x2={x2}
            y2={y2}
            stroke={event.color}
            strokeOpacity={event.opacity}
            strokeWidth={event.width}
            strokeDasharray={event.dash.join(' ') || undefined}
          />
        );
      })}
      {labelled.map((mark, index) => {
        const span = markSpan(geometry, x, mark.start, mark.end);
        if (!span) return null;
        const event = mark.start === mark.end;
        const room = event ? LABEL_WIDTH : Math.max(24, Math.min(LABEL_WIDTH, span[1] - span[0] - 6));
        const label = truncateText(mark.title, room, FONT.value);
        // Event titles take the row under the intervals' so the two never overlap.
        const row = event && labelledIntervals ? 2 : 1;
        if (horizontal) {
          return (
            <text key={`label-${index}`} x={across - 4} y={span[0] - 4 - (row - 1) * 12} textAnchor="end" fontSize={FONT.value} fontWeight={600} fill={mark.color}>
              {label}
            </text>
          );
        }
        // An event near the right edge is named on its left.
        const flip = event && span[0] + 4 + estimateTextWidth(label, FONT.value) > plot.width;
        return (
          <text
            key={`label-${index}`}
            x={flip ? span[0] - 4 : span[0] + 4}
            y={INTERVAL_CAP + row * 12}
            textAnchor={flip ? 'end' : 'start'}
            fontSize={FONT.value}
            fontWeight={600}
            fill={mark.color}
          >
            {label}
          </text>
        );
      })}
    </g>
  );
});

/** Props of {@link ChartAnnotationMarkers}. */
export interface ChartAnnotationMarkersProps {
  geometry: ChartGeometry;
  marks: AnnotationMarks;
  x: Float64Array;
  theme: ChartTheme;
}

interface Hovered {
  mark: AnnotationMark;
  /** Pointer (or focus) position in the chart's box. */
  left: number;
  top: number;
}

function MarkTooltip({ hovered, geometry, theme }: { hovered: Hovered; geometry: ChartGeometry; theme: ChartTheme }) {
  const { mark } = hovered;
  const style: CSSProperties = {
    position: 'absolute',
    pointerEvents: 'none',
    zIndex: 3,
    maxWidth: Math.max(140, Math.min(300, geometry.width - 16)),
    padding: '6px 10px',
    borderRadius: 4,
    border: `1px solid ${theme.tooltipBorder}`,
    background: theme.tooltipBackground,
    color: theme.tooltipText,
    boxShadow: '0 2px 8px rgba(0, 0, 0, 0.18)',
    font: '12px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    ...(hovered.left > geometry.width / 2 ? { right: geometry.width - hovered.left + 12 } : { left: hovered.left + 12 }),
    top: Math.max(4, Math.min(hovered.top + 8, geometry.height - 96)),
  };
  return (
    <div role="tooltip" data-annotation-tooltip style={style}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 6, color: theme.mutedText }}>
        <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: mark.color, flex: 'none' }} />
        {mark.layer}
      </div>
      {mark.title && <div style={{ fontWeight: 600 }}>{mark.title}</div>}
      {mark.descriptions.map((description, index) => (
        <div key={index}>{description}</div>
      ))}
      <div style={{ color: theme.mutedText, fontVariantNumeric: 'tabular-nums' }}>{mark.when}</div>
    </div>
  );
}

/**
 * What the pointer can rest on: a flag atop each event line and a cap atop each interval, drawn
 * over the chart's pointer layer, each showing its annotation (layer, title, descriptions, when)
 * in a tooltip on hover or keyboard focus.
 */
export function ChartAnnotationMarkers({ geometry, marks, x, theme }: ChartAnnotationMarkersProps) {
  const [hovered, setHovered] = useState<Hovered | null>(null);
  if (marks.events.length === 0 && marks.intervals.length === 0) return null;
  const { plot, horizontal } = geometry;
  const across = horizontal ? plot.width : plot.height;
  const show = (mark: AnnotationMark, left: number, top: number) => setHovered({ mark, left, top });
  const hide = () => setHovered(null);
  const targetProps = (mark: AnnotationMark, at: number) => ({
    tabIndex: 0,
    role: 'button',
    'aria-label': [mark.layer, mark.title, mark.when].filter(Boolean).join(': '),
    style: { pointerEvents: 'all', cursor: 'default', outline: 'none' } as CSSProperties,
    onMouseMove: (event: ReactMouseEvent<SVGElement>) => {
      const bounds = (event.currentTarget.ownerSVGElement ?? event.currentTarget).getBoundingClientRect();
      show(mark, event.clientX - bounds.left, event.clientY - bounds.top);
    },
    onMouseLeave: hide,
    onFocus: () => show(mark, horizontal ? plot.left + 12 : plot.left + at, horizontal ? plot.top + at : plot.top + 12),
    onBlur: hide,
  });
  return (
    <>
      <svg width={geometry.width} height={geometry.height} style={{ position: 'absolute', left: 0, top: 0, pointerEvents: 'none' }} data-annotation-markers>
        <g transform={`translate(${plot.left},${plot.top})`}>
          {marks.intervals.map((interval, index) => {
            const span = markSpan(geometry, x, interval.start, interval.end);
            if (!span) return null;
            const size = Math.max(2, span[1] - span[0]);
            return (
              <rect
                key={`interval-${index}`}
                data-annotation-marker="interval"
                {...box(horizontal, span[0], size, 0, INTERVAL_CAP)}
                fill={interval.color}
                fillOpacity={Math.min(1, interval.opacity + 0.35)}
                {...targetProps(interval, span[0] + size / 2)}
              />
            );
          })}
          {marks.events.map((event, index) => {
            const span = markSpan(geometry, x, event.start, event.end);
            if (!span) return null;
            const at = span[0];
            const flag = horizontal ? `0,${at - 5} 0,${at + 5} 7,${at}` : `${at - 5},0 ${at + 5},0 ${at},7`;
            return (
              <g key={`event-${index}`} data-annotation-marker="event" {...targetProps(event, at)}>
                <rect {...box(horizontal, at - EVENT_HIT, EVENT_HIT * 2, 0, across)} fill="transparent" />
                <polygon points={flag} fill={event.color} />
              </g>
            );
          })}
        </g>
      </svg>
      {hovered && <MarkTooltip hovered={hovered} geometry={geometry} theme={theme} />}
    </>
  );
}
