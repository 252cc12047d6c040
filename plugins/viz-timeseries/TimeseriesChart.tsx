import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import type { ChartRenderProps } from '@core/plugin-api/index.js';
import { ChartAnnotationBands, ChartAnnotationMarkers, ChartAnnotations } from './ChartAnnotations.js';
import { ChartAxes } from './ChartAxes.js';
import { ChartLegend, type LegendItem } from './ChartLegend.js';
import { ChartTooltip } from './ChartTooltip.js';
import { computeGeometry, valueAxisOf, windowBetween, type ChartGeometry } from './chart-geometry.js';
import { chartTheme, type ChartTheme } from './chart-theme.js';
import { drawCanvasMarks, type SeriesEmphasis } from './draw-canvas-marks.js';
import { hitTest, type ChartHit } from './hit-test.js';
import { crossFilterMask, drillFilters, selectedSeriesKeys } from './interaction-filters.js';
import { SvgMarks } from './SvgMarks.js';
import type { TimeseriesChartProps, TimeseriesSeries } from './timeseries-chart-props.js';
import { tooltipContent } from './tooltip-content.js';

/** Pointer travel (px) that turns a press into a zoom drag rather than a click. */
const DRAG_THRESHOLD = 4;
/** Most series that get a hover dot at the hovered x value. */
const MAX_HOVER_DOTS = 40;
const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

interface HoverState extends ChartHit {
  /** Pointer position in the chart's box. */
  x: number;
  y: number;
}

