import { COLUMN_SCHEMA, METRIC_SCHEMA, closedChoiceSchema, defineControl, openChoiceSchema, type ControlOverride } from '@control-schemas/index.js';
import { type JsonSchema } from '@core/plugin-api/index.js';

const columnName: JsonSchema = { type: ['string', 'null'] };
const rgba = (r: number, g: number, b: number, a = 1) => ({ r, g, b, a });
const channel: JsonSchema = { type: 'integer', minimum: 0, maximum: 255 };
const RGBA_SCHEMA: JsonSchema = {
  type: ['string', 'object'],
  if: { type: 'object' },
  then: { required: ['r', 'g', 'b'], properties: { r: channel, g: channel, b: channel, a: { type: 'number', minimum: 0, maximum: 1 } } },
};

/** The spatial control's value: where a row's point comes from (see `spatial.ts`). */
const SPATIAL_SCHEMA: JsonSchema = {
  type: ['object', 'null'],
  properties: {
    type: {
      type: 'string',
      title: 'Coordinates',
      ...closedChoiceSchema([
        { const: 'latlong', title: 'Longitude and latitude columns' },
        { const: 'delimited', title: 'One delimited column' },
        { const: 'geohash', title: 'Geohash' },
      ]),
    },
    lonCol: { ...columnName, title: 'Longitude column' },
    latCol: { ...columnName, title: 'Latitude column' },
    lonlatCol: { ...columnName, title: 'Delimited "longitude,latitude" column' },
    geohashCol: { ...columnName, title: 'Geohash column' },
    reverseCheckbox: { type: 'boolean', title: 'Reverse: latitude first' },
  },
  default: null,
};
const SPATIAL_UI = { 'ui:widget': 'SpatialWidget' };

/** Where each row's point is: two longitude/latitude columns, one delimited column, or a geohash. */
export const spatial = defineControl({
  name: 'spatial',
  label: 'Coordinates',
  description: 'Where each row sits on the map: a longitude and a latitude column, one column holding "longitude,latitude" (tick Reverse for "latitude,longitude"), or a geohash column.',
  section: 'query',
  schema: SPATIAL_SCHEMA,
  uiSchema: SPATIAL_UI,
  validators: ['nonEmpty'],
});

/** The arc's start point. */
export const startSpatial = defineControl({ ...spatial, name: 'start_spatial', label: 'Start coordinates', description: 'Where each arc starts, read like the coordinates of a point.' });
/** The arc's end point. */
export const endSpatial = defineControl({ ...spatial, name: 'end_spatial', label: 'End coordinates', description: 'Where each arc ends, read like the coordinates of a point.' });

/** The column holding a path or a polygon. */
export const lineColumn = defineControl({
  name: 'line_column',
  label: 'Lines column',
  description: 'The column holding each row\'s line or outline, encoded as chosen under "Lines encoding".',
  section: 'query',
  schema: { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'], default: null },
  uiSchema: { 'ui:widget': 'ColumnWidget' },
  validators: ['nonEmpty'],
});

/** How the lines column is encoded. */
export const lineType = defineControl({
  name: 'line_type',
  label: 'Lines encoding',
  description: 'How the lines column is written: an encoded polyline, JSON positions ([[longitude, latitude], …] or a GeoJSON geometry), or a geohash (its cell).',
  section: 'query',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'polyline', title: 'Polyline' },
      { const: 'json', title: 'JSON' },
      { const: 'geohash', title: 'Geohash' },
    ]),
    default: 'json',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
});

