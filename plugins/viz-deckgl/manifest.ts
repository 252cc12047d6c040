import type { VizBehavior } from '@core/plugin-api/index.js';
import type { DeckKey } from './form-data.js';
import { deckThumbnail } from './thumbnail.js';

/** The gallery metadata of a map type, apart from its schemas and functions. */
export interface DeckManifest {
  readonly key: DeckKey;
  readonly version: string;
  readonly name: string;
  readonly description: string;
  readonly category: string;
  readonly tags: readonly string[];
  readonly behaviors: readonly VizBehavior[];
  readonly thumbnail: string;
}

const CROSS_FILTER: readonly VizBehavior[] = ['interactive-chart'];
const manifest = (key: DeckKey, name: string, description: string, tags: readonly string[], behaviors: readonly VizBehavior[] = []): DeckManifest => ({
  key,
  version: '1.0.0',
  name,
  description,
  category: 'Map',
  tags: ['deck.gl', 'Geo', ...tags],
  behaviors,
  thumbnail: deckThumbnail(key),
});

/** Metadata of every map type of the plugin, by key. */
export const DECK_MANIFESTS: Readonly<Record<DeckKey, DeckManifest>> = {
  deck_scatter: manifest('deck_scatter', 'deck.gl Scatterplot', 'One circle per row at its coordinates, sized by a fixed radius or a metric and coloured by a category. Click a point to cross-filter on its category.', ['Scatter', '3D', 'Web'], CROSS_FILTER),
  deck_arc: manifest('deck_arc', 'deck.gl Arc', 'Arcs from a start to an end point, such as flights between airports, coloured by a category. Click an arc to cross-filter on its category.', ['Flow', '3D', 'Web'], CROSS_FILTER),
  deck_grid: manifest('deck_grid', 'deck.gl Grid', 'Points gathered into square cells of a fixed size in metres, coloured and raised by the cell\'s combined weight.', ['Aggregation', '3D', 'Web']),
  deck_hex: manifest('deck_hex', 'deck.gl 3D Hexagon', 'Points gathered into hexagons of a fixed radius in metres, coloured and raised by the hexagon\'s combined weight.', ['Aggregation', '3D', 'Web']),
  deck_heatmap: manifest('deck_heatmap', 'deck.gl Heatmap', 'A smooth heat map of where points (weighted by a metric) are dense.', ['Aggregation', 'Density', 'Web']),
  deck_path: manifest('deck_path', 'deck.gl Path', 'Lines such as routes or tracks, read from polylines, JSON positions or geohashes. Click a line to cross-filter on its category.', ['Lines', 'Web'], CROSS_FILTER),
  deck_polygon: manifest('deck_polygon', 'deck.gl Polygon', 'Areas such as districts or zip codes, filled along a colour ramp by a metric and optionally raised. Click an area to cross-filter on it.', ['Choropleth', '3D', 'Web'], CROSS_FILTER),
  deck_screengrid: manifest('deck_screengrid', 'deck.gl Screen Grid', 'Points gathered into square cells of a fixed size on screen, coloured by the cell\'s combined weight; cells regroup as the map zooms.', ['Aggregation', 'Web']),
  deck_contour: manifest('deck_contour', 'deck.gl Contour', 'Contour lines and bands of point density (weighted by a metric).', ['Aggregation', 'Density', 'Web']),
  deck_geojson: manifest('deck_geojson', 'deck.gl GeoJSON', 'Shapes read from a GeoJSON column: points, lines and polygons, with their colours from feature properties. Click a shape to cross-filter on its category.', ['Shapes', '3D', 'Web'], CROSS_FILTER),
  deck_multi: manifest('deck_multi', 'deck.gl Multiple Layers', 'Several saved deck.gl charts drawn as layers of one map, with this chart\'s filters applied to each.', ['Multi-Layers', 'Web']),
  mapbox: manifest('mapbox', 'MapBox', 'Points from longitude and latitude columns, gathered into numbered clusters that split apart as the map zooms in.', ['Scatter', 'Clusters', 'Web']),
  osm: manifest('osm', 'OpenStreetMap Points', 'Points at their coordinates on the base map, coloured by a category. Click a point to cross-filter on its category.', ['Scatter', 'Web'], CROSS_FILTER),
};
