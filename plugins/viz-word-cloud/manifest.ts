import type { VizBehavior } from '@core/plugin-api/index.js';
import { WORD_CLOUD_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `word_cloud`: the values of a column as words sized by a metric. */
export const wordCloudManifest: VizManifest = {
  key: 'word_cloud',
  version: '1.0.0',
  name: 'Word Cloud',
  description:
    'The values of a column as words packed around the centre, each sized by the metric, so the most frequent or largest stand out. Words never overlap; those that do not fit are left out.',
  category: 'Ranking',
  tags: ['Categorical', 'Comparison', 'Density', 'Single Metric'],
  behaviors: [],
  thumbnail: WORD_CLOUD_THUMBNAIL,
};
