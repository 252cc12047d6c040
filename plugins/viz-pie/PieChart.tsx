import { CHART_FONT_FAMILY, fitFontSize, getNumberFormatter, legendLayout, measureTextWidth, type ChartRenderProps } from '@core/plugin-api/index.js';
import { arc, pie, type PieArcDatum } from 'd3';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { piePalette } from './chart-palette.js';
import { pieCrossFilter, selectedSliceKeys, sliceFilters } from './cross-filter.js';
import { fitsInside, readableTextColor } from './inside-labels.js';
import { LABEL_FONT_SIZE, placeOutsideLabels, radiusForOutsideLabels } from './outside-labels.js';
import { ChartLegend, ChartTooltip } from '../viz-kit-react/index.js';
import { sliceLabel } from './slice-label.js';
import { formatPercent, type PieChartProps, type PieSlice } from './transform-props.js';

/** How far a hovered slice grows outwards. */
const HOVER_GROWTH = 6;
const TOTAL_CAPTION_HEIGHT = 22;

interface Hover {
  key: string;
  /** Pointer position in the chart's box; null when the hover comes from the legend. */
  x: number | null;
  y: number | null;
}

/**
 * `pie`: slices drawn with d3.pie / d3.arc as SVG, a donut when asked, labels on or beside the
 * slices (with leader lines, none for slices under the threshold), a legend whose entries hide
 * and show slices, a tooltip with name, value and share, and the total. Clicking a slice emits a
 * cross-filter on its dimension values (clicking it again clears it; Ctrl/⌘/Shift-click adds to
 * the selection); the selected slices stay bright while the others fade. Right-click opens the
 * context menu with the slice's filters.
 */
