import { CHART_FONT_FAMILY, legendLayout, type ChartRenderProps } from '@core/plugin-api/index.js';
import { polygonContains } from 'd3';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { radarPalette } from './chart-palette.js';
import { ChartLegend, ChartTooltip, type TooltipLine } from '../viz-kit-react/index.js';
import { radarCrossFilter, selectedSeriesKeys, seriesFilters } from './cross-filter.js';
import { AXIS_FONT_SIZE, POINT_FONT_SIZE, axisAngle, axisLabelBounds, placePointLabels, radarLayout } from './radar-layout.js';
import type { RadarChartProps, RadarSeries } from './transform-props.js';

/** Rings of the grid. */
const LEVELS = 5;
/** How near a vertex the pointer must be to pick its series. */
const PICK_DISTANCE = 24;
/** Below this size the legend is left out, so the radar keeps the room. */
const MIN_PLOT = 80;
/** Most axes listed in a tooltip. */
const TOOLTIP_AXES = 12;

interface Hover {
  key: string;
  /** Pointer position in the chart's box; null when the hover comes from the legend. */
  x: number | null;
  y: number | null;
}

/**
 * `radar`: one axis per metric around a grid of rings (polygons, or circles with
 * `is_circle`), one outlined, lightly filled polygon per category with a dot at each value, value
 * labels where they do not overlap, a legend whose entries hide and show categories, and a tooltip
 * with every metric of the category under the pointer (the nearest vertex, else the innermost
 * polygon around the pointer). Clicking a category cross-filters on it (again clears it;
 * Ctrl/⌘/Shift-click adds to the selection); right-click opens the context menu with its filters.
 */
