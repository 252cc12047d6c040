import {
  chartColorScale,
  getColumnLabel,
  getLinearColorScheme,
  getMetricLabel,
  getNumberFormatter,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type DimensionValue,
  type NumberFormatter,
  type QueryFormColumn,
  type QueryFormMetric,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import type { AggregationOperation, ArcMark, ContourBand, ClusterPoint, DeckChartProps, DeckLayerSpec, GeoFeature, LegendItem, MapView, PathMark, PolygonMark, ScatterMark, WeightedPoint } from './chart-props.js';
import type { ContourSpec, DeckFormData, DeckKey } from './form-data.js';
import { cssColor, rampColors, shadesOf, toRgba, type Rgba } from './rgba.js';
import { withDeckDefaults } from './schemas.js';
import { boundsOf, isValidLonLat, parseLine, spatialPoint, type LonLat } from './spatial.js';

type Row = Readonly<Record<string, unknown>>;

/** A column's label in the result (its name, or an adhoc column's label). */
const labelOf = (column: QueryFormColumn): string => getColumnLabel(column) ?? String(column);

const METRES_PER_UNIT = { radius_m: 1, radius_km: 1000, radius_miles: 1609.344, radius_feet: 0.3048 } as const;

/** A point size in the point unit → a radius in metres. */
export function radiusInMetres(value: number, unit: DeckFormData['point_unit']): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return unit === 'square_m' || unit === undefined ? Math.sqrt(value / Math.PI) : value * METRES_PER_UNIT[unit];
}

/**
 * The link template with `{column}` placeholders filled from a row (URL-encoded), or null when
 * the template is empty or the result is not a web (http, https) or same-site link.
 */
export function fillLinkTemplate(template: string | undefined, row: Row): string | null {
  if (!template || !template.trim()) return null;
  const link = template.trim().replace(/\{([^{}]+)\}/g, (_, name: string) => {
    const value = row[name.trim()];
    return value === null || value === undefined ? '' : encodeURIComponent(String(value));
  });
  return /^https?:\/\//i.test(link) || (link.startsWith('/') && !link.startsWith('//')) ? link : null;
}

function cellText(value: unknown, format: NumberFormatter): string {
  if (value === null || value === undefined) return '∅';
  if (typeof value === 'number' || typeof value === 'bigint') return format(Number(value));
  return String(value);
}

const where = ([lon, lat]: LonLat) => `${lat.toFixed(5)}, ${lon.toFixed(5)}`;

function toDimension(value: unknown): DimensionValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

function mapView(fd: DeckFormData): MapView {
  if (fd.viz_type === 'mapbox') {
    return { longitude: fd.viewport_longitude ?? -122.405293, latitude: fd.viewport_latitude ?? 37.772123, zoom: fd.viewport_zoom ?? 11, bearing: 0, pitch: 0 };
  }
  const v = fd.viewport ?? {};
  const number = (value: unknown, fallback: number) => toFiniteNumber(value) ?? fallback;
  return { longitude: number(v.longitude, 0), latitude: number(v.latitude, 20), zoom: number(v.zoom, 1), bearing: number(v.bearing, 0), pitch: number(v.pitch, 0) };
}

const OPERATIONS: Partial<Record<string, AggregationOperation>> = { sum: 'SUM', mean: 'MEAN', min: 'MIN', max: 'MAX', count: 'COUNT' };

/**
 * Five contour bands over (0, max], when the chart lists none. The cell grid deck.gl draws is not
 * exactly the one `max` was measured on, so the top band is left open upwards.
 */
function automaticContours(max: number, colors: Rgba[]): ContourBand[] {
  const top = max > 0 ? max : 1;
  const step = top / colors.length;
  return colors.map((color, index) => ({
    threshold: [index === 0 ? step * 1e-6 : step * index, index === colors.length - 1 ? top * 1e6 : step * (index + 1)] as [number, number],
    color,
    strokeWidth: 1,
    label: [step * index, index === colors.length - 1 ? null : step * (index + 1)] as [number, number | null],
  }));
}

