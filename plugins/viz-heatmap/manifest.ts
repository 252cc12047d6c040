import type { VizBehavior } from '@core/plugin-api/index.js';
import { HEATMAP_THUMBNAIL } from './thumbnail.js';

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
  readonly legacyKeys: readonly string[];
}

/** Metadata of `heatmap_v2`: a metric over two dimensions, as colour. */
export const heatmapManifest: VizManifest = {
  key: 'heatmap_v2',
  version: '1.0.0',
  name: 'Heatmap',
  description:
    'A metric across pairs of categories: one cell per x and y value, its colour the strength of the pair. Normalise across the whole grid, each column or each row; tens of thousands of cells stay fast.',
  category: 'Correlation',
  tags: ['Business', 'Intensity', 'Density', 'Single Metric', 'Featured'],
  behaviors: ['drill-to-detail', 'drill-by'],
  thumbnail: HEATMAP_THUMBNAIL,
  legacyKeys: ['heatmap'],
};
