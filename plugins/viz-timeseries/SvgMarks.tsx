import { memo, type ReactElement } from 'react';
import { getNumberFormatter } from '@core/plugin-api/index.js';
import type { ChartGeometry } from './chart-geometry.js';
import { FONT } from './chart-layout.js';
import type { ChartTheme } from './chart-theme.js';
import type { SeriesEmphasis } from './draw-canvas-marks.js';
import { forEachBar, forEachPoint, seriesArea, seriesLine, windowIndices, type BarRect } from './mark-shapes.js';
import { estimateTextWidth } from './text-metrics.js';
import type { TimeseriesChartProps } from './timeseries-chart-props.js';

/** Props of {@link SvgMarks}. */
export interface SvgMarksProps {
  geometry: ChartGeometry;
  props: TimeseriesChartProps;
  theme: ChartTheme;
  emphasis: SeriesEmphasis;
}

function BarMarks({ geometry, props, theme, emphasis }: SvgMarksProps) {
  const format = getNumberFormatter(props.yFormat);
  const bars: ReactElement[] = [];
  const labels: ReactElement[] = [];
  forEachBar(geometry, (rect: BarRect, series, index) => {
    bars.push(
      <rect key={`${series.key}|${index}`} data-series={series.key} x={rect.x} y={rect.y} width={Math.max(rect.width, 0.5)} height={Math.max(rect.height, 0.5)} fill={series.color} fillOpacity={emphasis(series)} />,
    );
    if (!props.showValues) return;
    const text = format(series.values[index]!);
    const textWidth = estimateTextWidth(text, FONT.value);
    const thickness = geometry.horizontal ? rect.height : rect.width;
    const length = geometry.horizontal ? rect.width : rect.height;
    const fits = geometry.horizontal ? thickness >= FONT.value + 2 : thickness >= textWidth + 2;
    if (!fits || (props.stack && length < (geometry.horizontal ? textWidth + 4 : FONT.value + 4))) return;
    const inside = props.stack;
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
  const format = getNumberFormatter(props.yFormat);
  const labels: ReactElement[] = [];
  for (const series of geometry.visible) {
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

function LineMarks({ geometry, props, theme, emphasis }: SvgMarksProps) {
  const indices = windowIndices(geometry);
  return (
    <g>
      {props.variant === 'area' &&
        geometry.visible.map((series) => (
          <path key={`area|${series.key}`} d={seriesArea(geometry, props, series)(indices) ?? ''} fill={series.color} fillOpacity={props.opacity * emphasis(series)} stroke="none" />
        ))}
      {props.variant !== 'scatter' &&
        geometry.visible.map((series) => (
          <path
            key={`line|${series.key}`}
            data-series={series.key}
            d={seriesLine(geometry, props, series)(indices) ?? ''}
            fill="none"
            stroke={series.color}
            strokeOpacity={emphasis(series)}
            strokeWidth={2}
            strokeLinejoin="round"
            strokeLinecap="round"
            strokeDasharray={series.dashed ? '6 4' : undefined}
          />
        ))}
      {props.markers &&
        geometry.visible.map((series) => {
          const dots: ReactElement[] = [];
          forEachPoint(geometry, series, (x, y, index) => {
            dots.push(<circle key={index} cx={x} cy={y} r={props.markerSize / 2} />);
          });
          const scatter = props.variant === 'scatter';
          return (
            <g
              key={`dots|${series.key}`}
              data-series={series.key}
              fill={series.color}
              fillOpacity={(scatter ? props.opacity : 1) * emphasis(series)}
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
  const { props } = markProps;
  return (
    <g className="timeseries-marks">
      {props.variant === 'bar' ? <BarMarks {...markProps} /> : <LineMarks {...markProps} />}
      {props.showValues && props.variant !== 'bar' && <PointLabels {...markProps} />}
    </g>
  );
});
