import { memo } from 'react';
import type { ChartGeometry } from './chart-geometry.js';
import { FONT, type Tick } from './chart-layout.js';
import type { ChartTheme } from './chart-theme.js';
import { estimateTextWidth, truncateText } from './text-metrics.js';

/** Props of {@link ChartAxes}. */
export interface ChartAxesProps {
  geometry: ChartGeometry;
  theme: ChartTheme;
  xAxisTitle: string;
  yAxisTitle: string;
  /** Title of the secondary (right) value axis, when the chart has one. */
  secondaryTitle?: string;
}

/** Anchor of a label along a horizontal axis, so the first and last labels stay inside the chart. */
function anchorFor(position: number, label: string, plotLeft: number, plotWidth: number, chartWidth: number): 'start' | 'middle' | 'end' {
  const half = estimateTextWidth(label, FONT.tick) / 2;
  if (plotLeft + position + half > chartWidth) return 'end';
  if (plotLeft + position - half < 0) return 'start';
  return position + half > plotWidth + 16 ? 'end' : 'middle';
}

/** A bottom tick label where it is drawn: anchored to stay inside the chart, or left out (`null`) when it would touch the previous one. */
interface PlacedLabel {
  position: number;
  label: string;
  anchor: 'start' | 'middle' | 'end';
}

function placeBottomLabels(ticks: readonly Tick[], plotLeft: number, plotWidth: number, chartWidth: number): Array<PlacedLabel | null> {
  let previousRight = -Infinity;
  return ticks.map((tick) => {
    const anchor = anchorFor(tick.position, tick.label, plotLeft, plotWidth, chartWidth);
    const width = estimateTextWidth(tick.label, FONT.tick);
    const left = anchor === 'start' ? tick.position : anchor === 'end' ? tick.position - width : tick.position - width / 2;
    if (left < previousRight + 6) return null;
    previousRight = left + width;
    return { position: tick.position, label: tick.label, anchor };
  });
}

/**
 * Gridlines, axis lines, tick labels and axis titles, drawn in the plot's coordinates (the caller
 * translates to the plot's corner). Values run up the left axis, x values along the bottom; for
 * horizontal bars the two swap. A secondary value axis runs up the right side.
 */
export const ChartAxes = memo(function ChartAxes({ geometry, theme, xAxisTitle, yAxisTitle, secondaryTitle = '' }: ChartAxesProps) {
  const { plot, area, horizontal, base, value, secondary } = geometry;
  const rightMargin = area.left + area.width - (plot.left + plot.width);
  const leftMargin = plot.left - area.left;
  const bottomLabelY = plot.height + 6 + FONT.tick;
  const bottomTitle = horizontal ? yAxisTitle : xAxisTitle;
  const leftTitle = horizontal ? xAxisTitle : yAxisTitle;
  const bottomTicks = horizontal ? value.ticks : base.ticks;
  const leftTicks = horizontal ? base.ticks : value.ticks;
  const leftLabelWidth = Math.max(0, leftMargin - 10 - (leftTitle ? FONT.title + 8 : 0));

  return (
    <g className="timeseries-axes" fontSize={FONT.tick} fill={theme.text}>
      {value.ticks.map((tick, i) =>
        horizontal ? (
          <line key={`grid|${i}`} x1={tick.position} x2={tick.position} y1={0} y2={plot.height} stroke={theme.grid} />
        ) : (
          <line key={`grid|${i}`} x1={0} x2={plot.width} y1={tick.position} y2={tick.position} stroke={theme.grid} />
        ),
      )}
      <line x1={0} x2={plot.width} y1={plot.height} y2={plot.height} stroke={theme.axis} />
      {horizontal && <line x1={0} x2={0} y1={0} y2={plot.height} stroke={theme.axis} />}

      {placeBottomLabels(bottomTicks, plot.left, plot.width, geometry.width).map((placed, i) => (
        <g key={`bottom|${i}`}>
          <line x1={bottomTicks[i]!.position} x2={bottomTicks[i]!.position} y1={plot.height} y2={plot.height + 4} stroke={theme.axis} />
          {placed && (
            <text x={placed.position} y={bottomLabelY} textAnchor={placed.anchor}>
              {placed.label}
            </text>
          )}
        </g>
      ))}
      {leftTicks.map((tick, i) => (
        <text key={`left|${i}`} x={-8} y={tick.position} textAnchor="end" dominantBaseline="central">
          {horizontal ? truncateText(tick.label, leftLabelWidth, FONT.tick) : tick.label}
        </text>
      ))}

      {secondary && (
        <g className="timeseries-secondary-axis">
          <line x1={plot.width} x2={plot.width} y1={0} y2={plot.height} stroke={theme.axis} />
          {secondary.ticks.map((tick, i) => (
            <text key={`right|${i}`} x={plot.width + 8} y={tick.position} textAnchor="start" dominantBaseline="central">
              {tick.label}
            </text>
          ))}
          {secondaryTitle && (
            <text
              transform={`translate(${plot.width + rightMargin - FONT.title}, ${plot.height / 2}) rotate(90)`}
              textAnchor="middle"
              fontSize={FONT.title}
              fill={theme.mutedText}
              fontWeight={500}
            >
              {truncateText(secondaryTitle, plot.height, FONT.title)}
            </text>
          )}
        </g>
      )}
      {bottomTitle && (
        <text x={plot.width / 2} y={bottomLabelY + FONT.title + 10} textAnchor="middle" fontSize={FONT.title} fill={theme.mutedText} fontWeight={500}>
          {truncateText(bottomTitle, plot.width, FONT.title)}
        </text>
      )}
      {leftTitle && (
        <text
          transform={`translate(${-leftMargin + FONT.title}, ${plot.height / 2}) rotate(-90)`}
          textAnchor="middle"
          fontSize={FONT.title}
          fill={theme.mutedText}
          fontWeight={500}
        >
          {truncateText(leftTitle, plot.height, FONT.title)}
        </text>
      )}
    </g>
  );
});
