/**
 * The charts of the "Maps" example dashboard: one chart of every map type (the deck.gl layers,
 * the clustered and plain points maps, the world map and the country maps) over the example
 * tables Superset's own map examples read, with cameras on San Francisco, the Bay Area or the
 * United States. deck_geojson reads a virtual dataset that writes each San Francisco ZIP area as a
 * GeoJSON feature; deck_multi draws two of the dashboard's other charts as its layers.
 */

import type { ExampleTab, ExampleTabChart, ExampleVirtualDataset } from './example-kit.js';

/** The datasets a map chart can read: example tables and the dashboard's own virtual dataset. */
export type MapsDatasetName =
  | 'long_lat'
  | 'flights'
  | 'bart_lines'
  | 'sf_population_polygons'
  | 'birth_france_by_region'
  | 'wb_health_population'
  | 'birth_names'
  | 'sf_population_geojson';

export interface MapsChart extends ExampleTabChart {
  dataset: MapsDatasetName;
  /** deck_multi: the charts drawn as its layers, bottom first; their ids become `deck_slices` when saved. */
  layers?: readonly MapsChart[];
}

export type MapsTab = ExampleTab<MapsChart>;

/** Each San Francisco ZIP area as a GeoJSON Feature, its population and density in the properties. */
const SF_POPULATION_GEOJSON: ExampleVirtualDataset = {
  tableName: 'sf_population_geojson',
  description: 'The ZIP code areas of sf_population_polygons as GeoJSON features (a polygon each, with the ZIP code, population and density as properties).',
  mainDttmCol: null,
  sql: [
    'SELECT zipcode, population, area,',
    '  \'{"type":"Feature","geometry":{"type":"Polygon","coordinates":[\' || contour || \']},"properties":{"ZIP code":\' || zipcode',
    '    || \',"Population":\' || population || \',"People per km²":\' || CAST(round(population / area) AS BIGINT) || \'}}\' AS geojson',
    'FROM sf_population_polygons',
  ].join('\n'),
  columns: [
    { column_name: 'zipcode', type: 'BIGINT', is_dttm: false, verbose_name: 'ZIP code' },
    { column_name: 'population', type: 'BIGINT', is_dttm: false, verbose_name: 'Population' },
    { column_name: 'area', type: 'DOUBLE', is_dttm: false, verbose_name: 'Area (km²)' },
    { column_name: 'geojson', type: 'VARCHAR', is_dttm: false, verbose_name: 'GeoJSON feature' },
  ],
};

/** The dashboard's virtual datasets, created on the examples connection before its charts. */
export const MAPS_DATASETS: readonly ExampleVirtualDataset[] = [SF_POPULATION_GEOJSON];

/** The cameras: San Francisco, the Bay Area (BART), the lower 48 states. */
const SAN_FRANCISCO = { longitude: -122.4376, latitude: 37.7577, zoom: 11.6, bearing: 0, pitch: 0 };
const BAY_AREA = { longitude: -122.2, latitude: 37.78, zoom: 9.2, bearing: 0, pitch: 0 };
const UNITED_STATES = { longitude: -97.5, latitude: 38.5, zoom: 3.2, bearing: 0, pitch: 0 };
const LAT_LONG = { type: 'latlong', lonCol: 'LON', latCol: 'LAT' } as const;
const NO_FILTER = { time_range: 'No filter' } as const;

const longLat = (chart: Omit<MapsChart, 'dataset'>): MapsChart => ({ ...chart, dataset: 'long_lat' });

const ADDRESSES: MapsChart = longLat({
  name: 'Addresses by district',
  description: 'deck.gl Scatterplot: the long_lat addresses, a dot each, coloured by district.',
  width: 6,
  height: 60,
  formData: {
    viz_type: 'deck_scatter',
    spatial: LAT_LONG,
    dimension: 'DISTRICT',
    point_radius_fixed: { type: 'fix', value: 25 },
    point_unit: 'radius_m',
    multiplier: 1,
    min_radius: 1.5,
    max_radius: 40,
    color_scheme: 'supersetColors',
    legend_position: null,
    js_columns: ['STREET', 'POSTCODE'],
    row_limit: 5000,
    viewport: SAN_FRANCISCO,
    ...NO_FILTER,
  },
});

