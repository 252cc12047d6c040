import type { VizBehavior } from '@core/plugin-api/index.js';
import { HISTOGRAM_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `histogram_v2`: how the values of a numeric column are distributed. */
export const histogramManifest: VizManifest = {
  key: 'histogram_v2',
  version: '1.0.0',
  name: 'Histogram',
  description:
    'How the values of a numeric column are spread: counts of values in equal-width bins, per group side by side; as proportions or running totals when asked.',
  category: 'Distribution',
  tags: ['Comparison', 'Pattern', 'Range', 'Statistical'],
  behaviors: [],
  thumbnail: HISTOGRAM_THUMBNAIL,
  legacyKeys: ['histogram'],
};
