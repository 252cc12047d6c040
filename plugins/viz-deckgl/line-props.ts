import { getLinearColorScheme, toFiniteNumber, type QueryFormMetric } from '@core/plugin-api/index.js';
import type { ArcMark, PathMark, PolygonMark } from './chart-props.js';
import { labelOf, toDimension, where, type FamilyProps, type PropsContext, type Row } from './props-context.js';
import { cssColor, rampColors, toRgba, type Rgba } from './rgba.js';
import { parseLine, spatialPoint, type LonLat } from './spatial.js';

/** Bucket thresholds of a metric: the break points, else `count` equal steps over [min, max]. */
export function bucketThresholds(values: readonly number[], count: number, breakPoints: readonly (number | string)[] = []): number[] {
  const explicit = breakPoints.map((point) => toFiniteNumber(point)).filter((point): point is number => point !== null).sort((a, b) => a - b);
  if (explicit.length >= 2) return explicit;
  if (values.length === 0) return [];
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const steps = Math.max(1, Math.round(count));
  if (min === max) return [min, max];
  return Array.from({ length: steps + 1 }, (_, index) => min + ((max - min) * index) / steps);
}

/** The bucket (0-based) of a value among thresholds t0 < t1 < … < tn: n buckets. */
export function bucketOf(value: number, thresholds: readonly number[]): number {
  const buckets = Math.max(1, thresholds.length - 1);
  for (let index = 1; index < thresholds.length - 1; index += 1) if (value < thresholds[index]!) return index - 1;
  return buckets - 1;
}

/** `deck_arc`: an arc per row between two spatial controls; rows missing an end are left off. */
export function arcProps(ctx: PropsContext): FamilyProps {
  const { fd } = ctx;
  const marks: ArcMark[] = [];
  const positions: LonLat[] = [];
  let skipped = 0;
  const target = toRgba(fd.target_color_picker);
  for (const row of ctx.rows()) {
    const source = spatialPoint(row, fd.start_spatial);
    const end = spatialPoint(row, fd.end_spatial);
    if (!source || !end) {
      skipped += 1;
      continue;
    }
    positions.push(source, end);
    const mark = ctx.info(row, [['From', where(source)], ['To', where(end)]]);
    marks.push({ source, target: end, targetColor: ctx.dimension ? mark.color : target, ...mark });
  }
  return { layers: [{ type: 'arc', id: 'deck_arc', marks, width: fd.stroke_width ?? 1 }], skipped, positions };
}

/** `deck_path`: a polyline per row, read from the line column. */
export function pathProps(ctx: PropsContext): FamilyProps {
  const { fd } = ctx;
  const line = fd.line_column ? labelOf(fd.line_column) : null;
  const marks: PathMark[] = [];
  const positions: LonLat[] = [];
  let skipped = 0;
  for (const row of ctx.rows()) {
    const path = line ? parseLine(row[line], fd.line_type ?? 'json', fd.reverse_long_lat === true) : null;
    if (!path) {
      skipped += 1;
      continue;
    }
    positions.push(...path);
    marks.push({ path, ...ctx.info(row, []) });
  }
  return { layers: [{ type: 'path', id: 'deck_path', marks, width: fd.line_width ?? 150, widthUnits: fd.line_width_unit ?? 'meters' }], skipped, positions };
}

/**
 * `deck_polygon`: a polygon per row, coloured by the metric's bucket (with a legend of the
 * buckets), the category or the fill colour, raised by the elevation value or metric.
 */
export function polygonProps(ctx: PropsContext): FamilyProps {
  const { fd, format, dimension } = ctx;
  const line = fd.line_column ? labelOf(fd.line_column) : null;
  const metric = ctx.metricCell(fd.metric);
  const elevationSpec = fd.point_radius_fixed;
  const elevationMetric = elevationSpec?.type === 'metric' ? ctx.metricCell(elevationSpec.value as QueryFormMetric) : null;
  const fixedElevation = toFiniteNumber(elevationSpec?.value) ?? 0;
  const alpha = Math.round(((fd.opacity ?? 80) / 100) * 255);
  const fill = toRgba(fd.fill_color_picker);
  const parsed: Array<{ row: Row; polygon: LonLat[]; value: number | null }> = [];
  const positions: LonLat[] = [];
  let skipped = 0;
  for (const row of ctx.rows()) {
    const polygon = line ? parseLine(row[line], fd.line_type ?? 'json', fd.reverse_long_lat === true) : null;
    if (!polygon || polygon.length < 3) {
      skipped += 1;
      continue;
    }
    positions.push(...polygon);
    parsed.push({ row, polygon, value: metric ? toFiniteNumber(row[metric.label]) : null });
  }
  const thresholds = metric ? bucketThresholds(parsed.flatMap(({ value }) => (value === null ? [] : [value])), toFiniteNumber(fd.num_buckets) ?? 5, fd.break_points) : [];
  const colors = rampColors(getLinearColorScheme(fd.linear_color_scheme).colors, Math.max(1, thresholds.length - 1), alpha);
  const marks: PolygonMark[] = parsed.map(({ row, polygon, value }) => {
    const lines: Array<[string, string]> = [];
    if (metric) lines.push([metric.name, value === null ? '∅' : format(value)]);
    let elevation = fixedElevation;
    if (elevationMetric) {
      elevation = toFiniteNumber(row[elevationMetric.label]) ?? 0;
      if (elevationMetric.label !== metric?.label) lines.push([elevationMetric.name, format(elevation)]);
    }
    const mark = ctx.info(row, lines);
    const category = mark.category ?? (line ? toDimension(row[line]) : null);
    const color: Rgba = metric && value !== null && thresholds.length > 0 ? colors[bucketOf(value, thresholds)]! : dimension ? [mark.color[0], mark.color[1], mark.color[2], alpha] : [fill[0], fill[1], fill[2], alpha];
    return { polygon, elevation: elevation * (fd.multiplier ?? 1), ...mark, category, color };
  });
  const family: FamilyProps = {
    layers: [{ type: 'polygon', id: 'deck_polygon', marks, filled: fd.filled !== false, stroked: fd.stroked === true, extruded: fd.extruded === true, lineWidth: fd.line_width ?? 10, widthUnits: fd.line_width_unit ?? 'pixels', lineColor: toRgba(fd.stroke_color_picker) }],
    skipped,
    positions,
  };
  if (metric && thresholds.length > 1) {
    family.legend = { title: metric.name, items: colors.map((color, index) => ({ label: `${format(thresholds[index]!)} – ${format(thresholds[index + 1]!)}`, color: cssColor(color) })) };
  }
  return family;
}