const ZIP_POPULATION: MapsChart = {
  name: 'Population by ZIP code',
  description: 'deck.gl Polygon: San Francisco ZIP code areas shaded by population, in five steps.',
  dataset: 'sf_population_polygons',
  width: 6,
  height: 60,
  formData: {
    viz_type: 'deck_polygon',
    line_column: 'contour',
    line_type: 'json',
    // Labelled, so the legend names it wherever the chart is drawn (a layer of deck_multi too).
    metric: { expressionType: 'SIMPLE', column: { column_name: 'population' }, aggregate: 'SUM', label: 'Population' },
    linear_color_scheme: 'oranges',
    num_buckets: 5,
    filled: true,
    stroked: true,
    line_width: 1,
    line_width_unit: 'pixels',
    stroke_color_picker: { r: 255, g: 255, b: 255, a: 0.9 },
    opacity: 70,
    legend_position: 'tr',
    legend_format: ',.0f',
    js_columns: ['area'],
    viewport: SAN_FRANCISCO,
    ...NO_FILTER,
  },
};

const POINTS: MapsTab = {
  title: 'San Francisco points',
  rows: [
    [
      ADDRESSES,
      longLat({
        name: 'Address clusters',
        description: 'MapBox: the addresses gathered into numbered clusters that split apart as the map zooms in.',
        width: 6,
        height: 60,
        formData: {
          viz_type: 'mapbox',
          all_columns_x: 'LON',
          all_columns_y: 'LAT',
          clustering_radius: '60',
          point_radius: 'Auto',
          point_radius_unit: 'Pixels',
          mapbox_label: ['count'],
          pandas_aggfunc: 'sum',
          global_opacity: 0.85,
          mapbox_color: 'rgb(0, 122, 135)',
          viewport_longitude: SAN_FRANCISCO.longitude,
          viewport_latitude: SAN_FRANCISCO.latitude,
          viewport_zoom: 10.9,
          row_limit: 10000,
          ...NO_FILTER,
        },
      }),
    ],
    [
      longLat({
        name: 'Addresses on the street map',
        description: 'OpenStreetMap Points: every address as a dot on the base map, coloured by region of the city.',
        width: 6,
        height: 60,
        formData: {
          viz_type: 'osm',
          spatial: LAT_LONG,
          min_radius: 2,
          color_picker: { r: 205, g: 0, b: 3, a: 0.7 },
          row_limit: 10000,
          viewport: SAN_FRANCISCO,
          ...NO_FILTER,
        },
      }),
      longLat({
        name: 'Occupancy on a screen grid',
        description: 'deck.gl Screen Grid: total occupancy of the addresses in cells of 16 screen pixels.',
        width: 6,
        height: 60,
        formData: {
          viz_type: 'deck_screengrid',
          spatial: LAT_LONG,
          size: 'sum__occupancy',
          grid_size: 16,
          color_picker: { r: 14, g: 0, b: 255, a: 1 },
          js_agg_function: 'sum',
          row_limit: 10000,
          viewport: SAN_FRANCISCO,
          ...NO_FILTER,
        },
      }),
    ],
  ],
};

