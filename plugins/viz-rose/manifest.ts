import type { VizBehavior } from '@core/plugin-api/index.js';
import { ROSE_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `rose`: Superset's Nightingale rose, a time series drawn as polar wedges. */
export const roseManifest: VizManifest = {
  key: 'rose',
  version: '1.0.0',
  name: 'Nightingale Rose Chart',
  description:
    'A time series around a circle: one wedge of equal angle per period, its series stacked outwards, sized by radius or by area. Click a wedge to open that period as a pie of its series.',
  category: 'Evolution',
  tags: ['Legacy', 'Advanced-Analytics', 'Circular', 'Multi-Layers', 'Time'],
  behaviors: [],
  thumbnail: ROSE_THUMBNAIL,
};