/** The GeoJSON column of deck_geojson. */
export const geojsonColumn = defineControl({
  name: 'geojson',
  label: 'GeoJSON column',
  description: 'The column holding each row\'s GeoJSON: a geometry, a Feature or a FeatureCollection. A feature\'s `fillColor`, `strokeColor`, `lineWidth` and `elevation` properties take precedence over the controls.',
  section: 'query',
  schema: { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'], default: null },
  uiSchema: { 'ui:widget': 'ColumnWidget' },
  validators: ['nonEmpty'],
});

/** Swap JSON positions written latitude first. */
export const reverseLongLat = defineControl({
  name: 'reverse_long_lat',
  label: 'Reverse latitude and longitude',
  description: 'Read the positions as [latitude, longitude] instead of [longitude, latitude].',
  section: 'query',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
});

/** Leave rows without a position out of the query. */
export const filterNulls = defineControl({
  name: 'filter_nulls',
  label: 'Ignore null locations',
  description: 'Leave out rows whose coordinate columns are empty.',
  section: 'query',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
});

/** The map's camera. */
export const viewport = defineControl({
  name: 'viewport',
  label: 'Viewport',
  description: 'Where the map looks when it opens: centre longitude and latitude, zoom, bearing (rotation, degrees) and pitch (tilt, degrees). With Auto zoom on, the map fits the data instead.',
  section: 'customize',
  schema: {
    type: 'object',
    properties: {
      longitude: { type: 'number', minimum: -180, maximum: 180, title: 'Longitude' },
      latitude: { type: 'number', minimum: -90, maximum: 90, title: 'Latitude' },
      zoom: { type: 'number', minimum: 0, maximum: 22, title: 'Zoom' },
      bearing: { type: 'number', title: 'Bearing' },
      pitch: { type: 'number', minimum: 0, maximum: 85, title: 'Pitch' },
    },
    default: { longitude: 6.85236157047845, latitude: 31.222656842808707, zoom: 1, bearing: 0, pitch: 0 },
  },
  uiSchema: { 'ui:widget': 'ViewportWidget' },
  validators: [],
  renderTrigger: true,
});

/** Fit the map to the data. */
export const autozoom = defineControl({
  name: 'autozoom',
  label: 'Auto zoom',
  description: 'Zoom and centre the map on the data when it loads, instead of the saved viewport.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/**
 * Superset's base map style: a Mapbox style (drawn with the server's MAPBOX_API_KEY), a MapLibre
 * style document URL, or `tile://` and a raster tile template. Free-form, as in Superset.
 */
export const mapboxStyle = defineControl({
  name: 'mapbox_style',
  label: 'Map style',
  description:
    'The base map. A Mapbox style (mapbox://styles/…) is drawn when the server has a MAPBOX_API_KEY; a MapLibre style URL (https://…/style.json) or tile:// followed by a {z}/{x}/{y} tile URL is drawn when its host is one the server allows. Otherwise the map draws the base map the server configured, or the built-in offline map of land and borders.',
  section: 'customize',
  schema: {
    type: 'string',
    pattern: '^(mapbox://styles/[^/\\s]+/[^/\\s]+|tile://(https?://[^/\\s]+/|/(?!/))\\S*\\{z\\}\\S*\\{x\\}\\S*\\{y\\}\\S*|https?://[^/\\s]+/\\S*|/(?!/)\\S*)$',
    ...openChoiceSchema([
      { const: 'mapbox://styles/mapbox/streets-v9', title: 'Streets' },
      { const: 'mapbox://styles/mapbox/dark-v9', title: 'Dark' },
      { const: 'mapbox://styles/mapbox/light-v9', title: 'Light' },
      { const: 'mapbox://styles/mapbox/satellite-streets-v9', title: 'Satellite Streets' },
      { const: 'mapbox://styles/mapbox/satellite-v9', title: 'Satellite' },
      { const: 'mapbox://styles/mapbox/outdoors-v9', title: 'Outdoors' },
    ]),
    default: 'mapbox://styles/mapbox/light-v9',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});

/** Point size: a fixed value or a metric. */
export const pointRadiusFixed = defineControl({
  name: 'point_radius_fixed',
  label: 'Point size',
  description: 'Each point\'s size: a fixed number (`type: fix`) or a metric (`type: metric`), read in the point unit.',
  section: 'query',
  schema: {
    type: 'object',
    properties: {
      type: { type: 'string', title: 'Kind', ...closedChoiceSchema([{ const: 'fix', title: 'Fixed' }, { const: 'metric', title: 'Metric' }]) },
      value: { ...METRIC_SCHEMA, type: ['number', 'string', 'object', 'null'], title: 'Value' },
    },
    default: { type: 'fix', value: 1000 },
  },
  uiSchema: { 'ui:widget': 'FixedOrMetricWidget' },
  validators: [],
});

/** The unit of the point size. */
export const pointUnit = defineControl({
  name: 'point_unit',
  label: 'Point unit',
  description: 'What the point size measures: the area of a square, or the radius in metres, kilometres, miles or feet.',
  section: 'customize',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'square_m', title: 'Square metres' },
      { const: 'radius_m', title: 'Radius in metres' },
      { const: 'radius_km', title: 'Radius in kilometres' },
      { const: 'radius_miles', title: 'Radius in miles' },
      { const: 'radius_feet', title: 'Radius in feet' },
    ]),
    default: 'square_m',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});

