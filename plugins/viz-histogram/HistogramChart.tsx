import {
  AXIS_TICK_FONT_SIZE as TICK_FONT_SIZE,
  AXIS_TITLE_FONT_SIZE as TITLE_FONT_SIZE,
  CHART_FONT_FAMILY,
  getNumberFormatter,
  legendLayout,
  measureTextWidth,
  truncateText,
  xyPalette,
  type ChartRenderProps,
} from '@core/plugin-api/index.js';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ChartLegend, ChartTooltip, type TooltipRow } from '../viz-kit-react/index.js';
import { histogramLayout } from './histogram-layout.js';
import type { HistogramChartProps } from './transform-props.js';

const VALUE_FONT_SIZE = 10;
const formatShare = getNumberFormatter('.2%');

/**
 * `histogram_v2`: one band per bin along the x-axis, one bar per group side by side in each band,
 * a value axis from zero with thinned ticks and light gridlines, bin labels turned or thinned so
 * they never overlap, axis titles, a legend whose entries hide and show groups, and a tooltip per
 * bin with each group's count, its share of the bin and the total.
 */
export default function HistogramChart({ width, height, chartProps, colorMode, onRendered }: ChartRenderProps<HistogramChartProps>) {
  const palette = xyPalette(colorMode);
  const { bins, series } = chartProps;
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [hover, setHover] = useState<{ bin: number; x: number; y: number } | null>(null);
  const [hoverSeries, setHoverSeries] = useState<string | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const format = getNumberFormatter(chartProps.valueFormat);

  const visible = useMemo(() => series.filter((s) => !hidden.has(s.key)), [series, hidden]);
  const maxValue = Math.max(0, ...visible.flatMap((s) => s.values));
  const outer = legendLayout(chartProps.legendOrientation, width, height, chartProps.showLegend && series.length > 1 ? series.map((s) => s.key) : [], {
    minWidth: 160,
    minHeight: 120,
  });
  const layout = histogramLayout(
    outer.plot,
    bins.map((bin) => bin.label),
    maxValue,
    chartProps.valueFormat,
    { x: chartProps.xAxisTitle !== '', y: chartProps.yAxisTitle !== '' },
  );
  const { plot, binWidth } = layout;
  const groupPadding = Math.min(4, binWidth * 0.08);
  const barWidth = visible.length > 0 ? Math.max(0.5, (binWidth - 2 * groupPadding) / visible.length) : 0;

  useEffect(() => {
    onRendered?.();
  }, [onRendered, width, height, chartProps, colorMode, hidden]);

  const toggle = (key: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const handleMove = (event: MouseEvent) => {
    const box = containerRef.current?.getBoundingClientRect();
    const x = event.clientX - (box?.left ?? 0);
    const y = event.clientY - (box?.top ?? 0);
    const bin = Math.floor((x - plot.left) / binWidth);
    setHover(bin >= 0 && bin < bins.length && y >= plot.top && y <= plot.top + plot.height ? { bin, x, y } : null);
  };

  let tooltip = null;
  if (hover && visible.length > 0) {
    const values = visible.map((s) => s.values[hover.bin] ?? 0);
    const total = values.reduce((sum, value) => sum + value, 0);
    const grouped = chartProps.groupby.length > 0;
    const rows: TooltipRow[] = visible.map((s, i) => ({
      color: s.color,
      name: s.key,
      value: format(values[i]),
      ...(grouped && !chartProps.normalize ? { extra: formatShare(total > 0 ? values[i]! / total : 0) } : {}),
    }));
    if (grouped) rows.push({ name: 'Total', value: format(total) });
    tooltip = <ChartTooltip x={hover.x} y={hover.y} width={width} height={height} surface={palette} title={`${chartProps.columnName}: ${bins[hover.bin]!.label}`} rows={rows} />;
  }

  const empty = bins.length === 0 || series.length === 0;
  return (
    <div ref={containerRef} data-part="histogram-chart" style={{ position: 'relative', width, height, overflow: 'hidden', fontFamily: CHART_FONT_FAMILY, color: palette.text }}>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={`Histogram of ${chartProps.columnName}`}
        style={{ display: 'block' }}
        onMouseMove={handleMove}
        onMouseLeave={() => setHover(null)}
      >
        {!empty ? (
          <>
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
            {hover ? <rect data-part="hover-band" x={plot.left + hover.bin * binWidth} y={plot.top} width={binWidth} height={plot.height} fill={palette.hoverBand} pointerEvents="none" /> : null}
            <g data-part="bars">
              {visible.map((s, i) =>
                s.values.map((value, bin) => {
                  if (value <= 0) return null;
                  const top = plot.top + layout.y(value);
                  return (
                    <rect
                      key={`${s.key}|${bin}`}
                      data-part="bar"
                      data-series={s.key}
                      data-bin={bin}
                      x={plot.left + bin * binWidth + groupPadding + i * barWidth}
                      y={top}
                      width={Math.max(0.5, barWidth - (barWidth > 4 ? 1 : 0))}
                      height={Math.max(0, plot.top + plot.height - top)}
                      fill={s.color}
                      fillOpacity={hoverSeries && hoverSeries !== s.key ? 0.35 : 1}
                    />
                  );
                }),
              )}
            </g>
            {chartProps.showValue ? (
              <g data-part="bar-values" fontSize={VALUE_FONT_SIZE} fill={palette.text} textAnchor="middle" pointerEvents="none">
                {visible.flatMap((s, i) =>
                  s.values.map((value, bin) => {
                    const text = format(value);
                    if (value <= 0 || measureTextWidth(text, VALUE_FONT_SIZE) > barWidth + groupPadding) return null;
                    return (
                      <text key={`${s.key}|${bin}`} x={plot.left + bin * binWidth + groupPadding + (i + 0.5) * barWidth} y={plot.top + layout.y(value) - 4}>
                        {text}
                      </text>
                    );
                  }),
                )}
              </g>
            ) : null}
            <g data-part="x-axis" fontSize={TICK_FONT_SIZE} fill={palette.text}>
              <line x1={plot.left} x2={plot.left + plot.width} y1={plot.top + plot.height + 0.5} y2={plot.top + plot.height + 0.5} stroke={palette.axis} />
              {layout.xLabels.labels.map(({ index, text }) => {
                const x = plot.left + (index + 0.5) * binWidth;
                const y = plot.top + plot.height + 6;
                return layout.xLabels.angle > 0 ? (
                  <text key={index} transform={`translate(${x},${y}) rotate(-45)`} dy="0.71em" textAnchor="end">
                    {text}
                  </text>
                ) : (
                  <text key={index} x={x} y={y} dy="0.71em" textAnchor="middle">
                    {text}
                  </text>
                );
              })}
            </g>
            {chartProps.xAxisTitle ? (
              <text data-part="x-title" x={plot.left + plot.width / 2} y={plot.top + plot.height + layout.xLabels.height + TITLE_FONT_SIZE + 4} textAnchor="middle" fontSize={TITLE_FONT_SIZE} fontWeight={500} fill={palette.mutedText}>
                {truncateText(chartProps.xAxisTitle, plot.width, TITLE_FONT_SIZE)}
              </text>
            ) : null}
            {chartProps.yAxisTitle ? (
              <text
                data-part="y-title"
                transform={`translate(${outer.plot.left + TITLE_FONT_SIZE + 2},${plot.top + plot.height / 2}) rotate(-90)`}
                textAnchor="middle"
                fontSize={TITLE_FONT_SIZE}
                fontWeight={500}
                fill={palette.mutedText}
              >
                {truncateText(chartProps.yAxisTitle, plot.height, TITLE_FONT_SIZE)}
              </text>
            ) : null}
          </>
        ) : (
          <text data-part="empty" x={width / 2} y={height / 2} dy="0.35em" textAnchor="middle" fontSize={14} fill={palette.mutedText}>
            No data
          </text>
        )}
      </svg>
      {outer.legend && !empty ? (
        <ChartLegend
          box={outer.legend}
          orientation={chartProps.legendOrientation}
          items={series.map((s) => ({ key: s.key, color: s.color, hidden: hidden.has(s.key) }))}
          palette={palette}
          onToggle={toggle}
          onHover={setHoverSeries}
        />
      ) : null}
      {tooltip}
    </div>
  );
}
