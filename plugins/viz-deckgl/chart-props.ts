import type { AdhocFilter, CategoricalColorScale, DimensionValue } from '@core/plugin-api/index.js';
import type { DeckKey } from './form-data.js';
import type { PointColumns } from './point-columns.js';
import type { Rgba } from './rgba.js';
import type { LonLat } from './spatial.js';

/** What every drawn mark carries: its colour, category, tooltip lines and click link. */
export interface MarkInfo {
  color: Rgba;
  /** The cross-filter value (the category, or the identifying column). */
  category?: DimensionValue;
  /** Tooltip lines: name and formatted value. */
  tooltip: Array<[string, string]>;
  /** Where a click goes (the link template filled in), if anywhere. */
  link: string | null;
}

export interface ScatterMark extends MarkInfo { position: LonLat; radius: number }
export interface ArcMark extends MarkInfo { source: LonLat; target: LonLat; targetColor: Rgba }
export interface PathMark extends MarkInfo { path: LonLat[] }
export interface PolygonMark extends MarkInfo { polygon: LonLat[]; elevation: number }
/**
 * The circles of a scatter map as flat arrays, drawn by deck.gl as binary attributes (no object
 * per point); a point's tooltip, link and category are read from its row when it is picked.
 */
export interface ScatterPoints extends PointColumns {
  /** The radius of every point, or each point's (in the layer's units) when `radii` is given. */
  radius: number;
  radii: Float32Array | null;
  /** The colour of every point, when there is no category. */
  color: Rgba;
  /** Each point's category, as an index into `categories`; null without a category column. */
  codes: Uint32Array | null;
  /** The categories: their selection key (as cross-filters name them) and colour. */
  categories: Array<{ key: string; color: Rgba }>;
  /** Point `index` as a mark: its position, radius, colour, category, tooltip and link. */
  markAt(index: number): ScatterMark;
}
/** Points to aggregate, as flat arrays: positions and (with a weight metric) each point's weight. */
export interface WeightedPoints extends PointColumns {
  /** Null: every point weighs 1. */
  weights: Float32Array | null;
}
export interface ClusterPoint { position: LonLat; radius: number | null; tooltip: Array<[string, string]> }

/** A GeoJSON feature as drawn: geometry plus resolved colours. */
export interface GeoFeature extends MarkInfo {
  type: 'Feature';
  geometry: { type: string; coordinates: unknown };
  properties: { fillColor: Rgba; lineColor: Rgba; lineWidth: number; elevation: number; radius: number };
}

/** A contour line (one threshold) or band (lower and upper). */
export interface ContourBand {
  threshold: number | [number, number];
  color: Rgba;
  strokeWidth: number;
  /** The band as the legend names it, when it differs from the thresholds drawn. */
  label?: [number, number | null];
}

export type AggregationOperation = 'SUM' | 'MEAN' | 'MIN' | 'MAX' | 'COUNT';

/** One deck.gl layer to draw, as data (the component turns it into a layer). */
export type DeckLayerSpec =
  | { type: 'scatter'; id: string; points: ScatterPoints; radiusUnits: 'meters' | 'pixels'; minPixels: number; maxPixels: number }
  | { type: 'arc'; id: string; marks: ArcMark[]; width: number }
  | {
      type: 'grid' | 'hex' | 'screengrid' | 'heatmap' | 'contour';
      id: string;
      points: WeightedPoints;
      cellSize: number;
      colorRange: Rgba[];
      extruded: boolean;
      operation: AggregationOperation;
      intensity: number;
      radiusPixels: number;
      contours: ContourBand[];
      valueLabel: string;
    }
  | { type: 'path'; id: string; marks: PathMark[]; width: number; widthUnits: 'meters' | 'pixels' }
  | { type: 'polygon'; id: string; marks: PolygonMark[]; filled: boolean; stroked: boolean; extruded: boolean; lineWidth: number; widthUnits: 'meters' | 'pixels'; lineColor: Rgba }
  | { type: 'geojson'; id: string; features: GeoFeature[]; filled: boolean; stroked: boolean; extruded: boolean; widthUnits: 'meters' | 'pixels'; pointRadiusScale: number }
  | { type: 'cluster'; id: string; points: ClusterPoint[]; clusterRadius: number; color: Rgba; radiusUnit: 'Pixels' | 'Miles' | 'Kilometers'; aggregator: string; showCount: boolean; liveRender: boolean };

/** One entry of the legend. */
export interface LegendItem {
  label: string;
  color: string;
}

/** The map's camera. */
export interface MapView {
  longitude: number;
  latitude: number;
  zoom: number;
  bearing: number;
  pitch: number;
}

/** What the map component draws. */
export interface DeckChartProps {
  vizType: DeckKey;
  layers: DeckLayerSpec[];
  view: MapView;
  /** Fit the view to `bounds` when the map opens. */
  autozoom: boolean;
  bounds: [LonLat, LonLat] | null;
  legend: { title: string; position: 'tl' | 'tr' | 'bl' | 'br'; items: LegendItem[] } | null;
  /** The column a click cross-filters on, when the type offers cross-filtering. */
  crossFilterColumn: string | null;
  mapboxStyle: string;
  /** deck_multi: the saved charts to draw as layers and the filters applied to them. */
  slices: number[];
  sliceFilters: AdhocFilter[];
  /**
   * deck_multi: the host's shared label colours (a dashboard's), which its layers colour their
   * categories with, so a category has the colour it has in the dashboard's other charts.
   */
  colorScale?: CategoricalColorScale;
  /** Rows read and rows left off the map (unreadable coordinates). */
  rowCount: number;
  skipped: number;
}
