import {
  AXIS_TICK_FONT_SIZE as TICK_FONT_SIZE,
  AXIS_TITLE_FONT_SIZE as TITLE_FONT_SIZE,
  CHART_FONT_FAMILY,
  getNumberFormatter,
  measureTextWidth,
  truncateText,
  xyPalette,
  type ChartRenderProps,
} from '@core/plugin-api/index.js';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ChartTooltip, type TooltipRow } from '../viz-kit-react/index.js';
import type { BarKind, WaterfallChartProps } from './transform-props.js';
import { LEGEND_HEIGHT, waterfallLayout } from './waterfall-layout.js';

const LEGEND_ENTRIES: ReadonlyArray<{ kind: BarKind; label: string }> = [
  { kind: 'increase', label: 'Increase' },
  { kind: 'decrease', label: 'Decrease' },
  { kind: 'total', label: 'Total' },
];

/**
 * `waterfall`: one bar per change, floating from the running total before it to the one after,
 * coloured as an increase or a decrease; totals stand on zero. Dashed connectors carry the running
 * total from bar to bar. Bar names along the x-axis are laid out as `x_ticks_layout` asks, never
 * overlapping; the value axis has thinned ticks and gridlines and a zero line. With `show_value`
 * each bar's change is written beside it where it fits. The legend names the three colours; the
 * tooltip gives the change and the running total.
 */
