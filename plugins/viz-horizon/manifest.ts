import type { VizBehavior } from '@core/plugin-api/index.js';
import { HORIZON_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `horizon`: many time series folded into compact colour bands. */
export const horizonManifest: VizManifest = {
  key: 'horizon',
  version: '1.0.0',
  name: 'Horizon Chart',
  description:
    'Compares many time series in little height: each series is a thin row whose values are cut into bands laid over one another, darker for larger values, warm above zero and cool below, so trends and outliers across series stand out.',
  category: 'Evolution',
  tags: ['Legacy', 'Time', 'Trend', 'Multi-Variables'],
  behaviors: [],
  thumbnail: HORIZON_THUMBNAIL,
};