const DENSITY: MapsTab = {
  title: 'San Francisco density',
  rows: [
    [
      longLat({
        name: 'Addresses per hexagon',
        description: 'deck.gl 3D Hexagon: addresses counted in hexagons of 250 m radius, raised by their count.',
        width: 6,
        height: 60,
        formData: {
          viz_type: 'deck_hex',
          spatial: LAT_LONG,
          size: 'count',
          grid_size: 250,
          extruded: true,
          js_agg_function: 'sum',
          color_picker: { r: 0, g: 122, b: 135, a: 1 },
          row_limit: 10000,
          viewport: { ...SAN_FRANCISCO, pitch: 35, bearing: -10 },
          ...NO_FILTER,
        },
      }),
      longLat({
        name: 'Occupancy per grid cell',
        description: 'deck.gl Grid: total occupancy in square cells of 300 m, raised by the total.',
        width: 6,
        height: 60,
        formData: {
          viz_type: 'deck_grid',
          spatial: LAT_LONG,
          size: 'sum__occupancy',
          grid_size: 300,
          extruded: true,
          js_agg_function: 'sum',
          color_picker: { r: 190, g: 70, b: 20, a: 1 },
          row_limit: 10000,
          viewport: { ...SAN_FRANCISCO, pitch: 35, bearing: 15 },
          ...NO_FILTER,
        },
      }),
    ],
    [
      longLat({
        name: 'Where people live: heat map',
        description: 'deck.gl Heatmap: where the addresses, weighted by occupancy, are densest.',
        width: 6,
        height: 60,
        formData: {
          viz_type: 'deck_heatmap',
          spatial: LAT_LONG,
          size: 'sum__occupancy',
          intensity: 1,
          radius_pixels: 25,
          linear_color_scheme: 'oranges',
          js_agg_function: 'sum',
          row_limit: 10000,
          viewport: SAN_FRANCISCO,
          ...NO_FILTER,
        },
      }),
      longLat({
        name: 'Address density contours',
        description: 'deck.gl Contour: addresses per 400 m cell, in four bands from 5 up.',
        width: 6,
        height: 60,
        formData: {
          viz_type: 'deck_contour',
          spatial: LAT_LONG,
          size: 'count',
          cellSize: 400,
          js_agg_function: 'sum',
          // Bands of addresses per cell, yellow to deep red: they read on the light and the dark base map alike.
          contours: [
            { lowerThreshold: 5, upperThreshold: 15, color: { r: 254, g: 217, b: 118, a: 0.6 }, strokeWidth: 1 },
            { lowerThreshold: 15, upperThreshold: 30, color: { r: 253, g: 141, b: 60, a: 0.7 }, strokeWidth: 1 },
            { lowerThreshold: 30, upperThreshold: 45, color: { r: 227, g: 26, b: 28, a: 0.75 }, strokeWidth: 1 },
            { lowerThreshold: 45, upperThreshold: 100, color: { r: 128, g: 0, b: 38, a: 0.85 }, strokeWidth: 1 },
          ],
          legend_position: 'tr',
          legend_format: ',.0f',
          row_limit: 10000,
          viewport: SAN_FRANCISCO,
          ...NO_FILTER,
        },
      }),
    ],
  ],
};

const SHAPES: MapsTab = {
  title: 'Areas and lines',
  rows: [
    [
      ZIP_POPULATION,
      {
        name: 'ZIP code areas as GeoJSON',
        description: 'deck.gl GeoJSON: the ZIP code areas read from a GeoJSON column of a virtual dataset, outlined, their properties in the tooltip.',
        dataset: 'sf_population_geojson',
        width: 6,
        height: 60,
        formData: {
          viz_type: 'deck_geojson',
          geojson: 'geojson',
          dimension: 'zipcode',
          filled: true,
          stroked: true,
          line_width: 2,
          line_width_unit: 'pixels',
          fill_color_picker: { r: 0, g: 122, b: 135, a: 0.35 },
          stroke_color_picker: { r: 0, g: 82, b: 95, a: 1 },
          viewport: SAN_FRANCISCO,
          ...NO_FILTER,
        },
      },
    ],
    [
      {
        name: 'BART lines',
        description: 'deck.gl Path: the BART lines through their stations, read from encoded polylines, a colour each.',
        dataset: 'bart_lines',
        width: 6,
        height: 60,
        formData: {
          viz_type: 'deck_path',
          line_column: 'polyline',
          line_type: 'polyline',
          dimension: 'name',
          line_width: 4,
          line_width_unit: 'pixels',
          color_scheme: 'supersetColors',
          legend_position: 'bl',
          viewport: BAY_AREA,
          ...NO_FILTER,
        },
      },
      {
        name: 'Population and addresses, layered',
        description: 'deck.gl Multiple Layers: the ZIP code population map with the addresses drawn over it.',
        dataset: 'long_lat',
        width: 6,
        height: 60,
        layers: [ZIP_POPULATION, ADDRESSES],
        formData: { viz_type: 'deck_multi', deck_slices: [], viewport: SAN_FRANCISCO, ...NO_FILTER },
      },
    ],
  ],
};

