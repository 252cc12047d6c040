import type { VizBehavior } from '@core/plugin-api/index.js';
import { WORLD_MAP_THUMBNAIL } from './thumbnail.js';

/** The gallery metadata of a viz type, apart from its schemas and functions. */
export interface VizManifest {
  readonly key: string;
  readonly version: string;
  readonly name: string;
  readonly description: string;
  readonly category: string;
  readonly tags: readonly string[];
  readonly behaviors: readonly VizBehavior[];
  readonly thumbnail: string;
}

/** Metadata of `world_map`: countries shaded by a metric, with bubbles. */
export const worldMapManifest: VizManifest = {
  key: 'world_map',
  version: '1.0.0',
  name: 'World Map',
  description:
    'Countries shaded by a metric (or coloured one each), from a column of country names or ISO / IOC codes, with optional bubbles sized by a second metric. Works offline. Click a country to cross-filter.',
  category: 'Map',
  tags: ['Geo', '2D', 'Comparison', 'Multi-Variables'],
  behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'],
  thumbnail: WORLD_MAP_THUMBNAIL,
};
