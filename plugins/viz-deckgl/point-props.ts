import { getLinearColorScheme, toFiniteNumber, type QueryFormMetric } from '@core/plugin-api/index.js';
import type { AggregationOperation, ScatterMark, WeightedPoints } from './chart-props.js';
import { automaticContours, contourSpecs, largestCellWeight } from './contours.js';
import type { DeckFormData } from './form-data.js';
import { categoryCodes, pointColumns, rowOfPoint, valuesAtPoints } from './point-columns.js';
import { where, type FamilyProps, type PropsContext } from './props-context.js';
import { cssColor, rampColors, shadesOf, type Rgba } from './rgba.js';
import type { LonLat } from './spatial.js';

const METRES_PER_UNIT = { radius_m: 1, radius_km: 1000, radius_miles: 1609.344, radius_feet: 0.3048 } as const;

/** A point size in the point unit → a radius in metres. */
export function radiusInMetres(value: number, unit: DeckFormData['point_unit']): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return unit === 'square_m' || unit === undefined ? Math.sqrt(value / Math.PI) : value * METRES_PER_UNIT[unit];
}

/**
 * `deck_scatter` and `osm`: one circle per readable point, as flat arrays; a point's tooltip and
 * link are made from its row only when it is hovered or clicked.
 */
export function scatterProps(key: 'deck_scatter' | 'osm', ctx: PropsContext): FamilyProps {
  const { fd, table, dimension, format } = ctx;
  const radiusSpec = fd.point_radius_fixed;
  const radiusMetric = key === 'deck_scatter' && radiusSpec?.type === 'metric' ? ctx.metricCell(radiusSpec.value as QueryFormMetric) : null;
  const fixed = toFiniteNumber(radiusSpec?.value) ?? 1000;
  const points = pointColumns(table, fd.spatial);
  const radiusOf = (value: number) => (key === 'osm' ? (fd.min_radius ?? 4) : radiusInMetres(value, fd.point_unit) * (fd.multiplier ?? 1));
  const byCategory = dimension ? categoryCodes(table, points, dimension, ctx.paint) : null;
  const markAt = (index: number): ScatterMark => {
    const row = table.row(rowOfPoint(points, index));
    const position: LonLat = [points.positions[index * 2]!, points.positions[index * 2 + 1]!];
    const lines: Array<[string, string]> = [['Position', where(position)]];
    let value = fixed;
    if (radiusMetric) {
      value = toFiniteNumber(row[radiusMetric.label]) ?? 0;
      lines.push([radiusMetric.name, format(value)]);
    }
    return { position, radius: radiusOf(value), ...ctx.info(row, lines) };
  };
  const scatter = {
    ...points,
    radius: radiusOf(fixed),
    radii: radiusMetric ? valuesAtPoints(table, points, radiusMetric.label).map(radiusOf) : null,
    color: ctx.baseColor,
    codes: byCategory?.codes ?? null,
    categories: byCategory?.categories ?? [],
    markAt,
  };
  return {
    layers: [
      key === 'osm'
        ? { type: 'scatter', id: key, points: scatter, radiusUnits: 'pixels', minPixels: 1, maxPixels: 100 }
        : { type: 'scatter', id: key, points: scatter, radiusUnits: 'meters', minPixels: fd.min_radius ?? 2, maxPixels: fd.max_radius ?? 250 },
    ],
    skipped: points.skipped,
    positions: points.bounds ? [...points.bounds] : [],
  };
}

const OPERATIONS: Partial<Record<string, AggregationOperation>> = { sum: 'SUM', mean: 'MEAN', min: 'MIN', max: 'MAX', count: 'COUNT' };
const AGGREGATION_TYPES = { deck_grid: 'grid', deck_hex: 'hex', deck_heatmap: 'heatmap', deck_screengrid: 'screengrid', deck_contour: 'contour' } as const;

/** The map types that aggregate points into cells, heat or contours. */
export type AggregationKey = keyof typeof AGGREGATION_TYPES;

/**
 * `deck_grid`, `deck_hex`, `deck_heatmap`, `deck_screengrid`, `deck_contour`: the points with
 * their weight (the `size` metric), the cell size, the colour range and, for contours, the bands
 * and their legend.
 */
export function aggregationProps(key: AggregationKey, ctx: PropsContext): FamilyProps {
  const { fd, table, format } = ctx;
  const weight = ctx.metricCell(fd.size);
  const found = pointColumns(table, fd.spatial);
  const points: WeightedPoints = { ...found, weights: weight ? valuesAtPoints(table, found, weight.label) : null };
  const operation = OPERATIONS[fd.js_agg_function ?? 'sum'] ?? 'SUM';
  const cellSize = key === 'deck_contour' ? (toFiniteNumber(fd.cellSize) ?? 200) : (toFiniteNumber(fd.grid_size) ?? 20);
  // A heat map fades in from transparent, so sparse areas leave the base map visible.
  const colorRange =
    key === 'deck_heatmap'
      ? rampColors(getLinearColorScheme(fd.linear_color_scheme).colors, 6).map(([r, g, b], index): Rgba => [r, g, b, Math.round(255 * (0.25 + (0.75 * index) / 5))])
      : shadesOf(ctx.baseColor);
  let contours = key === 'deck_contour' ? contourSpecs(fd.contours) : [];
  if (key === 'deck_contour' && contours.length === 0) contours = automaticContours(largestCellWeight(points, cellSize), rampColors(getLinearColorScheme('fire').colors, 5, 180));
  const family: FamilyProps = {
    layers: [{
      type: AGGREGATION_TYPES[key],
      id: key,
      points,
      cellSize,
      colorRange,
      extruded: fd.extruded === true && (key === 'deck_grid' || key === 'deck_hex'),
      operation: key === 'deck_heatmap' ? (operation === 'MEAN' ? 'MEAN' : 'SUM') : operation,
      intensity: fd.intensity ?? 1,
      radiusPixels: fd.radius_pixels ?? 30,
      contours,
      valueLabel: weight?.name ?? 'Count',
    }],
    skipped: found.skipped,
    positions: found.bounds ? [...found.bounds] : [],
  };
  if (key === 'deck_contour') {
    family.legend = {
      title: weight?.name ?? '',
      items: contours.map(({ threshold, color, label }) => {
        const [low, high] = label ?? (Array.isArray(threshold) ? threshold : [threshold, null]);
        return { label: high === null ? `≥ ${format(low)}` : `${format(low)} – ${format(high)}`, color: cssColor(color) };
      }),
    };
  }
  return family;
}
