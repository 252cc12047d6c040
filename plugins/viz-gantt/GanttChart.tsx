import {
  AXIS_TICK_FONT_SIZE as TICK_FONT_SIZE,
  CHART_FONT_FAMILY,
  getTimeFormatter,
  measureTextWidth,
  truncateText,
  xyPalette,
  type ChartRenderProps,
} from '@core/plugin-api/index.js';
import { scaleUtc } from 'd3';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ChartTooltip } from '../viz-kit-react/index.js';
import type { GanttBar, GanttChartProps } from './transform-props.js';

/** Past this many bars they are drawn on a canvas. */
export const CANVAS_THRESHOLD = 2000;
const EDGE = 10;
const AXIS_HEIGHT = 24;
const LEGEND_ROW = 20;

interface LegendItem {
  name: string;
  color: string;
  x: number;
  y: number;
}

function layoutLegend(entries: GanttChartProps['legend'], width: number): { items: LegendItem[]; height: number } {
  const items: LegendItem[] = [];
  let x = EDGE;
  let y = 0;
  for (const entry of entries) {
    const w = 14 + measureTextWidth(entry.name, TICK_FONT_SIZE) + 14;
    if (x + w > width - EDGE && x > EDGE) {
      x = EDGE;
      y += LEGEND_ROW;
    }
    items.push({ ...entry, x, y });
    x += w;
  }
  return { items, height: entries.length > 0 ? y + LEGEND_ROW : 0 };
}

/**
 * `gantt_chart`: a row per y-axis value with its name on the left, a bar per span from its start
 * to its end time coloured by series (split into lanes with subcategories), on a time axis with
 * formatted ticks that never overlap; bars go on a canvas past {@link CANVAS_THRESHOLD}. The
 * legend wraps above the plot (at most a third of the height) and a click hides or shows a series.
 * The tooltip gives the bar's row, series, start, end and tooltip values.
 */
