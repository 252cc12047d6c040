import type { VizBehavior } from '@core/plugin-api/index.js';
import { TREEMAP_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `treemap_v2`: a hierarchy of categories as nested rectangles sized by the metric. */
export const treemapManifest: VizManifest = {
  key: 'treemap_v2',
  version: '1.0.0',
  name: 'Treemap',
  description:
    'Nested rectangles, one level per dimension, each sized by its share of the metric, so the biggest parts of a whole stand out at every level. Click a rectangle to cross-filter.',
  category: 'Part of a Whole',
  tags: ['Categorical', 'Multi-Levels', 'Proportional', 'Percentages', 'Comparison', 'Aesthetic'],
  behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'],
  thumbnail: TREEMAP_THUMBNAIL,
  legacyKeys: ['treemap'],
};