/** The largest total weight of one square cell of `cellSize` metres, roughly: the scale of automatic contours. */
function largestCellWeight(points: WeightedPoint[], cellSize: number): number {
  const cells = new Map<string, number>();
  let largest = 0;
  for (const { position: [lon, lat], weight } of points) {
    const y = Math.floor((lat * 111_320) / cellSize);
    const x = Math.floor((lon * 111_320 * Math.cos((lat * Math.PI) / 180)) / cellSize);
    const key = `${x}:${y}`;
    const total = (cells.get(key) ?? 0) + weight;
    cells.set(key, total);
    if (total > largest) largest = total;
  }
  return largest;
}

function contourSpecs(specs: readonly ContourSpec[] | undefined): ContourBand[] {
  return (specs ?? []).flatMap((spec) => {
    const lower = toFiniteNumber(spec.lowerThreshold);
    const upper = toFiniteNumber(spec.upperThreshold);
    if (lower === null) return [];
    return [{ threshold: upper === null ? lower : ([lower, upper] as [number, number]), color: toRgba(spec.color), strokeWidth: toFiniteNumber(spec.strokeWidth) ?? 1 }];
  });
}

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

function parseGeoJson(value: unknown): Array<{ geometry: { type: string; coordinates: unknown }; properties: Record<string, unknown> }> {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  if (!parsed || typeof parsed !== 'object') return [];
  const object = parsed as { type?: string; features?: unknown[]; geometry?: unknown; properties?: unknown; coordinates?: unknown; geometries?: unknown[] };
  if (object.type === 'FeatureCollection' && Array.isArray(object.features)) return object.features.flatMap(parseGeoJson);
  if (object.type === 'Feature' && object.geometry && typeof object.geometry === 'object') {
    const properties = object.properties && typeof object.properties === 'object' ? (object.properties as Record<string, unknown>) : {};
    return parseGeoJson(object.geometry).map((feature) => ({ ...feature, properties }));
  }
  if (object.type === 'GeometryCollection' && Array.isArray(object.geometries)) return object.geometries.flatMap(parseGeoJson);
  if (typeof object.type === 'string' && Array.isArray(object.coordinates)) return [{ geometry: { type: object.type, coordinates: object.coordinates }, properties: {} }];
  return [];
}

function* coordinatesOf(value: unknown): Generator<LonLat> {
  if (!Array.isArray(value)) return;
  if (typeof value[0] === 'number' && typeof value[1] === 'number') {
    if (isValidLonLat(value[0], value[1])) yield [value[0], value[1]];
    return;
  }
  for (const item of value) yield* coordinatesOf(item);
}

/**
 * Chart-data response + form data → the layers, legend and camera of one map type. Rows whose
 * coordinates cannot be read are left off (and counted in `skipped`). Colours come from the
 * category (shared with the dashboard), a metric along a linear scheme, or the colour picker.
 */
