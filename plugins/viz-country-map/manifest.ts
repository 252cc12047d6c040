import type { VizBehavior } from '@core/plugin-api/index.js';
import { COUNTRY_MAP_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `country_map`: a country's regions shaded by a metric. */
export const countryMapManifest: VizManifest = {
  key: 'country_map',
  version: '1.0.0',
  name: 'Country Map',
  description:
    "A country's regions (the US states or France's departments) shaded by a metric, from a column of ISO 3166-2 codes. Works offline. Click a region to zoom in on it.",
  category: 'Map',
  tags: ['Geo', '2D', 'Comparison'],
  behaviors: ['drill-to-detail', 'drill-by'],
  thumbnail: COUNTRY_MAP_THUMBNAIL,
};
