import { CHART_FONT_FAMILY, chartSurfaceColors, getNumberFormatter, measureTextWidth, type ChartRenderProps } from '@core/plugin-api/index.js';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { ChartTooltip, type TooltipLine } from '../viz-kit-react/index.js';
import { drawCanvasLines, linePath } from './draw-canvas-lines.js';
import { layoutPara, nearestLine, passesBrushes, SERIES_AXIS, TICK_FONT_SIZE, TITLE_FONT_SIZE, type AxisBrush } from './para-layout.js';
import { ParaTable } from './ParaTable.js';
import { linearColorScale, readableRange, type SchemeRange } from './sequential-schemes.js';
import type { ParaChartProps } from './transform-props.js';

/** Past this many line segments the lines are drawn on a canvas. */
export const CANVAS_SEGMENTS = 4000;
/** The most dimension values that get a legend. */
const LEGEND_MAX = 20;
const LEGEND_ROW = 22;
const LEGEND_FONT_SIZE = 12;
const BRUSH_HANDLE = 12;
const LINE_OPACITY = 0.7;
const FADED_OPACITY = 0.08;

interface Drag {
  axis: string;
  start: number;
  moved: boolean;
}

/**
 * `para`: one vertical axis per metric (the dimension first when `include_series`), one line per
 * row across them, coloured by the colour metric or by dimension value (SVG, or a canvas past
 * {@link CANVAS_SEGMENTS} segments). Dragging along an axis brushes a range: only lines inside
 * every brush stay coloured, the table below (`show_datatable`) lists them, and a click on the axis
 * clears its brush. Hovering near a line highlights it and tells its values; the legend's entries
 * hide and show dimension values.
 */