/** Smallest drawn radius, in pixels. */
export const minRadius = defineControl({
  name: 'min_radius',
  label: 'Minimum radius',
  description: 'The smallest a point is drawn, in pixels, however far the map is zoomed out.',
  section: 'customize',
  schema: { type: 'number', minimum: 0, default: 2 },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: ['number'],
  renderTrigger: true,
});

/** Largest drawn radius, in pixels. */
export const maxRadius = defineControl({
  name: 'max_radius',
  label: 'Maximum radius',
  description: 'The largest a point is drawn, in pixels, however far the map is zoomed in.',
  section: 'customize',
  schema: { type: 'number', minimum: 0, default: 250 },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: ['number'],
  renderTrigger: true,
});

/** Size factor. */
export const multiplier = defineControl({
  name: 'multiplier',
  label: 'Multiplier',
  description: 'A factor applied to every point size (or elevation).',
  section: 'customize',
  schema: { type: 'number', minimum: 0, default: 1 },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: ['number'],
  renderTrigger: true,
});

/** The category that colours the marks. */
export const dimension = defineControl({
  name: 'dimension',
  label: 'Categorical color',
  description: 'A column whose values colour the marks from the color scheme, with a legend; a click on a mark cross-filters on its value.',
  section: 'query',
  schema: { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'], default: null },
  uiSchema: { 'ui:widget': 'ColumnWidget', 'ui:options': { clearable: true } },
  validators: [],
});

/** Legend corner. */
export const legendPosition = defineControl({
  name: 'legend_position',
  label: 'Legend position',
  description: 'The corner the legend sits in, or none to hide it.',
  section: 'customize',
  schema: {
    type: ['string', 'null'],
    ...closedChoiceSchema([
      { const: null, title: 'None' },
      { const: 'tl', title: 'Top left' },
      { const: 'tr', title: 'Top right' },
      { const: 'bl', title: 'Bottom left' },
      { const: 'br', title: 'Bottom right' },
    ]),
    default: 'tr',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});

/** Number format of legend values. */
export const legendFormat = defineControl({
  name: 'legend_format',
  label: 'Legend format',
  description: 'How numbers in the legend and tooltips are written, as a d3-format specifier; adaptive when empty.',
  section: 'customize',
  schema: { type: ['string', 'null'], default: null },
  uiSchema: { 'ui:widget': 'NumberFormatWidget' },
  validators: [],
  renderTrigger: true,
});

/** Columns to carry along, shown in the tooltip (Superset's extra data for JavaScript). */
export const jsColumns = defineControl({
  name: 'js_columns',
  label: 'Tooltip columns',
  description: 'Columns fetched with each row and shown in its tooltip. (Superset passed them to JavaScript; Tessera never runs chart JavaScript and shows them instead.)',
  section: 'customize',
  schema: { type: 'array', items: COLUMN_SCHEMA, default: [] },
  uiSchema: { 'ui:widget': 'ColumnsWidget' },
  validators: [],
});

/** A link opened by a click on a mark. */
export const linkTemplate = defineControl({
  name: 'link_template',
  label: 'Link on click',
  description: 'A web address opened in a new tab when a mark is clicked, with {column} placeholders filled from the mark\'s row (for example https://example.com/stops/{STOP_ID}). Only http, https and relative links are followed. Replaces Superset\'s JavaScript onClick href, which is never run.',
  section: 'customize',
  schema: { type: 'string', default: '' },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: [],
  renderTrigger: true,
});

const ignoredJs = (name: string, label: string) =>
  defineControl({
    name,
    label,
    description: 'Kept so charts saved in Superset open unchanged, but never run: Tessera runs no JavaScript from chart settings. Use Tooltip columns and Link on click instead.',
    section: 'customize',
    schema: { type: 'string', default: '' },
    uiSchema: { 'ui:widget': 'TextWidget' },
    validators: [],
    renderTrigger: true,
    visibleWhen: { required: [name], properties: { [name]: { minLength: 1 } } },
  });

/** Superset's JavaScript fields: accepted, never executed. */
export const jsDataMutator = ignoredJs('js_data_mutator', 'JavaScript data mutator (not run)');
export const jsTooltip = ignoredJs('js_tooltip', 'JavaScript tooltip (not run)');
export const jsOnclickHref = ignoredJs('js_onclick_href', 'JavaScript onClick href (not run)');

/** The colour of the second end of an arc. */
export const targetColorPicker = defineControl({
  name: 'target_color_picker',
  label: 'Target color',
  description: 'The colour of the end of each arc (the start takes Color, or the category colour).',
  section: 'customize',
  schema: { ...RGBA_SCHEMA, default: rgba(0, 122, 135) },
  uiSchema: { 'ui:widget': 'ColorWidget' },
  validators: ['color'],
  renderTrigger: true,
});

/** Line width of arcs, paths and outlines. */
export const strokeWidth = defineControl({
  name: 'stroke_width',
  label: 'Stroke width',
  description: 'The width of each arc, in pixels.',
  section: 'customize',
  schema: { type: 'number', minimum: 0, default: 1 },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: ['number'],
  renderTrigger: true,
});

/** Width of paths and outlines. */
export const lineWidth = defineControl({
  name: 'line_width',
  label: 'Line width',
  description: 'The width of lines and outlines, in the line width unit.',
  section: 'customize',
  schema: { type: 'number', minimum: 0, default: 1 },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: ['number'],
  renderTrigger: true,
});

/** The unit of the line width. */
export const lineWidthUnit = defineControl({
  name: 'line_width_unit',
  label: 'Line width unit',
  description: 'Whether the line width is in metres (lines grow as the map zooms in) or pixels.',
  section: 'customize',
  schema: { type: 'string', ...closedChoiceSchema([{ const: 'meters', title: 'Metres' }, { const: 'pixels', title: 'Pixels' }]), default: 'pixels' },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});

/** The size of an aggregation cell. */
export const gridSize = defineControl({
  name: 'grid_size',
  label: 'Grid size',
  description: 'The size of each cell: in metres for the grid and hexagon maps, in pixels for the screen grid.',
  section: 'customize',
  schema: { type: 'number', exclusiveMinimum: 0, default: 20 },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: ['number'],
  renderTrigger: true,
});

/** Draw aggregation cells as columns. */
export const extruded = defineControl({
  name: 'extruded',
  label: 'Extruded',
  description: 'Raise each cell (or polygon) into a column whose height follows its value. Tilt the map (pitch) to see the heights.',
  section: 'customize',
  schema: { type: 'boolean', default: true },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** How points in one cell are combined. */
export const jsAggFunction = defineControl({
  name: 'js_agg_function',
  label: 'Aggregation',
  description: 'How the values of the points in one cell are combined.',
  section: 'customize',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'sum', title: 'Sum' },
      { const: 'mean', title: 'Mean' },
      { const: 'min', title: 'Minimum' },
      { const: 'max', title: 'Maximum' },
      { const: 'count', title: 'Count of points' },
    ]),
    default: 'sum',
  },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});