export default function PieChart({ width, height, chartProps, colorMode, onRendered, setDataMask, filterState, onContextMenu }: ChartRenderProps<PieChartProps>) {
  const palette = piePalette(colorMode);
  const { slices, groupby } = chartProps;
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [hover, setHover] = useState<Hover | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  const visible = useMemo(() => slices.filter((slice) => !hidden.has(slice.key)), [slices, hidden]);
  const visibleTotal = visible.reduce((sum, slice) => sum + slice.value, 0);
  const selected = useMemo(() => selectedSliceKeys(filterState, slices), [filterState, slices]);
  const formatValue = getNumberFormatter(chartProps.numberFormat);
  const interactive = Boolean(setDataMask) && groupby.length > 0;

  const layout = legendLayout(
    chartProps.legendOrientation,
    width,
    height,
    chartProps.showLegend && slices.length > 1 ? slices.map((slice) => slice.key) : [],
  );
  const totalCaption = chartProps.showTotal && !chartProps.donut && visible.length > 0 ? `Total: ${formatValue(visibleTotal)}` : null;
  const pieBox = totalCaption ? { ...layout.plot, top: layout.plot.top + TOTAL_CAPTION_HEIGHT, height: Math.max(0, layout.plot.height - TOTAL_CAPTION_HEIGHT) } : layout.plot;
  const cx = pieBox.left + pieBox.width / 2;
  const cy = pieBox.top + pieBox.height / 2;

  const arcs = useMemo(
    () =>
      pie<PieSlice>()
        .value((slice) => slice.value)
        .sort(null)(visible),
    [visible],
  );
  const labelled = chartProps.showLabels
    ? arcs
        .map((a) => {
          const share = visibleTotal > 0 ? a.data.value / visibleTotal : 0;
          return { a, share, text: sliceLabel(chartProps.labelType, a.data.key, a.data.formattedValue, formatPercent(share)) };
        })
        .filter(({ share }) => share >= chartProps.showLabelsThreshold)
    : [];

  const maxRadius = Math.max(0, Math.min(pieBox.width, pieBox.height) / 2 - HOVER_GROWTH);
  const outerShare = Math.min(100, Math.max(10, chartProps.outerRadius)) / 100;
  const innerShare = Math.min(100, Math.max(0, chartProps.innerRadius)) / 100;
  const wantedRadius = maxRadius * outerShare;
  const widestLabel = chartProps.labelsOutside ? Math.max(0, ...labelled.map(({ text }) => measureTextWidth(text, LABEL_FONT_SIZE))) : 0;
  const outerRadius = labelled.length > 0 && chartProps.labelsOutside ? radiusForOutsideLabels(wantedRadius, maxRadius, pieBox.width, widestLabel) : wantedRadius;
  // The hole keeps its proportion to the pie when labels make the pie smaller.
  const innerRadius = chartProps.donut ? Math.min(outerRadius * 0.95, outerRadius * (innerShare / outerShare)) : 0;
  const shape = arc<PieArcDatum<PieSlice>>().innerRadius(innerRadius).outerRadius(outerRadius).padAngle(arcs.length > 1 ? 0.006 : 0).cornerRadius(1.5);
  const grownShape = arc<PieArcDatum<PieSlice>>()
    .innerRadius(innerRadius)
    .outerRadius(outerRadius + HOVER_GROWTH)
    .padAngle(arcs.length > 1 ? 0.006 : 0)
    .cornerRadius(1.5);

  const outsideLabels = chartProps.labelsOutside
    ? placeOutsideLabels(
        labelled.map(({ a, share, text }) => ({ key: a.data.key, text, angle: (a.startAngle + a.endAngle) / 2, percent: share })),
        outerRadius,
        pieBox.width,
        pieBox.height,
      )
    : [];
  // On a full pie, labels sit two thirds out, where slices are wide enough for text.
  const labelInnerRadius = innerRadius > 0 ? innerRadius : outerRadius * 0.35;
  const labelArc = arc<PieArcDatum<PieSlice>>().innerRadius(labelInnerRadius).outerRadius(outerRadius);
  const insideLabels = chartProps.labelsOutside
    ? []
    : labelled.filter(({ a, text }) => fitsInside(text, a.startAngle, a.endAngle, labelInnerRadius, outerRadius));

  useEffect(() => {
    onRendered?.();
  }, [onRendered, width, height, chartProps, colorMode, hidden]);

  const pointer = (event: MouseEvent) => {
    const box = containerRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };

  const handleClick = (event: MouseEvent, slice: PieSlice) => {
    if (!interactive || !setDataMask) return;
    const next = new Set(selected);
    if (next.has(slice.key)) next.delete(slice.key);
    else if (event.ctrlKey || event.metaKey || event.shiftKey) next.add(slice.key);
    else {
      next.clear();
      next.add(slice.key);
    }
    setDataMask(pieCrossFilter(groupby, slices.filter((s) => next.has(s.key))));
  };

  const handleContextMenu = (event: MouseEvent, slice: PieSlice | null) => {
    if (!onContextMenu) return;
    event.preventDefault();
    event.stopPropagation();
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters: slice ? sliceFilters(groupby, slice) : [] });
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

  const opacityOf = (key: string) => {
    if (selected.size > 0) return selected.has(key) ? 1 : 0.3;
    if (hover && hover.key !== key) return 0.6;
    return 1;
  };

  const hoveredSlice = hover ? visible.find((slice) => slice.key === hover.key) : undefined;
  let tooltip = null;
  if (hoveredSlice && hover && hover.x !== null && hover.y !== null) {
    tooltip = (
      <ChartTooltip
        x={hover.x}
        y={hover.y}
        width={width}
        height={height}
        surface={palette}
        title={hoveredSlice.key}
        titleColor={hoveredSlice.color}
        lines={[
          { text: chartProps.metricLabel || 'Value', value: hoveredSlice.formattedValue },
          { text: formatPercent(visibleTotal > 0 ? hoveredSlice.value / visibleTotal : 0), muted: true },
        ]}
      />
    );
  }

  const centreTotal = chartProps.donut && chartProps.showTotal && visible.length > 0 && innerRadius >= 24 ? formatValue(visibleTotal) : null;
  const centreSize = centreTotal ? fitFontSize(centreTotal, Math.min(innerRadius * 0.45, 40), innerRadius * 1.5, 700) : 0;

  return (
    <div
      ref={containerRef}
      data-part="pie-chart"
      onContextMenu={(event) => handleContextMenu(event, null)}
      style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: palette.text }}
    >
      <svg width={width} height={height} role="img" aria-label={`Pie chart of ${chartProps.metricLabel}`} style={{ display: 'block' }}>
        <g transform={`translate(${cx},${cy})`}>
          {arcs.map((a) => {
            const grown = hover?.key === a.data.key && selected.size === 0;
            return (
              <path
                key={a.data.key}
                data-part="slice"
                data-key={a.data.key}
                aria-label={`${a.data.key}: ${a.data.formattedValue}`}
                d={(grown ? grownShape(a) : shape(a)) ?? ''}
                fill={a.data.color}
                fillOpacity={opacityOf(a.data.key)}
                stroke={palette.sliceStroke}
                strokeWidth={1}
                style={{ cursor: interactive ? 'pointer' : 'default', transition: 'fill-opacity 120ms' }}
                onMouseMove={(event) => setHover({ key: a.data.key, ...pointer(event) })}
                onMouseLeave={() => setHover(null)}
                onClick={(event) => handleClick(event, a.data)}
                onContextMenu={(event) => handleContextMenu(event, a.data)}
              />
            );
          })}
          {outsideLabels.map((label) => (
            <g key={label.key} data-part="outside-label" pointerEvents="none">
              {chartProps.labelLine ? (
                <polyline points={label.points.map((p) => p.join(',')).join(' ')} fill="none" stroke={palette.leaderLine} strokeWidth={1} />
              ) : null}
              <text
                x={label.x}
                y={label.y}
                dy="0.35em"
                textAnchor={label.side === 'right' ? 'start' : 'end'}
                fontSize={LABEL_FONT_SIZE}
                fill={palette.text}
                fillOpacity={opacityOf(label.key) < 1 ? 0.5 : 1}
              >
                {label.text}
              </text>
            </g>
          ))}
          {insideLabels.map(({ a, text }) => {
            const [x, y] = labelArc.centroid(a);
            return (
              <text
                key={a.data.key}
                data-part="inside-label"
                x={x}
                y={y}
                dy="0.35em"
                textAnchor="middle"
                fontSize={LABEL_FONT_SIZE}
                fill={readableTextColor(a.data.color)}
                fillOpacity={opacityOf(a.data.key) < 1 ? 0.6 : 1}
                pointerEvents="none"
              >
                {text}
              </text>
            );
          })}
          {centreTotal ? (
            <g data-part="total" pointerEvents="none">
              <text y={-centreSize * 0.55} textAnchor="middle" fontSize={Math.max(10, centreSize * 0.4)} fill={palette.mutedText}>
                Total
              </text>
              <text y={centreSize * 0.45} dy="0.35em" textAnchor="middle" fontSize={centreSize} fontWeight={700} fill={palette.text}>
                {centreTotal}
              </text>
            </g>
          ) : null}
        </g>
        {totalCaption ? (
          <text data-part="total" x={layout.plot.left + 8} y={layout.plot.top + TOTAL_CAPTION_HEIGHT / 2} dy="0.35em" fontSize={13} fontWeight={600} fill={palette.text}>
            {totalCaption}
          </text>
        ) : null}
        {slices.length === 0 || visible.length === 0 ? (
          <text data-part="empty" x={cx} y={cy} dy="0.35em" textAnchor="middle" fontSize={14} fill={palette.mutedText}>
            {slices.length === 0 ? 'No data' : 'Every slice is hidden'}
          </text>
        ) : null}
      </svg>
      {layout.legend ? (
        <ChartLegend
          box={layout.legend}
          orientation={chartProps.legendOrientation}
          items={slices.map((slice) => ({ key: slice.key, color: slice.color, hidden: hidden.has(slice.key) }))}
          palette={palette}
          onToggle={toggle}
          onHover={(key) => setHover(key ? { key, x: null, y: null } : null)}
        />
      ) : null}
      {tooltip}
    </div>
  );
}
