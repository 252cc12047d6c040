import { toFiniteNumber, verboseName } from '@core/plugin-api/index.js';
import type { GeoFeature } from './chart-props.js';
import { cellText, labelOf, type FamilyProps, type PropsContext } from './props-context.js';
import { toRgba } from './rgba.js';
import { isValidLonLat, type LonLat } from './spatial.js';

/** A geometry with the properties of the feature holding it. */
interface ParsedGeometry {
  geometry: { type: string; coordinates: unknown };
  properties: Record<string, unknown>;
}

/** The geometries of a GeoJSON cell (text or object): a collection's members, a feature's geometry, or a bare geometry. */
function parseGeoJson(value: unknown): ParsedGeometry[] {
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

/** Property names that style a feature rather than describe it. */
const STYLE_KEYS = ['fillColor', 'strokeColor', 'lineWidth', 'elevation', 'radius'];

/**
 * `deck_geojson`: the features of each row's GeoJSON cell, with the colours, width, elevation and
 * radius their properties give (else the form's), and up to eight plain properties as tooltip lines.
 */
export function geojsonProps(ctx: PropsContext): FamilyProps {
  const { fd, dimension, host } = ctx;
  const column = fd.geojson ? labelOf(fd.geojson) : null;
  const fill = toRgba(fd.fill_color_picker);
  const stroke = toRgba(fd.stroke_color_picker);
  const features: GeoFeature[] = [];
  const positions: LonLat[] = [];
  let skipped = 0;
  for (const row of ctx.rows()) {
    const parsed = column ? parseGeoJson(row[column]) : [];
    if (parsed.length === 0) {
      skipped += 1;
      continue;
    }
    for (const { geometry, properties } of parsed) {
      positions.push(...coordinatesOf(geometry.coordinates));
      const lines = Object.entries(properties)
        // Style keys and the dimension (its line comes first) are not repeated as properties.
        .filter(([name, value]) => !STYLE_KEYS.includes(name) && !(dimension && (name === dimension || verboseName(name, host) === verboseName(dimension, host))) && (typeof value !== 'object' || value === null))
        .slice(0, 8)
        .map(([name, value]): [string, string] => [verboseName(name, host), cellText(value)]);
      const mark = ctx.info(row, lines);
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
  return {
    layers: [{ type: 'geojson', id: 'deck_geojson', features, filled: fd.filled !== false, stroked: fd.stroked === true, extruded: fd.extruded === true, widthUnits: fd.line_width_unit ?? 'pixels', pointRadiusScale: fd.point_radius_scale ?? 100 }],
    skipped,
    positions,
  };
}