/** Weight metric of the aggregating maps. */
export const size = defineControl({
  name: 'size',
  label: 'Weight',
  description: 'The metric each point carries; cells add (or otherwise combine) the weights of their points.',
  section: 'query',
  schema: { ...METRIC_SCHEMA, type: ['string', 'object', 'null'], default: null },
  uiSchema: { 'ui:widget': 'MetricWidget' },
  validators: ['nonEmpty'],
});

/** A sequential colour ramp. */
export const linearColorSchemeOverride: ControlOverride = {
  description: 'The colour ramp values are drawn along, from low to high.',
  schema: { default: 'blue_white_yellow' },
};

/** Heatmap intensity. */
export const intensity = defineControl({
  name: 'intensity',
  label: 'Intensity',
  description: 'A factor on every weight: higher makes the heat map brighter.',
  section: 'customize',
  schema: { type: 'number', exclusiveMinimum: 0, default: 1 },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: ['number'],
  renderTrigger: true,
});

/** Heatmap blur radius. */
export const radiusPixels = defineControl({
  name: 'radius_pixels',
  label: 'Intensity radius',
  description: 'How far, in pixels, each point\'s heat spreads.',
  section: 'customize',
  schema: { type: 'integer', minimum: 1, default: 30 },
  uiSchema: { 'ui:widget': 'IntegerWidget' },
  validators: ['integer'],
  renderTrigger: true,
});

