import type { AdhocFilter, QueryFormColumn, QueryFormData, QueryFormMetric } from '@core/plugin-api/index.js';
import type { LineType, SpatialControl } from './spatial.js';

/** The viz keys of this plugin: Superset's deck.gl layers, its clustered points map and the points map. */
export const DECK_KEYS = [
  'deck_scatter',
  'deck_arc',
  'deck_grid',
  'deck_hex',
  'deck_heatmap',
  'deck_path',
  'deck_polygon',
  'deck_screengrid',
  'deck_contour',
  'deck_geojson',
  'deck_multi',
  'mapbox',
  'osm',
] as const;

/** One of {@link DECK_KEYS}. */
export type DeckKey = (typeof DECK_KEYS)[number];

/** A fixed value or a metric (Superset's `point_radius_fixed`). */
export interface FixedOrMetric {
  type?: 'fix' | 'metric';
  value?: number | string | QueryFormMetric | null;
}

/** The map's camera, as Superset stores it. */
export interface DeckViewport {
  longitude?: number;
  latitude?: number;
  zoom?: number;
  bearing?: number;
  pitch?: number;
}

/** A contour band or line (Superset's `contours` entry). */
export interface ContourSpec {
  lowerThreshold?: number | null;
  upperThreshold?: number | null;
  color?: unknown;
  strokeWidth?: number | null;
}

/**
 * Form data of every map type of this plugin, with Superset's field names; each type's schema
 * holds the fields it uses and their defaults.
 */
export interface DeckFormData extends QueryFormData {
  spatial?: SpatialControl | null;
  start_spatial?: SpatialControl | null;
  end_spatial?: SpatialControl | null;
  line_column?: QueryFormColumn | null;
  line_type?: LineType;
  reverse_long_lat?: boolean;
  geojson?: QueryFormColumn | null;
  adhoc_filters?: AdhocFilter[];
  row_limit?: number;
  filter_nulls?: boolean;
  viewport?: DeckViewport;
  autozoom?: boolean;
  mapbox_style?: string;
  point_radius_fixed?: FixedOrMetric;
  point_unit?: 'square_m' | 'radius_m' | 'radius_km' | 'radius_miles' | 'radius_feet';
  min_radius?: number;
  max_radius?: number;
  multiplier?: number;
  dimension?: QueryFormColumn | null;
  color_scheme?: string;
  label_colors?: Record<string, string>;
  color_picker?: unknown;
  target_color_picker?: unknown;
  fill_color_picker?: unknown;
  stroke_color_picker?: unknown;
  legend_position?: 'tl' | 'tr' | 'bl' | 'br' | null;
  legend_format?: string | null;
  js_columns?: QueryFormColumn[];
  link_template?: string;
  js_data_mutator?: string;
  js_tooltip?: string;
  js_onclick_href?: string;
  stroke_width?: number;
  line_width?: number;
  line_width_unit?: 'meters' | 'pixels';
  grid_size?: number;
  extruded?: boolean;
  js_agg_function?: 'sum' | 'mean' | 'min' | 'max' | 'count';
  size?: QueryFormMetric | null;
  metric?: QueryFormMetric | null;
  linear_color_scheme?: string;
  intensity?: number;
  radius_pixels?: number;
  cellSize?: number | string;
  contours?: ContourSpec[];
  filled?: boolean;
  stroked?: boolean;
  opacity?: number;
  num_buckets?: number | string;
  break_points?: Array<number | string>;
  point_radius_scale?: number;
  deck_slices?: number[];
  all_columns_x?: QueryFormColumn | null;
  all_columns_y?: QueryFormColumn | null;
  clustering_radius?: string | number;
  point_radius?: string | QueryFormColumn;
  point_radius_unit?: 'Pixels' | 'Miles' | 'Kilometers';
  groupby?: QueryFormColumn[];
  mapbox_label?: QueryFormColumn[];
  pandas_aggfunc?: 'sum' | 'mean' | 'min' | 'max' | 'std' | 'var';
  global_opacity?: number;
  mapbox_color?: string;
  viewport_longitude?: number;
  viewport_latitude?: number;
  viewport_zoom?: number;
  render_while_dragging?: boolean;
}
