import { area, bisector, curveMonotoneX, extent, line, scaleLinear, scaleUtc, type Area, type Line, type ScaleLinear, type ScaleTime } from 'd3';
import type { TrendPoint } from './transform-props.js';

/** A trend point that has a value. */
export interface DefinedPoint {
  x: number;
  y: number;
}

/** Scales and shape generators of a trend line drawn in a box. */
export interface TrendGeometry {
  x: ScaleTime<number, number>;
  y: ScaleLinear<number, number>;
  /** Periods with a value, oldest first. */
  defined: DefinedPoint[];
  /** Periods with a value but no neighbour with one: a line cannot show them, a dot does. */
  isolated: DefinedPoint[];
  line: Line<TrendPoint>;
  area: Area<TrendPoint>;
}

/** Space kept above and below the line so its stroke and hover dot are not clipped. */
const INSET = 5;

/**
 * Scales a trend into `width` × `height`: time across, values up, the value axis starting at
 * zero when asked (and always including it for series that cross it), else fitted to the values;
 * gaps where a period has no value.
 */
export function trendGeometry(points: readonly TrendPoint[], width: number, height: number, startAtZero: boolean): TrendGeometry {
  const defined = points.filter((p): p is DefinedPoint => p.y !== null);
  const [xMin = 0, xMax = 1] = extent(defined, (p) => p.x);
  const [yMin = 0, yMax = 1] = extent(defined, (p) => p.y);
  let low = startAtZero ? Math.min(0, yMin) : yMin;
  let high = startAtZero ? Math.max(0, yMax) : yMax;
  if (low === high) {
    const spread = Math.abs(low) * 0.1 || 1;
    low = startAtZero && low === 0 ? 0 : low - spread;
    high += spread;
  }
  const x = scaleUtc()
    .domain([new Date(xMin), new Date(xMax === xMin ? xMin + 1 : xMax)])
    .range([0, width]);
  const y = scaleLinear().domain([low, high]).range([Math.max(INSET, height - INSET), INSET]);
  const base = y(startAtZero ? 0 : low);
  const isDefined = (p: TrendPoint) => p.y !== null;
  const isolated = points.filter(
    (p, i): p is DefinedPoint => p.y !== null && (points[i - 1]?.y ?? null) === null && (points[i + 1]?.y ?? null) === null,
  );
  return {
    x,
    y,
    defined,
    isolated,
    line: line<TrendPoint>()
      .defined(isDefined)
      .x((p) => x(p.x))
      .y((p) => y(p.y as number))
      .curve(curveMonotoneX),
    area: area<TrendPoint>()
      .defined(isDefined)
      .x((p) => x(p.x))
      .y0(base)
      .y1((p) => y(p.y as number))
      .curve(curveMonotoneX),
  };
}

const byX = bisector<DefinedPoint, number>((p) => p.x).center;

/** The period with a value nearest to the pointer's horizontal position; undefined without any. */
export function nearestPoint(geometry: TrendGeometry, pointerX: number): DefinedPoint | undefined {
  if (geometry.defined.length === 0) return undefined;
  return geometry.defined[byX(geometry.defined, geometry.x.invert(pointerX).getTime())];
}