export default function GanttChart({ width, height, chartProps, colorMode, onRendered }: ChartRenderProps<GanttChartProps>) {
  const palette = xyPalette(colorMode);
  const { categories, bars } = chartProps;
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [hover, setHover] = useState<{ bar: GanttBar; x: number; y: number } | null>(null);

  const legend = useMemo(() => (chartProps.showLegend && height >= 120 ? layoutLegend(chartProps.legend, width) : { items: [], height: 0 }), [chartProps.showLegend, chartProps.legend, width, height]);
  const legendHeight = Math.min(legend.height, Math.floor(height / 3));
  const top = EDGE + legendHeight;
  const plotHeight = Math.max(0, height - top - AXIS_HEIGHT);
  const rowHeight = categories.length > 0 ? plotHeight / categories.length : plotHeight;
  const labelWidth = categories.some((c) => c !== '') ? Math.min(width * 0.3, Math.max(...categories.map((c) => measureTextWidth(c, TICK_FONT_SIZE))) + 12) : 0;
  const left = EDGE + labelWidth;
  const plotWidth = Math.max(0, width - left - EDGE);

  const x = useMemo(() => {
    const [a, b] = chartProps.extent;
    const pad = a === b ? 3_600_000 : (b - a) * 0.02;
    return scaleUtc([a - pad, b + pad], [0, plotWidth]);
  }, [chartProps.extent, plotWidth]);

  const ticks = useMemo(() => {
    const custom = chartProps.xAxisTimeFormat && chartProps.xAxisTimeFormat !== 'smart_date' ? getTimeFormatter(chartProps.xAxisTimeFormat) : null;
    let count = Math.max(2, Math.floor(plotWidth / 100));
    for (;;) {
      const auto = x.tickFormat(count);
      const labelled = x.ticks(count).map((value) => ({ x: x(value), label: custom ? custom(value.getTime()) : auto(value) }));
      const fits = labelled.every((tick, i) => i === 0 || tick.x - labelled[i - 1]!.x > (measureTextWidth(tick.label, TICK_FONT_SIZE) + measureTextWidth(labelled[i - 1]!.label, TICK_FONT_SIZE)) / 2 + 8);
      if (fits || count <= 2) return labelled;
      count = Math.floor(count / 2);
    }
  }, [x, plotWidth, chartProps.xAxisTimeFormat]);

  const visible = useMemo(() => bars.filter((bar) => !hidden.has(bar.series)), [bars, hidden]);
  const rectOf = (bar: GanttBar) => {
    const inner = rowHeight * 0.7;
    const laneHeight = inner / bar.lanes;
    const x0 = x(bar.start);
    return { x: left + x0, y: top + bar.row * rowHeight + (rowHeight - inner) / 2 + bar.lane * laneHeight, width: Math.max(1, x(bar.end) - x0), height: Math.max(1, laneHeight - (bar.lanes > 1 ? 1 : 0)) };
  };
  const onCanvas = visible.length > CANVAS_THRESHOLD;

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = onCanvas ? canvas?.getContext('2d') : null;
    if (canvas && ctx) {
      const ratio = globalThis.devicePixelRatio || 1;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.clearRect(0, 0, width, height);
      for (const bar of visible) {
        const r = rectOf(bar);
        ctx.fillStyle = bar.color;
        ctx.fillRect(r.x, r.y, r.width, r.height);
      }
    }
    onRendered?.();
    // rectOf reads only the values listed.
  }, [onCanvas, visible, width, height, x, rowHeight, top, left, onRendered, colorMode, chartProps]);

  const handleMove = (event: MouseEvent) => {
    const bounds = containerRef.current?.getBoundingClientRect();
    const px = event.clientX - (bounds?.left ?? 0);
    const py = event.clientY - (bounds?.top ?? 0);
    for (let i = visible.length - 1; i >= 0; i--) {
      const r = rectOf(visible[i]!);
      if (px >= r.x - 1 && px <= r.x + r.width + 1 && py >= r.y && py <= r.y + r.height) return setHover({ bar: visible[i]!, x: px, y: py });
    }
    setHover(null);
  };

  const toggle = (name: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  const labelEvery = Math.max(1, Math.ceil((TICK_FONT_SIZE + 2) / Math.max(0.01, rowHeight)));
  const formatTooltipTime = getTimeFormatter(chartProps.tooltipTimeFormat);
  const hovered = hover?.bar;
  return (
    <div ref={containerRef} data-part="gantt-chart" style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: palette.text }}>
      <svg width={width} height={height} role="img" aria-label="Gantt chart" style={{ position: 'absolute', left: 0, top: 0, display: 'block' }} onMouseMove={handleMove} onMouseLeave={() => setHover(null)}>
        {bars.length > 0 && plotWidth > 0 && plotHeight > 0 ? (
          <>
            <g data-part="legend" fontSize={TICK_FONT_SIZE}>
              {legend.items
                .filter((item) => item.y + LEGEND_ROW <= legendHeight)
                .map((item) => (
                  <g key={item.name} data-part="legend-item" transform={`translate(${item.x},${EDGE / 2 + item.y})`} style={{ cursor: 'pointer' }} onClick={() => toggle(item.name)}>
                    <rect y={4} width={10} height={10} rx={2} fill={hidden.has(item.name) ? palette.disabled : item.color} />
                    <text x={14} y={9} dy="0.35em" fill={hidden.has(item.name) ? palette.disabled : palette.text}>
                      {item.name}
                    </text>
                  </g>
                ))}
            </g>
            <g data-part="grid">
              {ticks.map((tick) => (
                <line key={tick.x} x1={left + tick.x} x2={left + tick.x} y1={top} y2={top + plotHeight} stroke={palette.grid} />
              ))}
              {categories.map((_, i) => (i > 0 ? <line key={i} x1={left} x2={left + plotWidth} y1={top + i * rowHeight} y2={top + i * rowHeight} stroke={palette.grid} /> : null))}
            </g>
            <g data-part="y-axis" fontSize={TICK_FONT_SIZE} fill={palette.text}>
              {categories.map((category, i) =>
                i % labelEvery === 0 && category !== '' ? (
                  <text key={i} x={left - 8} y={top + (i + 0.5) * rowHeight} dy="0.35em" textAnchor="end">
                    {truncateText(category, labelWidth - 10, TICK_FONT_SIZE)}
                  </text>
                ) : null,
              )}
            </g>
            {!onCanvas ? (
              <g data-part="bars">
                {visible.map((bar, i) => {
                  const r = rectOf(bar);
                  return <rect key={i} data-part="bar" x={r.x} y={r.y} width={r.width} height={r.height} rx={Math.min(2, r.height / 4)} fill={bar.color} fillOpacity={hovered && hovered !== bar ? 0.75 : 1} />;
                })}
              </g>
            ) : null}
            <g data-part="x-axis" fontSize={TICK_FONT_SIZE} fill={palette.text}>
              <line x1={left} x2={left + plotWidth} y1={top + plotHeight + 0.5} y2={top + plotHeight + 0.5} stroke={palette.axis} />
              {ticks
                .filter((tick) => tick.x - measureTextWidth(tick.label, TICK_FONT_SIZE) / 2 >= -left && tick.x + measureTextWidth(tick.label, TICK_FONT_SIZE) / 2 <= plotWidth + EDGE)
                .map((tick) => (
                  <text key={tick.x} x={left + tick.x} y={top + plotHeight + 6} dy="0.71em" textAnchor="middle">
                    {tick.label}
                  </text>
                ))}
            </g>
          </>
        ) : bars.length > 0 ? null : (
          <text data-part="empty" x={width / 2} y={height / 2} dy="0.35em" textAnchor="middle" fontSize={14} fill={palette.mutedText}>
            No data
          </text>
        )}
      </svg>
      {onCanvas ? <canvas ref={canvasRef} data-part="bar-canvas" style={{ position: 'absolute', left: 0, top: 0, width, height, pointerEvents: 'none' }} /> : null}
      {hovered && hover ? (
        <ChartTooltip
          x={hover.x}
          y={hover.y}
          width={width}
          height={height}
          surface={palette}
          title={categories[hovered.row] || hovered.series || 'Span'}
          rows={[
            ...(hovered.series !== '' ? [{ color: hovered.color, name: chartProps.seriesName, value: hovered.series }] : []),
            { name: 'Start', value: formatTooltipTime(hovered.start) },
            { name: 'End', value: formatTooltipTime(hovered.end) },
            ...hovered.details,
          ]}
        />
      ) : null}
    </div>
  );
}
