import { memo, type ReactElement } from 'react';
import { getNumberFormatter } from '@core/plugin-api/index.js';
import type { ChartGeometry } from './chart-geometry.js';
import { FONT } from './chart-layout.js';
import type { ChartTheme } from './chart-theme.js';
import type { SeriesEmphasis } from './draw-canvas-marks.js';
import { forEachBar, forEachPoint, seriesArea, seriesLine, windowIndices, type BarRect } from './mark-shapes.js';
import { estimateTextWidth } from './text-metrics.js';
import type { TimeseriesChartProps, TimeseriesSeries } from './timeseries-chart-props.js';

/** Props of {@link SvgMarks}. */
export interface SvgMarksProps {
  geometry: ChartGeometry;
  props: TimeseriesChartProps;
  theme: ChartTheme;
  emphasis: SeriesEmphasis;
}

/** The number format of a series' values: its axis' format. */
function formatterOf(geometry: ChartGeometry, props: TimeseriesChartProps, seriesKey: string) {
  const secondary = geometry.secondary && geometry.styles.get(seriesKey)?.yAxis === 1;
  return getNumberFormatter(secondary ? (props.secondaryAxis?.format ?? props.yFormat) : props.yFormat);
}

function BarMarks({ geometry, props, theme, emphasis }: SvgMarksProps) {
  const bars: ReactElement[] = [];
  const labels: ReactElement[] = [];
  forEachBar(geometry, (rect: BarRect, series, index) => {
    bars.push(
      <rect key={`${series.key}|${index}`} data-series={series.key} x={rect.x} y={rect.y} width={Math.max(rect.width, 0.5)} height={Math.max(rect.height, 0.5)} fill={series.color} fillOpacity={emphasis(series)} />,
    );
    const style = geometry.styles.get(series.key)!;
    if (!style.showValues) return;
    const text = formatterOf(geometry, props, series.key)(series.values[index]!);
    const textWidth = estimateTextWidth(text, FONT.value);
    const thickness = geometry.horizontal ? rect.height : rect.width;
    const length = geometry.horizontal ? rect.width : rect.height;
    const fits = geometry.horizontal ? thickness >= FONT.value + 2 : thickness >= textWidth + 2;
    const stacked = style.stackGroup !== null;
    if (!fits || (stacked && length < (geometry.horizontal ? textWidth + 4 : FONT.value + 4))) return;
    const inside = stacked;
    const [x, y] = geometry.horizontal
      ? [inside ? rect.x + rect.width / 2 : rect.x + rect.width + 4, rect.y + rect.height / 2]
      : [rect.x + rect.width / 2, inside ? rect.y + rect.height / 2 : rect.y - 4];
    labels.push(
      <text
        key={`v|${series.key}|${index}`}
        x={x}
        y={y}
        fontSize={FONT.value}
        fill={inside ? '#FFFFFF' : theme.text}
        textAnchor={geometry.horizontal && !inside ? 'start' : 'middle'}
        dominantBaseline={geometry.horizontal || inside ? 'central' : 'auto'}
      >
        {text}
      </text>,
    );
  });
  return (
    <g>
      {bars}
      {labels}
    </g>
  );
}

function PointLabels({ geometry, props, theme }: SvgMarksProps) {
  const labels: ReactElement[] = [];
  for (const series of geometry.visible) {
    const style = geometry.styles.get(series.key)!;
    if (style.kind === 'bar' || !style.showValues) continue;
    const format = formatterOf(geometry, props, series.key);
    forEachPoint(geometry, series, (x, y, index) => {
      const text = format(series.values[index]!);
      // Only where neighbouring labels cannot collide.
      if (estimateTextWidth(text, FONT.value) + 4 > geometry.base.step) return;
      labels.push(
        <text key={`${series.key}|${index}`} x={x} y={y - 6} fontSize={FONT.value} fill={theme.text} textAnchor="middle">
          {text}
        </text>,
      );
    });
  }
  return <g>{labels}</g>;
}

function LineMarks({ geometry, theme, emphasis }: SvgMarksProps) {
  const indices = windowIndices(geometry);
  const styleOf = (series: TimeseriesSeries) => geometry.styles.get(series.key)!;
  const lines = geometry.visible.filter((series) => styleOf(series).kind === 'line');
  return (
    <g>
      {lines
        .filter((series) => styleOf(series).area)
        .map((series) => (
          <path key={`area|${series.key}`} d={seriesArea(geometry, series)(indices) ?? ''} fill={series.color} fillOpacity={styleOf(series).opacity * emphasis(series)} stroke="none" />
        ))}
      {lines.map((series) => (
          <path
            key={`line|${series.key}`}
            data-series={series.key}
            d={seriesLine(geometry, series)(indices) ?? ''}
            fill="none"
            stroke={series.color}
            strokeOpacity={emphasis(series)}
            strokeWidth={2}
            strokeLinejoin="round"
            strokeLinecap="round"
            strokeDasharray={series.dashed ? '6 4' : undefined}
          />
        ))}
      {geometry.visible
        .filter((series) => styleOf(series).kind === 'scatter' || (styleOf(series).kind === 'line' && styleOf(series).markers))
        .map((series) => {
          const style = styleOf(series);
          const dots: ReactElement[] = [];
          forEachPoint(geometry, series, (x, y, index) => {
            dots.push(<circle key={index} cx={x} cy={y} r={style.markerSize / 2} />);
          });
          const scatter = style.kind === 'scatter';
          return (
            <g
              key={`dots|${series.key}`}
              data-series={series.key}
              fill={series.color}
              fillOpacity={(scatter ? style.opacity : 1) * emphasis(series)}
              stroke={scatter ? 'none' : theme.markerOutline}
              strokeWidth={1}
            >
              {dots}
            </g>
          );
        })}
    </g>
  );
}

/**
 * The marks of a small chart as SVG (one path per line or area, one node per bar or dot), with
 * value labels where there is room for them. Memoised: hovering does not redraw the marks.
 */
export const SvgMarks = memo(function SvgMarks(markProps: SvgMarksProps) {
  return (
    <g className="timeseries-marks">
      <BarMarks {...markProps} />
      <LineMarks {...markProps} />
      <PointLabels {...markProps} />
    </g>
  );
});
