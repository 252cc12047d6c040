import { CHART_FONT_FAMILY, fitFontSize, measureTextWidth, truncateText, type ChartRenderProps } from '@core/plugin-api/index.js';
import { arc, type Arc, type DefaultArcObject } from 'd3';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { gaugePalette } from './chart-palette.js';
import { ChartTooltip } from '../viz-kit-react/index.js';
import { gaugeCrossFilter, selectedSeriesKeys, seriesFilters } from './cross-filter.js';
import { angleAt, dialSweep, labelStride, placeDial, polar, sweepBounds } from './gauge-geometry.js';
import type { GaugeChartProps, GaugeSeries } from './transform-props.js';
import { useSweep } from './use-sweep.js';

const PADDING = 8;
/** Least and largest text size, in pixels, whatever the tile. */
const MIN_FONT = 8;
/** Lines of the values block: a value, then the group's name. */
const VALUE_LINE = 1.15;
const NAME_LINE = 1.35;

interface Hover {
  key: string;
  x: number;
  y: number;
}

/** Sizes of the values written under the needles, and how many fit. */
interface ValuesBlock {
  valueSize: number;
  nameSize: number;
  shown: number;
  height: number;
}

/**
 * Sizes the values block to `room`: the wanted sizes, shrunk together to fit every row, but not
 * below a readable size; then as many rows as fit. When not even one row with its name fits, the
 * names are left out.
 */
function valuesBlock(count: number, wantedValue: number, wantedName: number, room: number, named: boolean): ValuesBlock & { named: boolean } {
  const block = sizedBlock(count, wantedValue, wantedName, room, named);
  return block.shown === 0 && named ? { ...sizedBlock(count, wantedValue, wantedName, room, false), named: false } : { ...block, named };
}

function sizedBlock(count: number, wantedValue: number, wantedName: number, room: number, named: boolean): ValuesBlock {
  if (count === 0 || room <= 0) return { valueSize: 0, nameSize: 0, shown: 0, height: 0 };
  const rowOf = (value: number, name: number) => value * VALUE_LINE + (named ? name * NAME_LINE : 0);
  const scale = Math.min(1, room / (count * rowOf(wantedValue, wantedName)));
  const valueSize = Math.max(MIN_FONT + 2, wantedValue * scale);
  const nameSize = Math.max(MIN_FONT, wantedName * scale);
  const shown = Math.max(0, Math.min(count, Math.floor(room / rowOf(valueSize, nameSize))));
  return { valueSize, nameSize, shown, height: shown * rowOf(valueSize, nameSize) };
}

/**
 * `gauge_chart`: a dial from the minimum to the maximum (Superset's angles), its track coloured by
 * the intervals, split lines, minor ticks and axis labels (thinned so none overlap), then per group
 * a progress bar (on one ring, or a ring each) and a needle in the group's colour, and the values
 * with their group names under the hub. The needles sweep to their values when animated. Clicking a
 * group's bar, needle or value cross-filters on it; right-click opens the context menu.
 */