/** Contour cell size. */
export const cellSize = defineControl({
  name: 'cellSize',
  label: 'Cell size',
  description: 'The size, in metres, of the cells the contour lines are computed over.',
  section: 'customize',
  schema: { type: ['number', 'string'], default: 200 },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: ['number'],
  renderTrigger: true,
});

/** Contour bands (empty: five automatic ones). */
export const contours = defineControl({
  name: 'contours',
  label: 'Contours',
  description: 'Isolines (a lower threshold) and isobands (a lower and an upper threshold), each with a colour and a stroke width. Empty draws five bands spread over the range of the data.',
  section: 'customize',
  schema: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        lowerThreshold: { type: ['number', 'null'], title: 'Lower threshold' },
        upperThreshold: { type: ['number', 'null'], title: 'Upper threshold' },
        color: { ...RGBA_SCHEMA, title: 'Color' },
        strokeWidth: { type: ['number', 'null'], title: 'Stroke width' },
      },
    },
    default: [],
  },
  uiSchema: { items: { lowerThreshold: { 'ui:widget': 'TextWidget' }, upperThreshold: { 'ui:widget': 'TextWidget' }, color: { 'ui:widget': 'ColorWidget' }, strokeWidth: { 'ui:widget': 'TextWidget' } } },
  validators: [],
  renderTrigger: true,
});

const toggle = (name: string, label: string, description: string, value: boolean) =>
  defineControl({ name, label, description, section: 'customize', schema: { type: 'boolean', default: value }, uiSchema: { 'ui:widget': 'CheckboxWidget' }, validators: [], renderTrigger: true });

export const filled = toggle('filled', 'Fill', 'Fill the shapes.', true);
export const stroked = toggle('stroked', 'Stroke', 'Draw the shapes\' outlines.', false);

/** Polygon/GeoJSON fill and stroke colours. */
export const fillColorPicker = defineControl({
  name: 'fill_color_picker',
  label: 'Fill color',
  description: 'The fill of shapes not coloured by a metric or a feature property.',
  section: 'customize',
  schema: { ...RGBA_SCHEMA, default: rgba(3, 65, 73) },
  uiSchema: { 'ui:widget': 'ColorWidget' },
  validators: ['color'],
  renderTrigger: true,
});
export const strokeColorPicker = defineControl({
  ...fillColorPicker,
  name: 'stroke_color_picker',
  label: 'Stroke color',
  description: 'The outline of shapes not coloured by a feature property.',
  schema: { ...RGBA_SCHEMA, default: rgba(0, 122, 135) },
});

/** Number of colour buckets for a metric. */
export const numBuckets = defineControl({
  name: 'num_buckets',
  label: 'Number of buckets',
  description: 'How many colour steps the metric\'s range is cut into (ignored when breakpoints are given).',
  section: 'customize',
  schema: { type: ['integer', 'string'], default: 5 },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: ['integer'],
  renderTrigger: true,
});

/** Explicit colour breakpoints. */
export const breakPoints = defineControl({
  name: 'break_points',
  label: 'Bucket break points',
  description: 'Values at which the colour changes, in increasing order; they override the number of buckets.',
  section: 'customize',
  schema: { type: 'array', items: { type: ['number', 'string'] }, default: [] },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true, multi: true } },
  validators: [],
  renderTrigger: true,
});

/** Scale of GeoJSON point radii. */
export const pointRadiusScale = defineControl({
  name: 'point_radius_scale',
  label: 'Point radius scale',
  description: 'A factor on the radius of GeoJSON points (their `radius` property, else 1), in metres.',
  section: 'customize',
  schema: { type: 'number', minimum: 0, default: 100 },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: ['number'],
  renderTrigger: true,
});

/** The saved charts of deck_multi. */
export const deckSlices = defineControl({
  name: 'deck_slices',
  label: 'deck.gl charts',
  description: 'Saved deck.gl charts drawn as layers of one map, in order, the first at the bottom. This chart\'s filters apply to each of them.',
  section: 'query',
  schema: { type: 'array', items: { type: 'integer', minimum: 1 }, default: [] },
  uiSchema: { 'ui:widget': 'SavedChartsWidget', 'ui:options': { vizTypePrefix: 'deck_', excludeVizTypes: ['deck_multi'] } },
  validators: [],
});