const FLIGHTS_AND_COUNTRIES: MapsTab = {
  title: 'Flights and countries',
  rows: [
    [
      {
        name: 'Flights between airports',
        description: 'deck.gl Arc: US flights of 2015 from origin (teal) to destination (orange).',
        dataset: 'flights',
        width: 12,
        height: 70,
        formData: {
          viz_type: 'deck_arc',
          start_spatial: { type: 'latlong', lonCol: 'LONGITUDE', latCol: 'LATITUDE' },
          end_spatial: { type: 'latlong', lonCol: 'LONGITUDE_DEST', latCol: 'LATITUDE_DEST' },
          color_picker: { r: 0, g: 150, b: 160, a: 0.8 },
          target_color_picker: { r: 240, g: 110, b: 20, a: 0.8 },
          stroke_width: 1,
          row_limit: 3000,
          viewport: UNITED_STATES,
          // The lower 48 states: fitting every airport (Honolulu too) would leave the mainland small.
          autozoom: false,
          ...NO_FILTER,
        },
      },
    ],
    [
      {
        name: 'World population, 2014',
        description: 'World Map: countries shaded by population in 2014, with bubbles sized by their rural population.',
        dataset: 'wb_health_population',
        width: 12,
        height: 70,
        formData: {
          viz_type: 'world_map',
          entity: 'country_code',
          country_fieldtype: 'cca3',
          metric: 'sum__SP_POP_TOTL',
          secondary_metric: 'sum__SP_RUR_TOTL',
          show_bubbles: true,
          max_bubble_size: '25',
          color_by: 'metric',
          linear_color_scheme: 'dark_blue',
          sort_by_metric: true,
          granularity_sqla: 'year',
          time_range: '2014-01-01 : 2015-01-01',
          y_axis_format: ',.3s',
        },
      },
    ],
    [
      {
        name: 'Births in France by department, 2014',
        description: 'Country Map: births of 2014 in each French department.',
        dataset: 'birth_france_by_region',
        width: 6,
        height: 60,
        formData: { viz_type: 'country_map', select_country: 'france', entity: 'DEPT_ID', metric: 'sum__2014', linear_color_scheme: 'greens', number_format: ',d' },
      },
      {
        name: 'Births in the US by state',
        description: 'Country Map: births recorded in birth_names per US state, the states written as ISO 3166-2 codes.',
        dataset: 'birth_names',
        width: 6,
        height: 60,
        formData: {
          viz_type: 'country_map',
          select_country: 'usa',
          entity: { expressionType: 'SQL', sqlExpression: "'US-' || state", label: 'state_code' },
          metric: 'sum__num',
          linear_color_scheme: 'purples',
          number_format: ',.3s',
          ...NO_FILTER,
        },
      },
    ],
  ],
};

/** The dashboard's tabs, in order; every chart appears once. */
export const MAPS_TABS: readonly MapsTab[] = [POINTS, DENSITY, SHAPES, FLIGHTS_AND_COUNTRIES];

/** Every map chart, tab after tab, row after row. */
export function mapsCharts(): MapsChart[] {
  return MAPS_TABS.flatMap((tab) => tab.rows.flat());
}
