import { composeVizSchema, type ComposedVizSchema } from '@control-schemas/index.js';
import { withSchemaDefaults } from '@core/plugin-api/index.js';
import * as c from './deck-controls.js';
import type { DeckFormData, DeckKey } from './form-data.js';

type ControlList = Parameters<typeof composeVizSchema>[0];
type Overrides = Parameters<typeof composeVizSchema>[1];

/** What every map ends with: the camera, the base map and the safe replacements of Superset's JavaScript fields. */
const MAP_TAIL: ControlList = [c.mapboxStyle, c.viewport, c.autozoom, c.jsColumns, c.linkTemplate, c.jsDataMutator, c.jsTooltip, c.jsOnclickHref];
const QUERY_TAIL: ControlList = ['adhoc_filters', 'row_limit', c.filterNulls];
const LEGEND: ControlList = [c.legendPosition, c.legendFormat];

const compose = (key: DeckKey, controls: ControlList, overrides: Overrides = {}): ComposedVizSchema =>
  composeVizSchema(['datasource', 'viz_type', ...controls], { viz_type: { schema: { default: key } }, ...(controls.includes('row_limit') ? { row_limit: { schema: { default: 5000 } } } : {}), ...(controls.includes('linear_color_scheme') ? { linear_color_scheme: c.linearColorSchemeOverride } : {}), ...overrides });

/** Form-data schema and control panel of each map type. */
export const DECK_SCHEMAS: Readonly<Record<DeckKey, ComposedVizSchema>> = {
  deck_scatter: compose('deck_scatter', [
    c.spatial, c.pointRadiusFixed, c.dimension, ...QUERY_TAIL,
    c.pointUnit, c.minRadius, c.maxRadius, c.multiplier, 'color_picker', 'color_scheme', 'label_colors', ...LEGEND, ...MAP_TAIL,
  ]),
  deck_arc: compose('deck_arc', [
    c.startSpatial, c.endSpatial, c.dimension, ...QUERY_TAIL,
    'color_picker', c.targetColorPicker, 'color_scheme', 'label_colors', c.strokeWidth, ...LEGEND, ...MAP_TAIL,
  ]),
  deck_grid: compose('deck_grid', [c.spatial, c.size, ...QUERY_TAIL, c.gridSize, 'color_picker', c.extruded, c.jsAggFunction, ...MAP_TAIL], {
    grid_size: { schema: { default: 200 } },
  }),
  deck_hex: compose('deck_hex', [c.spatial, c.size, ...QUERY_TAIL, c.gridSize, 'color_picker', c.extruded, c.jsAggFunction, ...MAP_TAIL], {
    grid_size: { schema: { default: 200 }, description: 'The radius of each hexagon, in metres.' },
  }),
  deck_heatmap: compose('deck_heatmap', [c.spatial, c.size, ...QUERY_TAIL, c.intensity, c.radiusPixels, 'linear_color_scheme', c.jsAggFunction, ...MAP_TAIL]),
  deck_screengrid: compose('deck_screengrid', [c.spatial, c.size, ...QUERY_TAIL, c.gridSize, 'color_picker', c.jsAggFunction, ...MAP_TAIL], {
    grid_size: { description: 'The size of each square cell, in pixels of the screen.' },
  }),
  deck_contour: compose('deck_contour', [c.spatial, c.size, ...QUERY_TAIL, c.cellSize, c.jsAggFunction, c.contours, ...LEGEND, ...MAP_TAIL]),
  deck_path: compose('deck_path', [
    c.lineColumn, c.lineType, c.reverseLongLat, c.dimension, 'adhoc_filters', 'row_limit',
    'color_picker', 'color_scheme', 'label_colors', c.lineWidth, c.lineWidthUnit, ...LEGEND, ...MAP_TAIL,
  ], {
    line_width: { schema: { default: 150 } },
    line_width_unit: { schema: { default: 'meters' } },
  }),
  deck_polygon: compose('deck_polygon', [
    c.lineColumn, c.lineType, c.reverseLongLat, 'metric', c.pointRadiusFixed, c.dimension, 'adhoc_filters', 'row_limit',
    'linear_color_scheme', c.numBuckets, c.breakPoints, c.fillColorPicker, c.strokeColorPicker, c.filled, c.stroked, c.extruded,
    c.multiplier, c.lineWidth, c.lineWidthUnit, 'opacity', ...LEGEND, ...MAP_TAIL,
  ], {
    metric: {
      description: 'The value that colours each polygon along the linear color scheme; all polygons take Fill color when empty.',
      uiSchema: { 'ui:widget': 'MetricWidget', 'ui:options': { clearable: true } },
      validators: [],
    },
    opacity: {
      description: 'How opaque the fill is, in percent.',
      schema: { minimum: 0, maximum: 100, default: 80 },
      uiSchema: { 'ui:widget': 'SliderWidget', 'ui:options': { step: 1 } },
      validators: ['number'],
    },
    point_radius_fixed: { description: 'Each polygon\'s height when extruded: a fixed number of metres (`type: fix`) or a metric (`type: metric`), times the multiplier.' },
    dimension: { description: 'A column identifying each polygon; a click on a polygon cross-filters on its value (on the lines column when empty).' },
    line_width: { schema: { default: 10 } },
    extruded: { schema: { default: false } },
  }),
  deck_geojson: compose('deck_geojson', [
    c.geojsonColumn, c.dimension, 'adhoc_filters', 'row_limit',
    c.fillColorPicker, c.strokeColorPicker, c.filled, c.stroked, c.extruded, c.pointRadiusScale, c.lineWidth, c.lineWidthUnit, ...MAP_TAIL,
  ], {
    dimension: { description: 'A column identifying each row\'s shapes; a click on a shape cross-filters on its value.' },
    extruded: { schema: { default: false } },
    stroked: { schema: { default: true } },
  }),
  deck_multi: compose('deck_multi', [c.deckSlices, 'adhoc_filters', c.mapboxStyle, c.viewport, c.autozoom]),
  mapbox: compose('mapbox', [
    c.allColumnsX, c.allColumnsY, c.clusteringRadius, 'groupby', c.pointRadius, c.mapboxLabel, 'adhoc_filters', 'row_limit',
    c.pointRadiusUnit, c.pandasAggfunc, c.globalOpacity, c.mapboxColor, c.mapboxStyle, c.viewportLongitude, c.viewportLatitude, c.viewportZoom, c.renderWhileDragging,
  ], {
    groupby: { description: 'Group points by these columns (with the coordinates): one point per distinct combination.' },
  }),
  osm: compose('osm', [c.spatial, c.dimension, ...QUERY_TAIL, 'color_picker', 'color_scheme', 'label_colors', c.minRadius, ...LEGEND, ...MAP_TAIL], {
    min_radius: { schema: { default: 4 }, description: 'The radius of each point, in pixels.' },
  }),
};

/** A map type's form data with every unset field at its schema default. */
export function withDeckDefaults(key: DeckKey, formData: DeckFormData): DeckFormData {
  return withSchemaDefaults(DECK_SCHEMAS[key].schema, formData);
}
