import { CHART_FONT_FAMILY, legendLayout, measureTextWidth, type ChartRenderProps } from '@core/plugin-api/index.js';
import { arc as d3Arc, pie as d3Pie, type PieArcDatum } from 'd3';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { rosePalette } from './chart-palette.js';
import { ChartLegend, ChartTooltip, type TooltipLine } from '../viz-kit-react/index.js';
import { arcAt, periodLabelStride, roseArcs, type RoseArc } from './rose-geometry.js';
import type { RoseChartProps } from './transform-props.js';

/** Font size of the period labels around the rose. */
const LABEL_FONT_SIZE = 11;
/** Distance from the rose's edge to the period labels. */
const LABEL_GAP = 10;
const PADDING = 8;
/** Past this many segments the rose is drawn on a canvas. */
export const CANVAS_THRESHOLD = 2000;
/** Below this size the legend is left out, so the rose keeps the room. */
const MIN_PLOT = 80;
/** Most series a tooltip lists. */
const TOOLTIP_SERIES = 14;

interface Hover {
  time: number;
  series: number;
  x: number;
  y: number;
}

interface Slice {
  series: number;
  value: number;
}

/**
 * `rose`: one wedge of equal angle per period, clockwise from 12 o'clock, its series stacked
 * outwards (by radius, or by area), the periods written around the edge (thinned so none overlap),
 * a legend whose entries hide and show series, and a tooltip with the hovered period's series.
 * Clicking a wedge opens that period as a pie of its series; clicking again goes back. Past
 * {@link CANVAS_THRESHOLD} segments the wedges are drawn on a canvas.
 */
