import type { VizBehavior } from '@core/plugin-api/index.js';
import { PARTITION_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `partition`: Superset's icicle chart of a metric split by groups. */
export const partitionManifest: VizManifest = {
  key: 'partition',
  version: '1.0.0',
  name: 'Partition Chart',
  description:
    'An icicle: each metric is a column split into its groups, each group split again in the next column, sized by value; optionally by time period, or comparing the first and last periods. Click a partition to zoom into it.',
  category: 'Part of a Whole',
  tags: ['Categorical', 'Comparison', 'Proportional', 'Multi-Levels'],
  behaviors: [],
  thumbnail: PARTITION_THUMBNAIL,
};