export default function GaugeChart({ width, height, chartProps, colorMode, onRendered, setDataMask, filterState, onContextMenu }: ChartRenderProps<GaugeChartProps>) {
  const palette = gaugePalette(colorMode);
  const { series, groupby } = chartProps;
  const [hover, setHover] = useState<Hover | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const selected = useMemo(() => selectedSeriesKeys(filterState, series), [filterState, series]);
  const interactive = Boolean(setDataMask) && groupby.length > 0;
  const span = chartProps.max - chartProps.min;
  const targets = series.map((s) => Math.min(1, Math.max(0, (s.value - chartProps.min) / span)));
  const fractions = useSweep(targets, chartProps.animation);

  useEffect(() => {
    onRendered?.();
  }, [onRendered, width, height, chartProps, colorMode]);

  const sweep = dialSweep(chartProps.startAngle, chartProps.endAngle);
  const bounds = sweepBounds(sweep);
  const first = placeDial(sweep, width, height, PADDING);
  const font = Math.max(MIN_FONT, Math.min(chartProps.fontSize, chartProps.fontSize * (first.radius / 130)));
  const withNames = groupby.length > 0 || series.length > 1;
  // Values go inside the dial when it reaches well below its centre, else under it.
  const inside = bounds.maxY >= 0.5;
  const wantedValue = series.length > 1 ? font * 1.3 : font * 2.2;
  const below = inside || series.length === 0 ? 0 : Math.min(height * 0.4, series.length * (wantedValue * VALUE_LINE + (withNames ? font * NAME_LINE : 0)) + 4);
  const dial = below > 0 ? placeDial(sweep, width, height, PADDING, below) : first;
  const r = dial.radius;

  const rings = chartProps.overlap || series.length <= 1 ? 1 : series.length;
  const ringWidth = Math.max(2, Math.min(r * 0.35, font * (rings > 1 ? 0.8 * rings : 1))) / rings;
  // Coloured intervals get their own band outside the progress bars, so neither hides the other.
  const band = chartProps.intervals.length > 0 ? Math.max(3, ringWidth * rings * 0.45) : 0;
  const progressOuter = r - (band > 0 ? band + 2 : 0);
  const trackInner = Math.max(0, progressOuter - ringWidth * rings);
  const splitLength = chartProps.showSplitLine ? font * 0.7 : 0;
  const tickLength = chartProps.showAxisTick ? font * 0.35 : 0;
  const labelFont = Math.max(MIN_FONT, font * 0.8);
  const labelWidths = chartProps.ticks.map((tick) => measureTextWidth(tick.label, labelFont));
  const labelExtent = Math.max(0, ...labelWidths) + 6;
  const labelRadius = trackInner - Math.max(splitLength, tickLength) - 4;
  const fullCircle = Math.abs(sweep.end - sweep.start) >= 2 * Math.PI - 1e-6;
  const tickCount = chartProps.ticks.length - (fullCircle ? 1 : 0);
  const stride = labelStride(chartProps.ticks.length, sweep.end - sweep.start, Math.max(1, labelRadius - labelExtent / 2), Math.max(labelExtent, labelFont * 2));
  const showLabels = r >= 45;
  const axisLabels = showLabels
    ? chartProps.ticks.slice(0, tickCount).flatMap((tick, i) => {
        // Every stride-th label; the last one too unless it would crowd the one before it.
        const last = i === tickCount - 1;
        if (i % stride !== 0 && !(last && i % stride >= stride / 2)) return [];
        const angle = angleAt(sweep, tick.fraction);
        const w = labelWidths[i] ?? 0;
        const inset = (w / 2) * Math.abs(Math.sin(angle)) + (labelFont / 2) * Math.abs(Math.cos(angle));
        const [x, y] = polar(labelRadius - inset, angle);
        return [{ index: i, text: tick.label, x, y, width: w }];
      })
    : [];

  const ringArc = (ring: number) =>
    arc()
      .innerRadius(progressOuter - ringWidth * (ring + 1))
      .outerRadius(progressOuter - ringWidth * ring)
      .cornerRadius(chartProps.roundCap ? ringWidth / 2 : 0);
  const trackArc = arc()
    .innerRadius(trackInner)
    .outerRadius(progressOuter)
    .cornerRadius(chartProps.roundCap ? (progressOuter - trackInner) / 2 : 0);
  // The radii are set on each shape; only the angles vary.
  const path = (shape: Arc<unknown, DefaultArcObject>, from: number, to: number) => shape({ startAngle: from, endAngle: to, innerRadius: 0, outerRadius: 0 }) ?? '';

  // The values block: inside the dial below the hub, or under the arc.
  const hub = Math.max(3, font * 0.4);
  const blockTop = inside ? dial.cy + Math.max(hub * 2 + 4, r * 0.22) : dial.cy + bounds.maxY * r + 6;
  const blockBottom = inside ? dial.cy + Math.min(bounds.maxY, 0.95) * r : height - PADDING;
  // Inside the dial the values keep clear of the track and of the axis labels beside them.
  let halfWidth = inside ? Math.sqrt(Math.max(0, trackInner ** 2 - (blockTop - dial.cy) ** 2)) - 4 : width / 2 - PADDING;
  if (inside) {
    for (const label of axisLabels) {
      const labelTop = dial.cy + label.y - labelFont / 2;
      if (labelTop + labelFont < blockTop || labelTop > blockBottom) continue;
      halfWidth = Math.min(halfWidth, Math.abs(label.x) - label.width / 2 - 4);
    }
  }
  const blockWidth = Math.max(0, 2 * halfWidth);
  const block = valuesBlock(series.length, wantedValue, font, blockBottom - blockTop, withNames);
  const named = block.named;

  const pointer = (event: MouseEvent) => {
    const box = containerRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };
  const handleClick = (event: MouseEvent, item: GaugeSeries) => {
    if (!interactive || !setDataMask) return;
    const next = new Set(selected);
    if (next.has(item.key)) next.delete(item.key);
    else if (event.ctrlKey || event.metaKey || event.shiftKey) next.add(item.key);
    else {
      next.clear();
      next.add(item.key);
    }
    setDataMask(gaugeCrossFilter(groupby, series.filter((s) => next.has(s.key))));
  };
  const handleContextMenu = (event: MouseEvent, item: GaugeSeries | null) => {
    if (!onContextMenu) return;
    event.preventDefault();
    event.stopPropagation();
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters: item ? seriesFilters(groupby, item) : [] });
  };
  const opacityOf = (key: string) => {
    if (selected.size > 0) return selected.has(key) ? 1 : 0.25;
    if (hover && hover.key !== key) return 0.55;
    return 1;
  };
  const handlers = (item: GaugeSeries) => ({
    onMouseMove: (event: MouseEvent) => setHover({ key: item.key, ...pointer(event) }),
    onMouseLeave: () => setHover(null),
    onClick: (event: MouseEvent) => handleClick(event, item),
    onContextMenu: (event: MouseEvent) => handleContextMenu(event, item),
    style: { cursor: interactive ? 'pointer' : 'default' },
  });

  const hovered = hover ? series.find((s) => s.key === hover.key) : undefined;
  // Longer bars first, so shorter ones on the same ring stay visible on top.
  const drawOrder = series.map((_, i) => i).sort((a, b) => (chartProps.overlap ? (fractions[b] ?? 0) - (fractions[a] ?? 0) : a - b));

  return (
    <div
      ref={containerRef}
      data-part="gauge-chart"
      onContextMenu={(event) => handleContextMenu(event, null)}
      style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: palette.text }}
    >
      <svg width={width} height={height} role="img" aria-label={`Gauge of ${chartProps.metricLabel}`} style={{ display: 'block' }}>
        {series.length > 0 && r > 4 ? (
          <g transform={`translate(${dial.cx},${dial.cy})`}>
            <path data-part="track" d={path(trackArc, sweep.start, sweep.end)} fill={palette.track} />
            {chartProps.intervals.map((interval, index) =>
              interval.to > interval.from ? (
                <path key={index} data-part="interval" d={path(arc().innerRadius(r - band).outerRadius(r), angleAt(sweep, interval.from), angleAt(sweep, interval.to))} fill={interval.color} />
              ) : null,
            )}
            {chartProps.showProgress
              ? drawOrder.map((index) => {
                  const item = series[index]!;
                  const ring = chartProps.overlap ? 0 : index;
                  const to = angleAt(sweep, fractions[index] ?? 0);
                  return (
                    <path
                      key={item.key}
                      data-part="progress"
                      data-key={item.key}
                      d={path(ringArc(ring), sweep.start, to)}
                      fill={item.color}
                      fillOpacity={opacityOf(item.key)}
                      {...handlers(item)}
                    />
                  );
                })
              : null}
            {chartProps.showAxisTick && showLabels
              ? Array.from({ length: (chartProps.ticks.length - 1) * 5 + 1 }, (_, i) => i)
                  .filter((i) => i % 5 !== 0 || !chartProps.showSplitLine)
                  .map((i) => {
                    const angle = angleAt(sweep, i / ((chartProps.ticks.length - 1) * 5));
                    const [x1, y1] = polar(trackInner - 2, angle);
                    const [x2, y2] = polar(trackInner - 2 - tickLength, angle);
                    return <line key={`t${i}`} data-part="axis-tick" x1={x1} y1={y1} x2={x2} y2={y2} stroke={palette.tick} strokeWidth={1} />;
                  })
              : null}
            {chartProps.showSplitLine && showLabels
              ? chartProps.ticks.slice(0, tickCount).map((tick, i) => {
                  const angle = angleAt(sweep, tick.fraction);
                  const [x1, y1] = polar(r, angle);
                  const [x2, y2] = polar(trackInner - 2 - splitLength, angle);
                  return <line key={`s${i}`} data-part="split-line" x1={x1} y1={y1} x2={x2} y2={y2} stroke={chartProps.intervals.length > 0 ? palette.intervalTick : palette.tick} strokeWidth={2} />;
                })
              : null}
            {axisLabels.map((label) => (
              <text key={`l${label.index}`} data-part="axis-label" x={label.x} y={label.y} dy="0.35em" textAnchor="middle" fontSize={labelFont} fill={palette.mutedText}>
                {label.text}
              </text>
            ))}
            {chartProps.showPointer
              ? series.map((item, index) => {
                  const angle = angleAt(sweep, fractions[index] ?? 0);
                  const length = Math.max(hub * 2, trackInner - font * 0.3);
                  const base = Math.max(1.5, font * 0.18);
                  const [tx, ty] = polar(length, angle);
                  const [lx, ly] = polar(base, angle - Math.PI / 2);
                  const [bx, by] = polar(hub * 0.9, angle + Math.PI);
                  return (
                    <path
                      key={item.key}
                      data-part="pointer"
                      data-key={item.key}
                      d={`M${tx},${ty}L${lx},${ly}L${bx},${by}L${-lx},${-ly}Z`}
                      fill={item.color}
                      fillOpacity={opacityOf(item.key)}
                      {...handlers(item)}
                    />
                  );
                })
              : null}
            {chartProps.showPointer ? <circle data-part="hub" r={hub} fill={palette.hub} pointerEvents="none" /> : null}
          </g>
        ) : null}
        {series.slice(0, block.shown).map((item, index) => {
          const row = block.valueSize * VALUE_LINE + (named ? block.nameSize * NAME_LINE : 0);
          const top = blockTop + (blockBottom - blockTop - block.height) * (inside ? 0 : 0.5) + index * row;
          const valueSize = fitFontSize(item.formattedValue, block.valueSize, blockWidth, 700, MIN_FONT);
          return (
            <g key={item.key} data-part="value" data-key={item.key} opacity={opacityOf(item.key)} {...handlers(item)}>
              <text x={dial.cx} y={top + block.valueSize * VALUE_LINE * 0.5} dy="0.35em" textAnchor="middle" fontSize={valueSize} fontWeight={700} fill={palette.text}>
                {item.formattedValue}
              </text>
              {named ? (
                <text x={dial.cx} y={top + block.valueSize * VALUE_LINE + block.nameSize * NAME_LINE * 0.5} dy="0.35em" textAnchor="middle" fontSize={block.nameSize} fill={series.length > 1 ? item.color : palette.mutedText}>
                  {truncateText(item.key, blockWidth, block.nameSize, { minChars: 0 })}
                </text>
              ) : null}
            </g>
          );
        })}
        {block.shown < series.length && block.shown > 0 ? (
          <text data-part="more" x={dial.cx} y={blockTop + block.height + labelFont} textAnchor="middle" fontSize={labelFont} fill={palette.mutedText}>
            {`+${series.length - block.shown} more`}
          </text>
        ) : null}
        {series.length === 0 ? (
          <text data-part="empty" x={width / 2} y={height / 2} dy="0.35em" textAnchor="middle" fontSize={14} fill={palette.mutedText}>
            No data
          </text>
        ) : null}
      </svg>
      {hovered && hover ? (
        <ChartTooltip
          lines={[
            { text: hovered.key, color: hovered.color, bold: true },
            { text: `${chartProps.metricLabel}: ${hovered.formattedValue}` },
          ]}
          x={hover.x}
          y={hover.y}
          width={width}
          height={height}
          surface={palette}
        />
      ) : null}
    </div>
  );
}