export default function RoseChart({ width, height, chartProps, colorMode, onRendered }: ChartRenderProps<RoseChartProps>) {
  const palette = rosePalette(colorMode);
  const { series, times, formattedTimes } = chartProps;
  const [hiddenKeys, setHiddenKeys] = useState<ReadonlySet<string>>(() => new Set());
  const [hover, setHover] = useState<Hover | null>(null);
  const [focus, setFocus] = useState<number | null>(null);
  const [legendHover, setLegendHover] = useState<string | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  const hidden = useMemo(() => series.map((s) => hiddenKeys.has(s.key)), [series, hiddenKeys]);
  const focused = focus !== null && focus < times.length ? focus : null;

  const roomForLegend = width >= MIN_PLOT * 2 && height >= MIN_PLOT * 1.5;
  const layout = legendLayout(chartProps.legendOrientation, width, height, chartProps.showLegend && roomForLegend && series.length > 1 ? series.map((s) => s.key) : []);
  const plot = layout.plot;
  const cx = plot.left + plot.width / 2;
  const cy = plot.top + plot.height / 2;
  const widest = Math.max(0, ...formattedTimes.map((text) => measureTextWidth(text, LABEL_FONT_SIZE)));
  const withLabels = Math.min(plot.width / 2 - widest - LABEL_GAP - PADDING, plot.height / 2 - LABEL_FONT_SIZE - LABEL_GAP - PADDING);
  const showLabels = withLabels >= 40;
  const radius = Math.max(0, showLabels ? withLabels : Math.min(plot.width, plot.height) / 2 - PADDING);
  const stride = periodLabelStride(times.length, radius + LABEL_GAP, Math.max(widest, LABEL_FONT_SIZE * 2) + 8);

  const values = useMemo(() => times.map((_, t) => series.map((s) => s.values[t] ?? null)), [times, series]);
  const arcs = useMemo(() => roseArcs(values, hidden, radius, chartProps.areaProportion), [values, hidden, radius, chartProps.areaProportion]);
  const useCanvas = arcs.length > CANVAS_THRESHOLD;
  const padAngle = times.length > 1 && times.length <= 180 ? 0.01 : 0;
  const shape = d3Arc<RoseArc>().padAngle(padAngle);

  const slices = useMemo((): Array<PieArcDatum<Slice>> => {
    if (focused === null) return [];
    const items = series.flatMap((s, i) => (hidden[i] || (s.values[focused] ?? 0) <= 0 ? [] : [{ series: i, value: s.values[focused] ?? 0 }]));
    return d3Pie<Slice>()
      .value((slice) => slice.value)
      .sort(null)(items);
  }, [focused, series, hidden]);
  const sliceShape = d3Arc<PieArcDatum<Slice>>()
    .innerRadius(radius * 0.3)
    .outerRadius(radius)
    .padAngle(0.008);
  const sliceTotal = slices.reduce((sum, slice) => sum + slice.data.value, 0);

  /** The hovered period (or the series hovered in the legend) stays bright; the rest fades. */
  const opacityOf = (segment: RoseArc) => {
    if (legendHover !== null) return series[segment.series]?.key === legendHover ? 1 : 0.3;
    return hover && hover.time !== segment.time ? 0.55 : 1;
  };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!useCanvas || !canvas || focused !== null) return;
    const context = canvas.getContext('2d');
    if (!context) return;
    const ratio = typeof window !== 'undefined' ? window.devicePixelRatio || 1 : 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    context.translate(cx, cy);
    const draw = d3Arc<RoseArc>().padAngle(padAngle).context(context);
    for (const segment of arcs) {
      if (segment.outerRadius <= segment.innerRadius) continue;
      context.beginPath();
      draw(segment);
      context.fillStyle = series[segment.series]?.color ?? '#999999';
      context.globalAlpha = opacityOf(segment);
      context.fill();
    }
    context.globalAlpha = 1;
  }, [useCanvas, arcs, width, height, cx, cy, padAngle, series, hover, legendHover, focused]);

  useEffect(() => {
    onRendered?.();
  }, [onRendered, width, height, chartProps, colorMode, hiddenKeys, focused]);

  const local = (event: MouseEvent) => {
    const box = containerRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };
  const handleMove = (event: MouseEvent) => {
    const at = local(event);
    if (focused !== null) {
      let angle = Math.atan2(at.x - cx, cy - at.y);
      if (angle < 0) angle += 2 * Math.PI;
      const distance = Math.hypot(at.x - cx, at.y - cy);
      const slice = distance >= radius * 0.3 && distance <= radius ? slices.find((s) => angle >= s.startAngle && angle < s.endAngle) : undefined;
      setHover(slice ? { time: focused, series: slice.data.series, ...at } : null);
      return;
    }
    const segment = arcAt(arcs, times.length, at.x - cx, at.y - cy);
    setHover(segment ? { time: segment.time, series: segment.series, ...at } : null);
  };
  const handleClick = (event: MouseEvent) => {
    if (focused !== null) {
      setFocus(null);
      setHover(null);
      return;
    }
    const at = local(event);
    const segment = arcAt(arcs, times.length, at.x - cx, at.y - cy);
    if (segment) {
      setFocus(segment.time);
      setHover(null);
    }
  };
  const toggle = (key: string) => {
    setHiddenKeys((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
    setHover(null);
  };

  let tooltip = null;
  if (hover) {
    const lines: TooltipLine[] = [{ text: formattedTimes[hover.time] ?? '', bold: true }];
    const listed = chartProps.richTooltip ? series.map((_, i) => i).filter((i) => !hidden[i]) : [hover.series];
    for (const i of listed.slice(0, TOOLTIP_SERIES)) {
      const item = series[i]!;
      const share = focused !== null && sliceTotal > 0 ? ` (${((100 * (item.values[hover.time] ?? 0)) / sliceTotal).toFixed(1)}%)` : '';
      lines.push({ text: `${item.key}: ${item.formattedValues[hover.time] ?? ''}${i === hover.series ? share : ''}`, color: item.color, bold: listed.length > 1 && i === hover.series });
    }
    if (listed.length > TOOLTIP_SERIES) lines.push({ text: `${listed.length - TOOLTIP_SERIES} more…`, muted: true });
    tooltip = <ChartTooltip lines={lines} x={hover.x} y={hover.y} width={width} height={height} surface={palette} />;
  }

  const empty = times.length === 0 || series.length === 0;
  const allHidden = !empty && hidden.every(Boolean);
  return (
    <div ref={containerRef} data-part="rose-chart" style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: palette.text }}>
      {useCanvas && focused === null ? <canvas ref={canvasRef} data-part="rose-canvas" style={{ position: 'absolute', left: 0, top: 0, width, height }} /> : null}
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={`Nightingale rose of ${series.map((s) => s.key).join(', ')}`}
        style={{ position: 'relative', display: 'block', cursor: hover ? 'pointer' : 'default' }}
        onMouseMove={handleMove}
        onMouseLeave={() => setHover(null)}
        onClick={handleClick}
      >
        {!empty && focused === null ? (
          <g transform={`translate(${cx},${cy})`}>
            <circle data-part="edge" r={radius} fill="none" stroke={palette.grid} strokeWidth={1} />
            {!useCanvas
              ? arcs.map((segment) =>
                  segment.outerRadius > segment.innerRadius ? (
                    <path
                      key={`${segment.time}:${segment.series}`}
                      data-part="segment"
                      data-time={segment.time}
                      data-series={series[segment.series]?.key}
                      d={shape(segment) ?? ''}
                      fill={series[segment.series]?.color}
                      fillOpacity={opacityOf(segment)}
                      stroke={hover && hover.time === segment.time && hover.series === segment.series ? palette.text : 'none'}
                      strokeWidth={1}
                    />
                  ) : null,
                )
              : null}
            {showLabels
              ? formattedTimes.map((text, t) => {
                  if (t % stride !== 0) return null;
                  const angle = ((t + 0.5) * 2 * Math.PI) / times.length;
                  const [sin, cos] = [Math.sin(angle), -Math.cos(angle)];
                  const anchor = sin > 0.2 ? 'start' : sin < -0.2 ? 'end' : 'middle';
                  const distance = radius + LABEL_GAP;
                  const y = cos * distance + (cos > 0.5 ? LABEL_FONT_SIZE / 2 : cos < -0.5 ? -LABEL_FONT_SIZE / 2 : 0);
                  return (
                    <text key={t} data-part="period-label" x={sin * distance} y={y} dy="0.35em" textAnchor={anchor} fontSize={LABEL_FONT_SIZE} fill={palette.mutedText} pointerEvents="none">
                      {text}
                    </text>
                  );
                })
              : null}
          </g>
        ) : null}
        {focused !== null ? (
          <g transform={`translate(${cx},${cy})`} data-part="period-pie">
            {slices.map((slice) => {
              const item = series[slice.data.series]!;
              const [lx, ly] = sliceShape.centroid(slice);
              const share = sliceTotal > 0 ? slice.data.value / sliceTotal : 0;
              return (
                <g key={item.key}>
                  <path data-part="slice" data-series={item.key} d={sliceShape(slice) ?? ''} fill={item.color} fillOpacity={hover && hover.series !== slice.data.series ? 0.6 : 1} />
                  {slice.endAngle - slice.startAngle > 0.3 && radius > 50 ? (
                    <text x={lx} y={ly} dy="0.35em" textAnchor="middle" fontSize={11} fontWeight={600} fill="#ffffff" pointerEvents="none">
                      {`${(share * 100).toFixed(share < 0.1 ? 1 : 0)}%`}
                    </text>
                  ) : null}
                </g>
              );
            })}
            <text data-part="focus-title" y={-4} textAnchor="middle" fontSize={Math.max(10, Math.min(14, radius * 0.12))} fontWeight={600} fill={palette.text} pointerEvents="none">
              {formattedTimes[focused]}
            </text>
            <text y={14} textAnchor="middle" fontSize={10} fill={palette.mutedText} pointerEvents="none">
              Click to go back
            </text>
          </g>
        ) : null}
        {empty || allHidden ? (
          <text data-part="empty" x={cx} y={cy} dy="0.35em" textAnchor="middle" fontSize={14} fill={palette.mutedText}>
            {empty ? 'No data' : 'Every series is hidden'}
          </text>
        ) : null}
      </svg>
      {layout.legend ? (
        <ChartLegend
          box={layout.legend}
          orientation={chartProps.legendOrientation}
          items={series.map((s) => ({ key: s.key, color: s.color, hidden: hiddenKeys.has(s.key) }))}
          palette={palette}
          onToggle={toggle}
          onHover={setLegendHover}
        />
      ) : null}
      {tooltip}
    </div>
  );
}