export default function WaterfallChart({ width, height, chartProps, colorMode, onRendered }: ChartRenderProps<WaterfallChartProps>) {
  const palette = xyPalette(colorMode);
  const { bars, colors } = chartProps;
  const containerRef = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<{ index: number; x: number; y: number } | null>(null);
  const format = getNumberFormatter(chartProps.yAxisFormat);
  const showLegend = chartProps.showLegend && height >= 120 && width >= 160;

  const layout = useMemo(
    () =>
      waterfallLayout(
        width,
        height,
        bars.map((bar) => bar.name),
        chartProps.extent,
        chartProps.yAxisFormat,
        chartProps.xTicksLayout,
        { xTitle: chartProps.xAxisLabel !== '', yTitle: chartProps.yAxisLabel !== '', legend: showLegend, values: chartProps.showValue },
      ),
    [width, height, bars, chartProps.extent, chartProps.yAxisFormat, chartProps.xTicksLayout, chartProps.xAxisLabel, chartProps.yAxisLabel, chartProps.showValue, showLegend],
  );
  const { plot, bandWidth, y } = layout;
  const barWidth = Math.max(1, Math.min(bandWidth * 0.7, 80));
  const centre = (index: number) => plot.left + (index + 0.5) * bandWidth;

  useEffect(() => {
    onRendered?.();
  }, [onRendered, width, height, chartProps, colorMode]);

  const indexAt = (event: MouseEvent) => {
    const bounds = containerRef.current?.getBoundingClientRect();
    const x = event.clientX - (bounds?.left ?? 0);
    const yPos = event.clientY - (bounds?.top ?? 0);
    const index = Math.floor((x - plot.left) / bandWidth);
    return { index: index >= 0 && index < bars.length && yPos >= plot.top && yPos <= plot.top + plot.height ? index : -1, x, y: yPos };
  };

  const hovered = hover ? bars[hover.index] : undefined;
  const tooltipRows = (): TooltipRow[] => {
    if (!hovered) return [];
    if (hovered.kind === 'total') return [{ color: colors.total, name: 'Total', value: format(hovered.value) }];
    return [
      { color: colors[hovered.kind], name: hovered.kind === 'increase' ? 'Increase' : 'Decrease', value: format(hovered.value) },
      { name: 'Running total', value: format(hovered.end) },
    ];
  };
  const tooltipTitle = hovered ? (chartProps.hasBreakdown && hovered.kind !== 'total' ? `${hovered.group}, ${hovered.name}` : hovered.name) : '';
  const angle = layout.xLabels.angle;
  const zeroY = plot.top + y(0);
  let legendX = plot.left;

  return (
    <div ref={containerRef} data-part="waterfall-chart" style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: palette.text }}>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={`Waterfall chart of ${chartProps.metricName}`}
        style={{ position: 'absolute', left: 0, top: 0, display: 'block' }}
        onMouseMove={(event) => {
          const at = indexAt(event);
          setHover(at.index >= 0 ? at : null);
        }}
        onMouseLeave={() => setHover(null)}
      >
        {bars.length > 0 && plot.height > 0 && plot.width > 0 ? (
          <>
            {showLegend ? (
              <g data-part="legend" fontSize={TICK_FONT_SIZE} fill={palette.text}>
                {LEGEND_ENTRIES.map((entry) => {
                  const x = legendX;
                  legendX += 14 + measureTextWidth(entry.label, TICK_FONT_SIZE) + 16;
                  return (
                    <g key={entry.kind} data-part="legend-item" transform={`translate(${x},${10 + LEGEND_HEIGHT / 2 - 6})`}>
                      <rect width={10} height={10} rx={2} y={1} fill={colors[entry.kind]} />
                      <text x={14} y={6} dy="0.35em">
                        {entry.label}
                      </text>
                    </g>
                  );
                })}
              </g>
            ) : null}
            <g data-part="y-axis" fontSize={TICK_FONT_SIZE} fill={palette.text}>
              {layout.yTicks.map((tick) => (
                <g key={tick.label}>
                  <line x1={plot.left} x2={plot.left + plot.width} y1={plot.top + tick.position} y2={plot.top + tick.position} stroke={palette.grid} />
                  <text x={plot.left - 8} y={plot.top + tick.position} dy="0.35em" textAnchor="end">
                    {tick.label}
                  </text>
                </g>
              ))}
            </g>
            {hover ? <rect data-part="hover-band" x={plot.left + hover.index * bandWidth} y={plot.top} width={bandWidth} height={plot.height} fill={palette.hoverBand} pointerEvents="none" /> : null}
            <g data-part="connectors" stroke={palette.axis} strokeDasharray="3 3">
              {bars.slice(0, -1).map((bar, index) => {
                const level = plot.top + y(bar.end);
                return <line key={bar.key} x1={centre(index) + barWidth / 2} x2={centre(index + 1) - barWidth / 2} y1={level} y2={level} />;
              })}
            </g>
            {bars.map((bar, index) => {
              const top = plot.top + y(Math.max(bar.start, bar.end));
              const bottom = plot.top + y(Math.min(bar.start, bar.end));
              return (
                <rect
                  key={bar.key}
                  data-part="bar"
                  data-kind={bar.kind}
                  x={centre(index) - barWidth / 2}
                  y={top}
                  width={barWidth}
                  height={Math.max(1, bottom - top)}
                  fill={colors[bar.kind]}
                  fillOpacity={hovered === bar ? 1 : 0.9}
                  rx={Math.min(2, barWidth / 4)}
                />
              );
            })}
            {chartProps.showValue ? (
              <g data-part="values" fontSize={TICK_FONT_SIZE} fill={palette.text} textAnchor="middle">
                {bars.map((bar, index) => {
                  const text = format(bar.value);
                  if (measureTextWidth(text, TICK_FONT_SIZE) > bandWidth - 2) return null;
                  const below = bar.kind === 'decrease' || (bar.kind === 'total' && bar.value < 0);
                  const edge = plot.top + y(below ? Math.min(bar.start, bar.end) : Math.max(bar.start, bar.end));
                  return (
                    <text key={bar.key} data-part="value" x={centre(index)} y={below ? edge + 4 : edge - 4} dy={below ? '0.71em' : '0'}>
                      {text}
                    </text>
                  );
                })}
              </g>
            ) : null}
            <g data-part="x-axis" fontSize={TICK_FONT_SIZE} fill={palette.text}>
              <line x1={plot.left} x2={plot.left + plot.width} y1={plot.top + plot.height + 0.5} y2={plot.top + plot.height + 0.5} stroke={palette.axis} />
              {zeroY > plot.top && zeroY < plot.top + plot.height - 1 ? <line data-part="zero-line" x1={plot.left} x2={plot.left + plot.width} y1={zeroY} y2={zeroY} stroke={palette.axis} /> : null}
              {layout.xLabels.labels.map(({ index, text, row }) => {
                const x = centre(index);
                const labelY = plot.top + plot.height + 6 + row * (TICK_FONT_SIZE + 4);
                const bold = chartProps.hasBreakdown && bars[index]?.kind === 'total';
                return angle > 0 ? (
                  <text key={index} transform={`translate(${x},${labelY}) rotate(${-angle})`} dy={angle === 90 ? '0.35em' : '0.71em'} textAnchor="end" fontWeight={bold ? 600 : undefined}>
                    {text}
                  </text>
                ) : (
                  <text key={index} x={x} y={labelY} dy="0.71em" textAnchor="middle" fontWeight={bold ? 600 : undefined}>
                    {text}
                  </text>
                );
              })}
            </g>
            {chartProps.xAxisLabel ? (
              <text data-part="x-title" x={plot.left + plot.width / 2} y={plot.top + plot.height + layout.xLabels.height + TITLE_FONT_SIZE + 4} textAnchor="middle" fontSize={TITLE_FONT_SIZE} fontWeight={500} fill={palette.mutedText}>
                {truncateText(chartProps.xAxisLabel, plot.width, TITLE_FONT_SIZE)}
              </text>
            ) : null}
            {chartProps.yAxisLabel ? (
              <text data-part="y-title" transform={`translate(${TITLE_FONT_SIZE + 2},${plot.top + plot.height / 2}) rotate(-90)`} textAnchor="middle" fontSize={TITLE_FONT_SIZE} fontWeight={500} fill={palette.mutedText}>
                {truncateText(chartProps.yAxisLabel, plot.height, TITLE_FONT_SIZE)}
              </text>
            ) : null}
          </>
        ) : bars.length > 0 ? null : (
          <text data-part="empty" x={width / 2} y={height / 2} dy="0.35em" textAnchor="middle" fontSize={14} fill={palette.mutedText}>
            No data
          </text>
        )}
      </svg>
      {hovered && hover ? <ChartTooltip x={hover.x} y={hover.y} width={width} height={height} surface={palette} title={tooltipTitle} rows={tooltipRows()} /> : null}
    </div>
  );
}