export default function ParaChart({ width, height, chartProps, colorMode, onRendered }: ChartRenderProps<ParaChartProps>) {
  const surface = chartSurfaceColors(colorMode);
  const format = getNumberFormatter(chartProps.numberFormat);
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<Drag | null>(null);
  const [brushes, setBrushes] = useState<ReadonlyMap<string, AxisBrush>>(() => new Map());
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [hover, setHover] = useState<{ index: number; x: number | null; y: number | null } | null>(null);

  const legendItems = useMemo(() => {
    if (chartProps.coloring.kind !== 'series') return [];
    const seen = new Map<string, string>();
    for (const line of chartProps.lines) if (line.name !== null && !seen.has(line.name)) seen.set(line.name, line.color);
    return seen.size <= LEGEND_MAX ? [...seen].map(([name, color]) => ({ name, color })) : [];
  }, [chartProps]);
  const legendRows = useMemo(() => {
    if (legendItems.length < 2 || height < 160) return 0;
    let rows = 1;
    let x = 0;
    for (const item of legendItems) {
      const itemWidth = 16 + measureTextWidth(item.name, LEGEND_FONT_SIZE) + 14;
      if (x > 0 && x + itemWidth > width - 16) {
        rows += 1;
        x = 0;
      }
      x += itemWidth;
    }
    return Math.min(rows, 2);
  }, [legendItems, width, height]);
  const gradientLegend = chartProps.coloring.kind === 'metric' && height >= 140 && width >= 220;
  const legendHeight = legendRows > 0 ? legendRows * LEGEND_ROW + 4 : gradientLegend ? LEGEND_ROW + 4 : 0;
  const tableHeight = chartProps.showDatatable && height >= 200 ? Math.round(height * 0.38) : 0;
  const chartHeight = Math.max(0, height - tableHeight - legendHeight);

  const layout = useMemo(() => layoutPara(chartProps, width, chartHeight), [chartProps, width, chartHeight]);
  // Metric colours keep to the part of the scheme that shows on this theme's paper.
  const { coloring } = chartProps;
  const schemeRange = useMemo<SchemeRange>(() => (coloring.kind === 'metric' ? readableRange(coloring.scheme, surface.background) : [0, 1]), [coloring, surface.background]);
  const colorOf = useMemo(() => {
    if (coloring.kind !== 'metric') return (index: number) => chartProps.lines[index]!.color;
    const scale = linearColorScale(coloring.scheme, coloring.min, coloring.max, schemeRange);
    return (index: number) => {
      const line = chartProps.lines[index]!;
      return line.colorValue === null ? line.color : scale(line.colorValue);
    };
  }, [coloring, schemeRange, chartProps]);
  const visible = useCallback((index: number) => {
    const name = chartProps.lines[index]?.name;
    return name === null || name === undefined || !hidden.has(name);
  }, [chartProps, hidden]);
  const kept = useMemo(
    () => chartProps.lines.map((_, index) => index).filter((index) => visible(index) && passesBrushes(layout, index, brushes)),
    [chartProps, layout, brushes, visible],
  );
  const keptSet = useMemo(() => new Set(kept), [kept]);
  const useCanvas = chartProps.lines.length * Math.max(1, layout.axes.length - 1) > CANVAS_SEGMENTS;
  const dpr = typeof window !== 'undefined' && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;
  // Faded lines first, so the kept ones are drawn over them.
  const order = useMemo(() => {
    const faded = chartProps.lines.map((_, index) => index).filter((index) => visible(index) && !keptSet.has(index));
    return [...faded, ...kept];
  }, [chartProps, visible, keptSet, kept]);
  const styleOf = useCallback(
    (index: number) => {
      if (!visible(index)) return null;
      return keptSet.has(index) ? { color: colorOf(index), opacity: LINE_OPACITY } : { color: surface.mutedText, opacity: FADED_OPACITY };
    },
    [visible, keptSet, colorOf, surface.mutedText],
  );

  useLayoutEffect(() => {
    if (!useCanvas) return;
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    context.setTransform(dpr, 0, 0, dpr, 0, 0);
    context.clearRect(0, 0, width, chartHeight);
    drawCanvasLines(context, layout, styleOf, order);
  }, [useCanvas, layout, styleOf, order, dpr, width, chartHeight]);

  useLayoutEffect(() => {
    onRendered?.();
  }, [onRendered, layout, colorMode]);

  const local = (event: MouseEvent | PointerEvent) => {
    const box = containerRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };
  const fractionOf = (y: number) => (layout.plot.height > 0 ? Math.min(1, Math.max(0, (y - layout.plot.top) / layout.plot.height)) : 0);

  const onPlotMove = (event: MouseEvent) => {
    if (drag.current) return;
    const point = local(event);
    const index = nearestLine(layout, point.x, point.y, (i) => keptSet.has(i));
    setHover(index === null ? null : { index, ...point });
  };
  const onBrushDown = (event: PointerEvent, axis: string) => {
    if (event.button !== 0) return;
    drag.current = { axis, start: fractionOf(local(event).y), moved: false };
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    setHover(null);
  };
  const onBrushMove = (event: PointerEvent) => {
    const current = drag.current;
    if (!current) return;
    const now = fractionOf(local(event).y);
    if (!current.moved && Math.abs(now - current.start) * layout.plot.height < 3) return;
    current.moved = true;
    setBrushes((previous) => new Map(previous).set(current.axis, [Math.min(current.start, now), Math.max(current.start, now)]));
  };
  const onBrushUp = (event: PointerEvent) => {
    const current = drag.current;
    drag.current = null;
    (event.currentTarget as Element).releasePointerCapture?.(event.pointerId);
    if (current && !current.moved) {
      setBrushes((previous) => {
        const next = new Map(previous);
        next.delete(current.axis);
        return next;
      });
    }
  };
  const toggle = (name: string) => {
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
    setHover(null);
  };

  let tooltip = null;
  const hovered = hover ? chartProps.lines[hover.index] : undefined;
  if (hover && hovered && hover.x !== null && hover.y !== null) {
    const lines: TooltipLine[] = [
      ...(hovered.name !== null ? [{ text: hovered.name, color: colorOf(hover.index), bold: true }] : []),
      ...chartProps.axes.map((axis, i) => ({ text: axis.title, value: hovered.values[i] === null ? 'N/A' : format(hovered.values[i]!) })),
      ...(chartProps.coloring.kind === 'metric' && !chartProps.axes.some((axis) => axis.title === (chartProps.coloring as { title: string }).title)
        ? [{ text: chartProps.coloring.title, value: hovered.colorValue === null ? 'N/A' : format(hovered.colorValue) }]
        : []),
    ];
    tooltip = <ChartTooltip x={hover.x} y={hover.y} width={width} height={height} lines={lines} surface={surface} />;
  }

  const empty = chartProps.lines.length === 0 || chartProps.axes.length === 0 || chartHeight < 40;
  const { plot } = layout;
  return (
    <div ref={containerRef} data-part="para-chart" style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: surface.text }}>
      {useCanvas && !empty ? (
        <canvas
          ref={canvasRef}
          data-part="lines-canvas"
          width={Math.round(width * dpr)}
          height={Math.round(chartHeight * dpr)}
          style={{ position: 'absolute', left: 0, top: 0, width, height: chartHeight, pointerEvents: 'none' }}
        />
      ) : null}
      <svg width={width} height={chartHeight} role="img" aria-label={`Parallel coordinates of ${chartProps.axes.map((axis) => axis.title).join(', ')}`} style={{ position: 'absolute', left: 0, top: 0, display: 'block' }}>
        {empty ? (
          <text data-part="empty" x={width / 2} y={chartHeight / 2} dy="0.35em" textAnchor="middle" fontSize={14} fill={surface.mutedText}>
            No data
          </text>
        ) : (
          <>
            <rect
              data-part="plot-overlay"
              x={0}
              y={plot.top}
              width={width}
              height={plot.height}
              fill="transparent"
              onMouseMove={onPlotMove}
              onMouseLeave={() => setHover(null)}
            />
            {useCanvas
              ? null
              : order.map((index) => {
                  const look = styleOf(index);
                  return look ? (
                    <path
                      key={chartProps.lines[index]!.id}
                      data-part="line"
                      data-kept={keptSet.has(index) ? 'true' : 'false'}
                      d={linePath(layout, index)}
                      fill="none"
                      stroke={look.color}
                      strokeOpacity={look.opacity}
                      strokeWidth={1.2}
                      strokeLinecap="round"
                      pointerEvents="none"
                    />
                  ) : null;
                })}
            {hover ? (
              <path data-part="hovered-line" d={linePath(layout, hover.index)} fill="none" stroke={colorOf(hover.index)} strokeWidth={3} pointerEvents="none" />
            ) : null}
            {layout.axes.map((axis, axisIndex) => {
              const brush = brushes.get(axis.key);
              return (
                <g key={axis.key} data-part="axis" data-index={axisIndex} data-series={axis.key === SERIES_AXIS ? 'true' : undefined}>
                  <line x1={axis.x} x2={axis.x} y1={plot.top} y2={plot.top + plot.height} stroke={surface.mutedText} strokeWidth={1} />
                  {axis.ticks.map((tick, i) => (
                    <g key={i}>
                      <line x1={axis.x - 4} x2={axis.x} y1={tick.y} y2={tick.y} stroke={surface.mutedText} />
                      <text
                        x={axis.x - 6}
                        y={tick.y}
                        dy="0.35em"
                        textAnchor="end"
                        fontSize={TICK_FONT_SIZE}
                        fill={surface.mutedText}
                        stroke={surface.background}
                        strokeWidth={3}
                        strokeOpacity={0.8}
                        paintOrder="stroke"
                        pointerEvents="none"
                      >
                        {tick.text}
                      </text>
                    </g>
                  ))}
                  <text data-part="axis-title" x={axis.x} y={plot.top - 10} textAnchor="middle" fontSize={TITLE_FONT_SIZE} fontWeight={600} fill={surface.text}>
                    <title>{axis.title}</title>
                    {axis.titleText}
                  </text>
                  {brush ? (
                    <rect
                      data-part="brush"
                      x={axis.x - BRUSH_HANDLE / 2 - 2}
                      y={plot.top + brush[0] * plot.height}
                      width={BRUSH_HANDLE + 4}
                      height={Math.max(1, (brush[1] - brush[0]) * plot.height)}
                      fill={surface.text}
                      fillOpacity={0.15}
                      stroke={surface.text}
                      strokeOpacity={0.5}
                      pointerEvents="none"
                    />
                  ) : null}
                  <rect
                    data-part="brush-handle"
                    x={axis.x - BRUSH_HANDLE}
                    y={plot.top}
                    width={BRUSH_HANDLE * 2}
                    height={plot.height}
                    fill="transparent"
                    style={{ cursor: 'crosshair', touchAction: 'none' }}
                    onPointerDown={(event) => onBrushDown(event, axis.key)}
                    onPointerMove={onBrushMove}
                    onPointerUp={onBrushUp}
                    onPointerCancel={onBrushUp}
                  />
                </g>
              );
            })}
          </>
        )}
      </svg>
      {legendHeight > 0 && !empty ? (
        <div data-part="legend" style={{ position: 'absolute', left: 0, top: chartHeight, width, height: legendHeight, overflowY: 'auto', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignContent: 'flex-start', columnGap: 14, fontSize: LEGEND_FONT_SIZE, boxSizing: 'border-box', padding: '2px 8px' }}>
          {legendRows > 0 ? (
            legendItems.map((item) => (
              <button
                key={item.name}
                type="button"
                data-part="legend-item"
                data-key={item.name}
                aria-pressed={!hidden.has(item.name)}
                title={hidden.has(item.name) ? `Show ${item.name}` : `Hide ${item.name}`}
                onClick={() => toggle(item.name)}
                style={{ display: 'flex', alignItems: 'center', gap: 6, height: LEGEND_ROW, padding: 0, border: 'none', background: 'none', cursor: 'pointer', font: 'inherit', color: hidden.has(item.name) ? surface.mutedText : surface.text, maxWidth: '100%' }}
              >
                <span aria-hidden="true" style={{ width: 10, height: 10, borderRadius: 2, flex: 'none', background: hidden.has(item.name) ? surface.divider : item.color }} />
                <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textDecoration: hidden.has(item.name) ? 'line-through' : 'none' }}>{item.name}</span>
              </button>
            ))
          ) : chartProps.coloring.kind === 'metric' ? (
            <GradientLegend coloring={chartProps.coloring} range={schemeRange} format={format} mutedText={surface.mutedText} />
          ) : null}
        </div>
      ) : null}
      {tableHeight > 0 && !empty ? (
        <ParaTable
          chartProps={chartProps}
          rows={kept}
          top={height - tableHeight}
          width={width}
          height={tableHeight}
          surface={surface}
          hovered={hover?.index ?? null}
          colorOf={colorOf}
          onHover={(index) => setHover(index === null ? null : { index, x: null, y: null })}
        />
      ) : null}
      {tooltip}
    </div>
  );
}

/** The colour metric's scale: its name, the lowest value, the gradient, the highest. */
function GradientLegend({
  coloring,
  range,
  format,
  mutedText,
}: {
  coloring: { title: string; min: number; max: number; scheme: string };
  range: SchemeRange;
  format: (value: number) => string;
  mutedText: string;
}) {
  const scale = linearColorScale(coloring.scheme, 0, 1, range);
  const stops = [0, 0.25, 0.5, 0.75, 1].map((t) => `${scale(t)} ${t * 100}%`).join(', ');
  return (
    <div data-part="color-legend" style={{ display: 'flex', alignItems: 'center', gap: 6, height: LEGEND_ROW, color: mutedText, whiteSpace: 'nowrap' }}>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 160 }}>{coloring.title}</span>
      <span>{format(coloring.min)}</span>
      <span aria-hidden="true" style={{ width: 100, height: 8, borderRadius: 2, background: `linear-gradient(to right, ${stops})` }} />
      <span>{format(coloring.max)}</span>
    </div>
  );
}
