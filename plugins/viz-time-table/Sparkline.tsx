import { getNumberFormatter, getTimeFormatter, measureTextWidth } from '@core/plugin-api/index.js';
import { area, extent, line, scaleLinear } from 'd3';
import type { MouseEvent } from 'react';
import type { TimeTableColumnView } from './transform-props.js';

const AXIS_FONT_SIZE = 10;

/** What the pointer is over in a sparkline: the period and its value, written. */
export interface SparkHover {
  /** Position in the sparkline's own box. */
  x: number;
  y: number;
  title: string;
  value: string;
}

/** Props of {@link Sparkline}. */
export interface SparklineProps {
  points: ReadonlyArray<number | null>;
  times: readonly number[];
  column: TimeTableColumnView;
  width: number;
  height: number;
  color: string;
  mutedColor: string;
  onHover: (hover: SparkHover | null) => void;
}

/**
 * A sparkline of one row: a line, an area or bars over the periods, on the column's y bounds (or
 * the row's own range), with the lowest and highest values written on the right when the column
 * shows its y-axis. Missing values leave gaps.
 */
export function Sparkline({ points, times, column, width, height, color, mutedColor, onHover }: SparklineProps) {
  const format = getNumberFormatter(column.format);
  const formatTime = getTimeFormatter(column.dateFormat);
  const present = points.filter((p): p is number => p !== null);
  const [low = 0, high = 1] = extent(present);
  const domain: [number, number] = [column.yAxisBounds[0] ?? Math.min(low, high), column.yAxisBounds[1] ?? high];
  if (domain[0] === domain[1]) domain[1] = domain[0] + 1;
  const axisWidth = column.showYAxis ? Math.max(measureTextWidth(format(domain[0]), AXIS_FONT_SIZE), measureTextWidth(format(domain[1]), AXIS_FONT_SIZE)) + 6 : 0;
  const plotWidth = Math.max(4, width - axisWidth);
  const x = scaleLinear([0, Math.max(1, points.length - 1)], column.sparkType === 'bar' ? [plotWidth / points.length / 2, plotWidth - plotWidth / points.length / 2] : [1, plotWidth - 1]);
  const y = scaleLinear(domain, [height - 2, 2]).clamp(true);
  const defined = (p: number | null): p is number => p !== null;
  const linePath = line<number | null>()
    .defined(defined)
    .x((_, i) => x(i))
    .y((p) => y(p!))(points as Array<number | null>);
  const areaPath =
    column.sparkType === 'area'
      ? area<number | null>()
          .defined(defined)
          .x((_, i) => x(i))
          .y0(y(Math.max(domain[0], Math.min(0, domain[1]))))
          .y1((p) => y(p!))(points as Array<number | null>)
      : null;
  const barWidth = Math.max(1, (plotWidth / Math.max(1, points.length)) * 0.8);
  const zero = y(Math.max(domain[0], Math.min(0, domain[1])));

  const handleMove = (event: MouseEvent<SVGSVGElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    const px = event.clientX - bounds.left;
    const index = Math.max(0, Math.min(points.length - 1, Math.round(x.invert(px))));
    const value = points[index];
    if (value === undefined) return onHover(null);
    onHover({ x: x(index), y: value === null ? height / 2 : y(value), title: times[index] !== undefined ? formatTime(times[index]!) : '', value: value === null ? 'N/A' : format(value) });
  };

  return (
    <svg data-part="sparkline" width={width} height={height} style={{ display: 'block' }} onMouseMove={handleMove} onMouseLeave={() => onHover(null)}>
      {column.sparkType === 'bar' ? (
        points.map((p, i) =>
          p === null ? null : <rect key={i} data-part="spark-bar" x={x(i) - barWidth / 2} y={Math.min(y(p), zero)} width={barWidth} height={Math.max(1, Math.abs(zero - y(p)))} fill={color} />,
        )
      ) : (
        <>
          {areaPath ? <path data-part="spark-area" d={areaPath} fill={color} fillOpacity={0.25} /> : null}
          {linePath ? <path data-part="spark-line" d={linePath} fill="none" stroke={color} strokeWidth={1.5} /> : null}
        </>
      )}
      {column.showYAxis ? (
        <g data-part="spark-axis" fontSize={AXIS_FONT_SIZE} fill={mutedColor}>
          <text x={width} y={2} dy="0.71em" textAnchor="end">
            {format(domain[1])}
          </text>
          <text x={width} y={height - 2} textAnchor="end">
            {format(domain[0])}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