export function transformDeckProps(key: DeckKey, response: ChartDataResponse, formData: DeckFormData, context?: TransformPropsContext): DeckChartProps {
  const fd = withDeckDefaults(key, formData);
  const rows = (response.result?.[0]?.data ?? []) as Row[];
  const format = getNumberFormatter(fd.legend_format);
  const colorScale = chartColorScale(fd, context);
  const baseColor = toRgba(fd.color_picker);
  const dimension = fd.dimension ? labelOf(fd.dimension) : null;
  const tooltipColumns = (fd.js_columns ?? []).map(labelOf).filter((label) => label !== dimension);
  const legendItems = new Map<string, LegendItem>();
  let skipped = 0;
  const positions: LonLat[] = [];

  const info = (row: Row, lines: Array<[string, string]>) => {
    const category = dimension ? toDimension(row[dimension]) : undefined;
    let color = baseColor;
    if (dimension) {
      const label = category === null || category === undefined ? '∅' : String(category);
      const css = colorScale(label);
      color = toRgba(css, baseColor);
      if (!legendItems.has(label)) legendItems.set(label, { label, color: css });
      lines.unshift([verboseName(dimension, context), label]);
    }
    for (const column of tooltipColumns) lines.push([verboseName(column, context), cellText(row[column], format)]);
    return { color, category, tooltip: lines, link: fillLinkTemplate(fd.link_template, row) };
  };
  const metricCell = (metric: QueryFormMetric | null | undefined) => {
    const label = metric ? getMetricLabel(metric) : null;
    return label ? { label, name: verboseName(label, context) } : null;
  };

  const layers: DeckLayerSpec[] = [];
  let legendTitle = dimension ? verboseName(dimension, context) : '';
  let legend: LegendItem[] | null = null;

  switch (key) {
    case 'deck_scatter':
    case 'osm': {
      const radiusSpec = fd.point_radius_fixed;
      const radiusMetric = key === 'deck_scatter' && radiusSpec?.type === 'metric' ? metricCell(radiusSpec.value as QueryFormMetric) : null;
      const fixed = toFiniteNumber(radiusSpec?.value) ?? 1000;
      const marks: ScatterMark[] = [];
      for (const row of rows) {
        const point = spatialPoint(row, fd.spatial);
        if (!point) {
          skipped += 1;
          continue;
        }
        positions.push(point);
        const lines: Array<[string, string]> = [['Position', where(point)]];
        let radius: number;
        if (key === 'osm') radius = fd.min_radius ?? 4;
        else if (radiusMetric) {
          const value = toFiniteNumber(row[radiusMetric.label]) ?? 0;
          lines.push([radiusMetric.name, format(value)]);
          radius = radiusInMetres(value, fd.point_unit) * (fd.multiplier ?? 1);
        } else radius = radiusInMetres(fixed, fd.point_unit) * (fd.multiplier ?? 1);
        marks.push({ position: point, radius, ...info(row, lines) });
      }
      layers.push(
        key === 'osm'
          ? { type: 'scatter', id: key, marks, radiusUnits: 'pixels', minPixels: 1, maxPixels: 100 }
          : { type: 'scatter', id: key, marks, radiusUnits: 'meters', minPixels: fd.min_radius ?? 2, maxPixels: fd.max_radius ?? 250 },
      );
      break;
    }
    case 'deck_arc': {
      const marks: ArcMark[] = [];
      const target = toRgba(fd.target_color_picker);
      for (const row of rows) {
        const source = spatialPoint(row, fd.start_spatial);
        const end = spatialPoint(row, fd.end_spatial);
        if (!source || !end) {
          skipped += 1;
          continue;
        }
        positions.push(source, end);
        const mark = info(row, [['From', where(source)], ['To', where(end)]]);
        marks.push({ source, target: end, targetColor: dimension ? mark.color : target, ...mark });
      }
      layers.push({ type: 'arc', id: key, marks, width: fd.stroke_width ?? 1 });
      break;
    }
    case 'deck_grid':
    case 'deck_hex':
    case 'deck_heatmap':
    case 'deck_screengrid':
    case 'deck_contour': {
      const weight = metricCell(fd.size);
      const points: WeightedPoint[] = [];
      for (const row of rows) {
        const point = spatialPoint(row, fd.spatial);
        if (!point) {
          skipped += 1;
          continue;
        }
        positions.push(point);
        points.push({ position: point, weight: weight ? (toFiniteNumber(row[weight.label]) ?? 0) : 1 });
      }
      const type = ({ deck_grid: 'grid', deck_hex: 'hex', deck_heatmap: 'heatmap', deck_screengrid: 'screengrid', deck_contour: 'contour' } as const)[key];
      const operation = OPERATIONS[fd.js_agg_function ?? 'sum'] ?? 'SUM';
      const cellSize = key === 'deck_contour' ? (toFiniteNumber(fd.cellSize) ?? 200) : (toFiniteNumber(fd.grid_size) ?? 20);
      // A heat map fades in from transparent, so sparse areas leave the base map visible.
      const colorRange =
        key === 'deck_heatmap'
          ? rampColors(getLinearColorScheme(fd.linear_color_scheme).colors, 6).map(([r, g, b], index): Rgba => [r, g, b, Math.round(255 * (0.25 + (0.75 * index) / 5))])
          : shadesOf(baseColor);
      let contours = key === 'deck_contour' ? contourSpecs(fd.contours) : [];
      if (key === 'deck_contour' && contours.length === 0) contours = automaticContours(largestCellWeight(points, cellSize), rampColors(getLinearColorScheme('fire').colors, 5, 180));
      layers.push({
        type,
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
      });
      if (key === 'deck_contour') {
        legendTitle = weight?.name ?? '';
        legend = contours.map(({ threshold, color, label }) => {
          const [low, high] = label ?? (Array.isArray(threshold) ? threshold : [threshold, null]);
          return { label: high === null ? `≥ ${format(low)}` : `${format(low)} – ${format(high)}`, color: cssColor(color) };
        });
      }
      break;
    }
    case 'deck_path': {
      const line = fd.line_column ? labelOf(fd.line_column) : null;
      const marks: PathMark[] = [];
      for (const row of rows) {
        const path = line ? parseLine(row[line], fd.line_type ?? 'json', fd.reverse_long_lat === true) : null;
        if (!path) {
          skipped += 1;
          continue;
        }
        positions.push(...path);
        marks.push({ path, ...info(row, []) });
      }
      layers.push({ type: 'path', id: key, marks, width: fd.line_width ?? 150, widthUnits: fd.line_width_unit ?? 'meters' });
      break;
    }
    case 'deck_polygon': {
      const line = fd.line_column ? labelOf(fd.line_column) : null;
      const metric = metricCell(fd.metric);
      const elevationSpec = fd.point_radius_fixed;
      const elevationMetric = elevationSpec?.type === 'metric' ? metricCell(elevationSpec.value as QueryFormMetric) : null;
      const fixedElevation = toFiniteNumber(elevationSpec?.value) ?? 0;
      const alpha = Math.round(((fd.opacity ?? 80) / 100) * 255);
      const fill = toRgba(fd.fill_color_picker);
      const parsed: Array<{ row: Row; polygon: LonLat[]; value: number | null }> = [];
      for (const row of rows) {
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
        const mark = info(row, lines);
        const category = mark.category ?? (line ? toDimension(row[line]) : null);
        const color: Rgba = metric && value !== null && thresholds.length > 0 ? colors[bucketOf(value, thresholds)]! : dimension ? [mark.color[0], mark.color[1], mark.color[2], alpha] : [fill[0], fill[1], fill[2], alpha];
        return { polygon, elevation: elevation * (fd.multiplier ?? 1), ...mark, category, color };
      });
      if (metric && thresholds.length > 1) {
        legendTitle = metric.name;
        legend = colors.map((color, index) => ({ label: `${format(thresholds[index]!)} – ${format(thresholds[index + 1]!)}`, color: cssColor(color) }));
      }
      layers.push({ type: 'polygon', id: key, marks, filled: fd.filled !== false, stroked: fd.stroked === true, extruded: fd.extruded === true, lineWidth: fd.line_width ?? 10, widthUnits: fd.line_width_unit ?? 'pixels', lineColor: toRgba(fd.stroke_color_picker) });
      break;
    }
    case 'deck_geojson': {
      const column = fd.geojson ? labelOf(fd.geojson) : null;
      const fill = toRgba(fd.fill_color_picker);
      const stroke = toRgba(fd.stroke_color_picker);
      const features: GeoFeature[] = [];
      for (const row of rows) {
        const parsed = column ? parseGeoJson(row[column]) : [];
        if (parsed.length === 0) {
          skipped += 1;
          continue;
        }
        for (const { geometry, properties } of parsed) {
          positions.push(...coordinatesOf(geometry.coordinates));
          const lines = Object.entries(properties)
            .filter(([name, value]) => !['fillColor', 'strokeColor', 'lineWidth', 'elevation', 'radius'].includes(name) && (typeof value !== 'object' || value === null))
            .slice(0, 8)
            .map(([name, value]): [string, string] => [name, cellText(value, format)]);
          const mark = info(row, lines);
          features.push({
            type: 'Feature',
            geometry,
            ...mark,
            properties: {
              fillColor: properties['fillColor'] !== undefined ? toRgba(properties['fillColor'], fill) : dimension ? mark.color : fill,
              lineColor: properties['strokeColor'] !== undefined ? toRgba(properties['strokeColor'], stroke) : stroke,
              lineWidth: toFiniteNumber(properties['lineWidth']) ?? fd.line_width ?? 1,
              elevation: toFiniteNumber(properties['elevation']) ?? 0,
              radius: toFiniteNumber(properties['radius']) ?? 1,
            },
          });
        }
      }
      layers.push({ type: 'geojson', id: key, features, filled: fd.filled !== false, stroked: fd.stroked === true, extruded: fd.extruded === true, widthUnits: fd.line_width_unit ?? 'pixels', pointRadiusScale: fd.point_radius_scale ?? 100 });
      break;
    }
    case 'mapbox': {
      const x = fd.all_columns_x ? labelOf(fd.all_columns_x) : null;
      const y = fd.all_columns_y ? labelOf(fd.all_columns_y) : null;
      const radiusColumn = fd.point_radius && fd.point_radius !== 'Auto' ? labelOf(fd.point_radius) : null;
      const labels = (fd.mapbox_label ?? []).map(labelOf).filter((label) => label !== 'count');
      const points: ClusterPoint[] = [];
      for (const row of rows) {
        const lon = x ? toFiniteNumber(row[x]) : null;
        const lat = y ? toFiniteNumber(row[y]) : null;
        if (lon === null || lat === null || !isValidLonLat(lon, lat)) {
          skipped += 1;
          continue;
        }
        positions.push([lon, lat]);
        const radius = radiusColumn ? toFiniteNumber(row[radiusColumn]) : null;
        points.push({ position: [lon, lat], radius, tooltip: labels.map((label) => [verboseName(label, context), cellText(row[label], format)]) });
      }
      layers.push({
        type: 'cluster',
        id: key,
        points,
        clusterRadius: toFiniteNumber(fd.clustering_radius) ?? 60,
        color: ((color) => [color[0], color[1], color[2], Math.round((fd.global_opacity ?? 1) * 255)] as Rgba)(toRgba(fd.mapbox_color, [0, 139, 139, 255])),
        radiusUnit: fd.point_radius_unit ?? 'Pixels',
        aggregator: fd.pandas_aggfunc ?? 'sum',
        showCount: (fd.mapbox_label ?? []).includes('count'),
        liveRender: fd.render_while_dragging !== false,
      });
      break;
    }
    case 'deck_multi':
      break;
  }

  if (!legend && dimension && legendItems.size > 0) legend = [...legendItems.values()];
  const legendPosition = fd.legend_position ?? null;
  const crossFilterColumn =
    key === 'deck_scatter' || key === 'deck_arc' || key === 'deck_path' || key === 'deck_geojson' || key === 'osm'
      ? dimension
      : key === 'deck_polygon'
        ? (dimension ?? (fd.line_column ? labelOf(fd.line_column) : null))
        : null;
  return {
    vizType: key,
    layers,
    view: mapView({ ...fd, viz_type: key }),
    autozoom: key === 'mapbox' ? false : fd.autozoom !== false,
    bounds: boundsOf(positions),
    legend: legend && legend.length > 0 && legendPosition ? { title: legendTitle, position: legendPosition, items: legend } : null,
    crossFilterColumn,
    mapboxStyle: fd.mapbox_style ?? 'mapbox://styles/mapbox/light-v9',
    slices: key === 'deck_multi' ? (fd.deck_slices ?? []).map(Number).filter((id) => Number.isInteger(id) && id > 0) : [],
    sliceFilters: key === 'deck_multi' ? (fd.adhoc_filters ?? []) : [],
    rowCount: rows.length,
    skipped,
  };
}
