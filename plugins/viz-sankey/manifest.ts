import type { VizBehavior } from '@core/plugin-api/index.js';
import { SANKEY_THUMBNAIL } from './thumbnail.js';

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
  readonly legacyKeys?: readonly string[];
}

/** Metadata of `sankey_v2`: flows from sources through stages to targets. */
export const sankeyManifest: VizManifest = {
  key: 'sankey_v2',
  version: '1.0.0',
  name: 'Sankey Chart',
  description:
    'How a quantity moves between stages: one node per value of the source, intermediate and target columns, joined by bands as wide as the metric. Hover a band for its share of each end.',
  category: 'Flow',
  tags: ['Directional', 'Distribution', 'Flow'],
  behaviors: [],
  thumbnail: SANKEY_THUMBNAIL,
  // Superset's legacy sankey (`LEGACY_SANKEY_KEY`), which `migrate` translates.
  legacyKeys: ['sankey'],
};
