import type { VizBehavior } from '@core/plugin-api/index.js';
import { PARA_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `para`: parallel coordinates. */
export const paraManifest: VizManifest = {
  key: 'para',
  version: '1.0.0',
  name: 'Parallel Coordinates',
  description:
    'Several metrics per entity side by side: one vertical axis per metric and one line per entity across them. Drag along an axis to keep only the lines in that range; colour the lines by a metric.',
  category: 'Correlation',
  tags: ['Directional', 'Multi-Variables', 'Comparison', 'Relational'],
  behaviors: [],
  thumbnail: PARA_THUMBNAIL,
};