/** The pointer's position in plot coordinates. */
function plotPoint(event: ReactMouseEvent<SVGRectElement>): { x: number; y: number } {
  const bounds = event.currentTarget.getBoundingClientRect();
  return { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
}

/** The band behind the hovered bars (drawn under the marks). */
function HoverBand({ geometry, hover, theme }: { geometry: ChartGeometry; hover: HoverState; theme: ChartTheme }) {
  const { base, plot, horizontal } = geometry;
  const along = base.position(hover.index);
  const band = base.step;
  return horizontal ? (
    <rect x={0} y={along - band / 2} width={plot.width} height={band} fill={theme.hoverBand} pointerEvents="none" />
  ) : (
    <rect x={along - band / 2} y={0} width={band} height={plot.height} fill={theme.hoverBand} pointerEvents="none" />
  );
}

/** The crosshair and a dot on each series at the hovered x value (drawn over the marks). */
function HoverMarks({ geometry, hover, theme }: { geometry: ChartGeometry; hover: HoverState; theme: ChartTheme }) {
  const { base, plot, stacks } = geometry;
  const along = base.position(hover.index);
  const points = geometry.visible.filter((series) => geometry.styles.get(series.key)?.kind !== 'bar');
  return (
    <g pointerEvents="none">
      {geometry.barSlots.size === 0 && <line x1={along} x2={along} y1={0} y2={plot.height} stroke={theme.crosshair} strokeDasharray="3 3" />}
      {points.slice(0, MAX_HOVER_DOTS).map((series) => {
        const raw = series.values[hover.index]!;
        if (Number.isNaN(raw)) return null;
        const y = valueAxisOf(geometry, series.key).scale(stacks?.get(series.key)?.upper[hover.index] ?? raw);
        const active = series.key === hover.seriesKey;
        return <circle key={series.key} cx={along} cy={y} r={active ? 5 : 3.5} fill={series.color} stroke={theme.markerOutline} strokeWidth={1.5} />;
      })}
    </g>
  );
}

/**
 * The time-series chart of every variant (line, smooth, step, area, bar, scatter, and the generic
 * and mixed charts whose series each have their own style and value axis): d3 scales and
 * shapes, axes and gridlines in SVG, marks in SVG for small data and on a `devicePixelRatio`-aware
 * canvas past 2,000 marks. A legend toggles series, a crosshair tooltip lists the values at the
 * nearest x, a click on a series cross-filters on its dimensions, a right-click opens the drill
 * menu, and a drag zooms when zooming is on (double-click zooms out).
 */
export default function TimeseriesChart({ width, height, chartProps, colorMode, onRendered, setDataMask, filterState, onContextMenu }: ChartRenderProps<TimeseriesChartProps>) {
  const theme = chartTheme(colorMode);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [hover, setHover] = useState<HoverState | null>(null);
  // A zoom belongs to the x values it was made on; new data shows everything again.
  const [zoom, setZoom] = useState<{ x: Float64Array; window: [number, number] } | null>(null);
  const [brush, setBrush] = useState<{ from: number; to: number } | null>(null);
  const press = useRef<{ along: number; dragged: boolean } | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const clipId = `timeseries-clip-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;

  const zoomWindow = zoom && zoom.x === chartProps.x ? zoom.window : null;
  const geometry = useMemo(() => computeGeometry({ props: chartProps, width, height, hidden, window: zoomWindow }), [chartProps, width, height, hidden, zoomWindow]);
  const selectedKey = [...selectedSeriesKeys(filterState)].join('\u0000');
  const emphasis = useMemo<SeriesEmphasis>(() => {
    const selected = new Set(selectedKey ? selectedKey.split('\u0000') : []);
    return (series) => (selected.size === 0 || selected.has(series.key) ? 1 : 0.25);
  }, [selectedKey]);
  const dpr = typeof window !== 'undefined' && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;

  // Before paint: the canvas shows its marks in the same frame as the axes around it.
  useLayoutEffect(() => {
    if (geometry.useCanvas) {
      const ctx = canvasRef.current?.getContext('2d');
      if (ctx) {
        ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
        drawCanvasMarks(ctx, geometry, theme, emphasis);
      }
    }
    onRendered?.();
  }, [geometry, chartProps, theme, emphasis, dpr, onRendered]);

  const toggleSeries = useCallback((key: string) => {
    setHidden((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  const legendItems = useMemo<LegendItem[]>(
    () =>
      chartProps.series.map((series) => ({
        key: series.key,
        name: series.name,
        color: series.color,
        dashed: series.dashed,
        hidden: hidden.has(series.key),
        style: geometry.styles.get(series.key) ?? { kind: 'line', area: false },
      })),
    [chartProps.series, hidden, geometry.styles],
  );

  const { plot, horizontal } = geometry;
  const alongOf = (point: { x: number; y: number }) => (horizontal ? point.y : point.x);
  const seriesByKey = (key: string | null) => (key === null ? null : (chartProps.series.find((series) => series.key === key) ?? null));
  const filterable = (series: TimeseriesSeries | null) => series !== null && (series.dimensions ?? chartProps.dimensions).length > 0;

  const handleMouseMove = (event: ReactMouseEvent<SVGRectElement>) => {
    const point = plotPoint(event);
    if (press.current && chartProps.zoomable) {
      if (Math.abs(alongOf(point) - press.current.along) > DRAG_THRESHOLD) press.current.dragged = true;
      if (press.current.dragged) setBrush({ from: press.current.along, to: alongOf(point) });
    }
    const hit = hitTest(geometry, point.x, point.y);
    setHover(hit ? { ...hit, x: plot.left + point.x, y: plot.top + point.y } : null);
  };
  const handleMouseDown = (event: ReactMouseEvent<SVGRectElement>) => {
    if (event.button === 0) press.current = { along: alongOf(plotPoint(event)), dragged: false };
  };
  const handleMouseUp = (event: ReactMouseEvent<SVGRectElement>) => {
    const pressed = press.current;
    press.current = null;
    setBrush(null);
    if (pressed?.dragged && chartProps.zoomable) {
      const range = windowBetween(geometry, pressed.along, alongOf(plotPoint(event)));
      if (range) setZoom({ x: chartProps.x, window: range });
      return;
    }
    if (!pressed || event.button !== 0 || !setDataMask) return;
    const point = plotPoint(event);
    const series = seriesByKey(hitTest(geometry, point.x, point.y)?.seriesKey ?? null);
    const mask = series ? crossFilterMask(chartProps, series, selectedSeriesKeys(filterState)) : null;
    if (mask) setDataMask(mask);
  };
  const handleContextMenu = (event: ReactMouseEvent<SVGRectElement>) => {
    if (!onContextMenu) return;
    event.preventDefault();
    const point = plotPoint(event);
    const hit = hitTest(geometry, point.x, point.y);
    if (!hit) return;
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters: drillFilters(chartProps, hit.index, seriesByKey(hit.seriesKey)) });
  };
  const handleMouseLeave = () => {
    setHover(null);
    setBrush(null);
    press.current = null;
  };

  const empty = chartProps.x.length === 0 || chartProps.series.length === 0;
  const containerStyle = { position: 'relative', width, height, overflow: 'hidden', fontFamily: FONT_FAMILY, userSelect: 'none' } as const;
  if (empty) {
    return (
      <div style={{ ...containerStyle, display: 'grid', placeItems: 'center', color: theme.mutedText, fontSize: 13 }}>
        No results
      </div>
    );
  }

  const hoverInPlot = hover && hover.index >= geometry.start && hover.index < geometry.end ? hover : null;
  const brushBox =
    brush && (horizontal ? { x: 0, y: Math.min(brush.from, brush.to), width: plot.width, height: Math.abs(brush.to - brush.from) } : { x: Math.min(brush.from, brush.to), y: 0, width: Math.abs(brush.to - brush.from), height: plot.height });

  return (
    <div style={containerStyle} data-variant={chartProps.variant}>
      <svg width={width} height={height} style={{ position: 'absolute', left: 0, top: 0 }} role="img" aria-label={`${chartProps.series.length} series over ${chartProps.x.length} x values`}>
        <defs>
          <clipPath id={clipId}>
            <rect x={-1} y={-1} width={plot.width + 2} height={plot.height + 2} />
          </clipPath>
        </defs>
        <g transform={`translate(${plot.left},${plot.top})`}>
          <ChartAxes geometry={geometry} theme={theme} xAxisTitle={chartProps.xAxisTitle} yAxisTitle={chartProps.yAxisTitle} secondaryTitle={chartProps.secondaryAxis?.title ?? ''} />
          <g clipPath={`url(#${clipId})`}><ChartAnnotationBands geometry={geometry} intervals={chartProps.annotationMarks?.intervals ?? []} x={chartProps.x} /></g>
          {hoverInPlot && geometry.barSlots.size > 0 && <HoverBand geometry={geometry} hover={hoverInPlot} theme={theme} />}
          {!geometry.useCanvas && (
            <g clipPath={`url(#${clipId})`}>
              <SvgMarks geometry={geometry} props={chartProps} theme={theme} emphasis={emphasis} />
            </g>
          )}
        </g>
      </svg>
      {geometry.useCanvas && (
        <canvas
          ref={canvasRef}
          width={Math.round(plot.width * dpr)}
          height={Math.round(plot.height * dpr)}
          style={{ position: 'absolute', left: plot.left, top: plot.top, width: plot.width, height: plot.height, pointerEvents: 'none' }}
        />
      )}
      <svg width={width} height={height} style={{ position: 'absolute', left: 0, top: 0 }}>
        <g transform={`translate(${plot.left},${plot.top})`}>
          <g clipPath={`url(#${clipId})`}>
            <ChartAnnotations geometry={geometry} annotations={chartProps.annotations} x={chartProps.x} marks={chartProps.annotationMarks} />
            {hoverInPlot && <HoverMarks geometry={geometry} hover={hoverInPlot} theme={theme} />}
          </g>
          {brushBox && <rect {...brushBox} fill={theme.brush} stroke={theme.crosshair} strokeWidth={1} pointerEvents="none" />}
          <rect
            data-testid="timeseries-overlay"
            width={plot.width}
            height={plot.height}
            fill="transparent"
            style={{ cursor: filterable(seriesByKey(hoverInPlot?.seriesKey ?? null)) && setDataMask ? 'pointer' : chartProps.zoomable ? 'crosshair' : 'default' }}
            onMouseMove={handleMouseMove}
            onMouseDown={handleMouseDown}
            onMouseUp={handleMouseUp}
            onMouseLeave={handleMouseLeave}
            onContextMenu={handleContextMenu}
            onDoubleClick={() => setZoom(null)}
          />
        </g>
      </svg>
      {chartProps.annotationMarks && <ChartAnnotationMarkers geometry={geometry} marks={chartProps.annotationMarks} x={chartProps.x} theme={theme} />}
      {geometry.legend && (
        <ChartLegend items={legendItems} box={geometry.legend} orientation={chartProps.legendOrientation} theme={theme} onToggle={toggleSeries} />
      )}
      {hoverInPlot && !brush && (
        <ChartTooltip content={tooltipContent(chartProps, geometry, hoverInPlot.index, hoverInPlot.seriesKey)} x={hoverInPlot.x} y={hoverInPlot.y} width={width} height={height} theme={theme} />
      )}
    </div>
  );
}