export default function RadarChart({ width, height, chartProps, colorMode, onRendered, setDataMask, filterState, onContextMenu }: ChartRenderProps<RadarChartProps>) {
  const palette = radarPalette(colorMode);
  const { axes, series, groupby } = chartProps;
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [hover, setHover] = useState<Hover | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const visible = useMemo(() => series.filter((s) => !hidden.has(s.key)), [series, hidden]);
  const selected = useMemo(() => selectedSeriesKeys(filterState, series), [filterState, series]);
  const interactive = Boolean(setDataMask) && groupby.length > 0;

  const roomForLegend = width >= MIN_PLOT * 2 && height >= MIN_PLOT * 1.5;
  const layout = legendLayout(chartProps.legendOrientation, width, height, chartProps.showLegend && roomForLegend && series.length > 1 ? series.map((s) => s.key) : []);
  const radar = radarLayout(
    axes.map((axis) => axis.name),
    layout.plot,
  );
  const { cx, cy, radius } = radar;
  const pointOf = (axis: number, value: number | null): [number, number] => {
    const bounds = axes[axis]!;
    const fraction = value === null ? 0 : Math.min(1, Math.max(0, (value - bounds.min) / (bounds.max - bounds.min)));
    const angle = axisAngle(axis, axes.length);
    return [cx + radius * fraction * Math.sin(angle), cy - radius * fraction * Math.cos(angle)];
  };
  const shapes = visible.map((item) => ({ item, points: axes.map((_, i) => pointOf(i, item.values[i] ?? null)) }));

  useEffect(() => {
    onRendered?.();
  }, [onRendered, width, height, chartProps, colorMode, hidden]);

  const pointerAt = (event: MouseEvent) => {
    const box = containerRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };
  /** The series under the pointer: the nearest vertex, else the innermost polygon around it. */
  const pick = (x: number, y: number): RadarSeries | null => {
    let best: RadarSeries | null = null;
    let distance = PICK_DISTANCE;
    for (const { item, points } of shapes) {
      points.forEach(([px, py], i) => {
        if (item.values[i] === null) return;
        const d = Math.hypot(px - x, py - y);
        if (d < distance) [best, distance] = [item, d];
      });
    }
    if (best || axes.length < 3) return best;
    let smallest = Infinity;
    for (const { item, points } of shapes) {
      if (!polygonContains(points, [x, y])) continue;
      const area = Math.abs(points.reduce((sum, [x1, y1], i) => {
        const [x2, y2] = points[(i + 1) % points.length]!;
        return sum + x1 * y2 - x2 * y1;
      }, 0));
      if (area < smallest) [best, smallest] = [item, area];
    }
    return best;
  };

  const handleMove = (event: MouseEvent) => {
    const at = pointerAt(event);
    const item = pick(at.x, at.y);
    setHover(item ? { key: item.key, ...at } : null);
  };
  const handleClick = (event: MouseEvent) => {
    if (!interactive || !setDataMask) return;
    const at = pointerAt(event);
    const item = pick(at.x, at.y);
    if (!item) return;
    const next = new Set(selected);
    if (next.has(item.key)) next.delete(item.key);
    else if (event.ctrlKey || event.metaKey || event.shiftKey) next.add(item.key);
    else {
      next.clear();
      next.add(item.key);
    }
    setDataMask(radarCrossFilter(groupby, series.filter((s) => next.has(s.key))));
  };
  const handleContextMenu = (event: MouseEvent) => {
    if (!onContextMenu) return;
    event.preventDefault();
    const at = pointerAt(event);
    const item = pick(at.x, at.y);
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters: item ? seriesFilters(groupby, item) : [] });
  };
  const toggle = (key: string) => {
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
    setHover(null);
  };

  const emphasis = (key: string): 'normal' | 'strong' | 'faded' => {
    if (selected.size > 0) return selected.has(key) ? 'strong' : 'faded';
    if (hover) return hover.key === key ? 'strong' : 'faded';
    return 'normal';
  };

  /** The square a point's marker covers, at its largest (emphasised) size. */
  const pointBounds = (x: number, y: number) => ({ left: x - 4, right: x + 4, top: y - 4, bottom: y + 4 });

  const rings = Array.from({ length: LEVELS }, (_, i) => (radius * (i + 1)) / LEVELS);
  const ringPath = (r: number) =>
    chartProps.isCircle || axes.length < 3
      ? `M${cx - r},${cy}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`
      : `${axes.map((_, i) => `${i === 0 ? 'M' : 'L'}${cx + r * Math.sin(axisAngle(i, axes.length))},${cy - r * Math.cos(axisAngle(i, axes.length))}`).join('')}Z`;

  // Labels of the emphasised series first, so theirs win where labels collide.
  const labelOrder = [...shapes].sort((a, b) => Number(emphasis(b.item.key) === 'strong') - Number(emphasis(a.item.key) === 'strong'));
  const pointLabels = chartProps.showLabels
    ? placePointLabels(
        labelOrder.flatMap(({ item, points }) =>
          points.flatMap(([x, y], i) =>
            item.values[i] === null ? [] : [{ key: `${item.key}\u0000${i}`, text: chartProps.labelType === 'key_value' ? `${item.key}: ${item.formattedValues[i]}` : item.formattedValues[i]!, x, y }],
          ),
        ),
        chartProps.labelPosition,
        layout.plot,
        // Labels keep clear of the axis names and of every point, so no label hides another series' point.
        [...radar.axisLabels.map(axisLabelBounds), ...shapes.flatMap(({ item, points }) => points.flatMap(([x, y], i) => (item.values[i] === null ? [] : [pointBounds(x, y)])))],
      )
    : [];

  const hovered = hover && hover.x !== null && hover.y !== null ? visible.find((s) => s.key === hover.key) : undefined;
  let tooltip = null;
  if (hovered && hover && hover.x !== null && hover.y !== null) {
    const lines: TooltipLine[] = [{ text: hovered.key, color: hovered.color, bold: true }];
    axes.slice(0, TOOLTIP_AXES).forEach((axis, i) => lines.push({ text: `${axis.name}: ${hovered.formattedValues[i]}` }));
    if (axes.length > TOOLTIP_AXES) lines.push({ text: `${axes.length - TOOLTIP_AXES} more…`, muted: true });
    tooltip = <ChartTooltip lines={lines} x={hover.x} y={hover.y} width={width} height={height} surface={palette} />;
  }

  const empty = series.length === 0 || axes.length === 0;
  return (
    <div
      ref={containerRef}
      data-part="radar-chart"
      style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: palette.text }}
    >
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={`Radar chart of ${axes.map((axis) => axis.name).join(', ')}`}
        style={{ display: 'block', cursor: hover && interactive ? 'pointer' : 'default' }}
        onMouseMove={handleMove}
        onMouseLeave={() => setHover(null)}
        onClick={handleClick}
        onContextMenu={handleContextMenu}
      >
        {!empty && radius > 0 ? (
          <g data-part="grid" pointerEvents="none">
            {rings.map((r, i) => (
              <path key={i} d={ringPath(r)} fill="none" stroke={palette.grid} strokeWidth={1} />
            ))}
            {axes.map((_, i) => {
              const angle = axisAngle(i, axes.length);
              return <line key={i} x1={cx} y1={cy} x2={cx + radius * Math.sin(angle)} y2={cy - radius * Math.cos(angle)} stroke={palette.grid} strokeWidth={1} />;
            })}
          </g>
        ) : null}
        {!empty
          ? radar.axisLabels.map((label, i) => (
              <text key={i} data-part="axis-label" x={label.x} y={label.y} dy="0.35em" textAnchor={label.anchor} fontSize={AXIS_FONT_SIZE} fill={palette.mutedText} pointerEvents="none">
                {label.text}
              </text>
            ))
          : null}
        {!empty && radius > 0
          ? shapes.map(({ item, points }) => {
              const state = emphasis(item.key);
              const d = `${points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x},${y}`).join('')}Z`;
              return (
                <g key={item.key} data-part="series" data-key={item.key} opacity={state === 'faded' ? 0.3 : 1}>
                  <path d={d} fill={item.color} fillOpacity={state === 'strong' ? 0.28 : 0.12} stroke={item.color} strokeWidth={state === 'strong' ? 2.5 : 2} strokeLinejoin="round" />
                  {points.map(([x, y], i) => (item.values[i] === null ? null : <circle key={i} data-part="point" cx={x} cy={y} r={state === 'strong' ? 4 : 3} fill={item.color} stroke={palette.background} strokeWidth={1} />))}
                </g>
              );
            })
          : null}
        {pointLabels.map((label) => (
          <text key={label.key} data-part="point-label" x={label.x} y={label.y} dy="0.35em" textAnchor={label.anchor} fontSize={POINT_FONT_SIZE} fill={palette.text} pointerEvents="none" style={{ paintOrder: 'stroke' }} stroke={palette.background} strokeWidth={3} strokeOpacity={0.8}>
            {label.text}
          </text>
        ))}
        {empty || visible.length === 0 ? (
          <text data-part="empty" x={layout.plot.left + layout.plot.width / 2} y={layout.plot.top + layout.plot.height / 2} dy="0.35em" textAnchor="middle" fontSize={14} fill={palette.mutedText}>
            {empty ? 'No data' : 'Every category is hidden'}
          </text>
        ) : null}
      </svg>
      {layout.legend ? (
        <ChartLegend
          box={layout.legend}
          orientation={chartProps.legendOrientation}
          items={series.map((s) => ({ key: s.key, color: s.color, hidden: hidden.has(s.key) }))}
          palette={palette}
          onToggle={toggle}
          onHover={(key) => setHover(key ? { key, x: null, y: null } : null)}
        />
      ) : null}
      {tooltip}
    </div>
  );
}