// The `mapbox` (clustered points) chart's controls, with Superset's names.
export const allColumnsX = defineControl({ name: 'all_columns_x', label: 'Longitude', description: 'The column holding each point\'s longitude.', section: 'query', schema: { ...COLUMN_SCHEMA, type: ['string', 'object', 'null'], default: null }, uiSchema: { 'ui:widget': 'ColumnWidget' }, validators: ['nonEmpty'] });
export const allColumnsY = defineControl({ ...allColumnsX, name: 'all_columns_y', label: 'Latitude', description: 'The column holding each point\'s latitude.' });
export const clusteringRadius = defineControl({
  name: 'clustering_radius',
  label: 'Clustering radius',
  description: 'Points closer than this many pixels join one cluster, drawn as a circle with its count; 0 turns clustering off.',
  section: 'customize',
  schema: { type: ['string', 'number'], examples: ['0', '20', '40', '60', '80', '100', '200', '500', '1000'], default: '60' },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true } },
  validators: ['number'],
  renderTrigger: true,
});
export const pointRadius = defineControl({
  name: 'point_radius',
  label: 'Point radius',
  description: 'A column holding each single point\'s radius, or Auto for a fixed size. Clusters are sized by their count.',
  section: 'query',
  schema: { type: ['string', 'object'], examples: ['Auto'], default: 'Auto' },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true } },
  validators: [],
});
export const pointRadiusUnit = defineControl({
  name: 'point_radius_unit',
  label: 'Point radius unit',
  description: 'What the point radius column measures.',
  section: 'customize',
  schema: { type: 'string', ...closedChoiceSchema([{ const: 'Pixels', title: 'Pixels' }, { const: 'Miles', title: 'Miles' }, { const: 'Kilometers', title: 'Kilometres' }]), default: 'Pixels' },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});
export const mapboxLabel = defineControl({
  name: 'mapbox_label',
  label: 'Label',
  description: 'Columns shown in a single point\'s tooltip; "count" shows a cluster\'s count.',
  section: 'query',
  schema: { type: 'array', items: COLUMN_SCHEMA, default: [] },
  uiSchema: { 'ui:widget': 'ColumnsWidget' },
  validators: [],
});
export const pandasAggfunc = defineControl({
  name: 'pandas_aggfunc',
  label: 'Cluster label aggregator',
  description: 'How the point radius column of a cluster\'s points is combined for its label.',
  section: 'customize',
  schema: { type: 'string', ...closedChoiceSchema(['sum', 'mean', 'min', 'max', 'std', 'var'].map((value) => ({ const: value, title: value }))), default: 'sum' },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});
export const globalOpacity = defineControl({
  name: 'global_opacity',
  label: 'Opacity',
  description: 'Opacity of points and clusters, between 0 and 1.',
  section: 'customize',
  schema: { type: 'number', minimum: 0, maximum: 1, default: 1 },
  uiSchema: { 'ui:widget': 'TextWidget' },
  validators: ['opacity'],
  renderTrigger: true,
});
export const mapboxColor = defineControl({
  name: 'mapbox_color',
  label: 'RGB color',
  description: 'The colour of points and clusters.',
  section: 'customize',
  schema: { type: 'string', examples: ['rgb(0, 139, 139)', 'rgb(128, 128, 128)', 'rgb(255, 0, 0)', 'rgb(0, 122, 135)'], default: 'rgb(0, 139, 139)' },
  uiSchema: { 'ui:widget': 'SelectWidget', 'ui:options': { freeForm: true } },
  validators: ['color'],
  renderTrigger: true,
});
const viewportNumber = (name: string, label: string, value: number) =>
  defineControl({ name, label, description: `${label} of the map when it opens (Auto zoom off).`, section: 'customize', schema: { type: 'number', default: value }, uiSchema: { 'ui:widget': 'TextWidget' }, validators: ['number'], renderTrigger: true });
export const viewportLongitude = viewportNumber('viewport_longitude', 'Default longitude', -122.405293);
export const viewportLatitude = viewportNumber('viewport_latitude', 'Default latitude', 37.772123);
export const viewportZoom = viewportNumber('viewport_zoom', 'Zoom', 11);
export const renderWhileDragging = toggle('render_while_dragging', 'Live render', 'Redraw the points while the map is dragged (off: only when it stops).', true);
