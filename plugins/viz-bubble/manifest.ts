import type { VizBehavior } from '@core/plugin-api/index.js';
import { BUBBLE_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `bubble_v2`: entities placed by two metrics and sized by a third. */
export const bubbleManifest: VizManifest = {
  key: 'bubble_v2',
  version: '1.0.0',
  name: 'Bubble Chart',
  description:
    'Three metrics at once: each entity is a bubble placed by its x and y values and sized by the third, coloured by a dimension; logarithmic axes for wide ranges. Click a bubble to cross-filter.',
  category: 'Correlation',
  tags: ['Multi-Dimensions', 'Aesthetic', 'Comparison', 'Scatter', 'Trend'],
  behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'],
  thumbnail: BUBBLE_THUMBNAIL,
  legacyKeys: ['bubble'],
};
