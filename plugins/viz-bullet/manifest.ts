import type { VizBehavior } from '@core/plugin-api/index.js';
import { BULLET_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `bullet`: a measure against qualitative ranges, markers and targets. */
export const bulletManifest: VizManifest = {
  key: 'bullet',
  version: '1.0.0',
  name: 'Bullet Chart',
  description:
    'A measure as a bar over shaded qualitative ranges (poor, fair, good), with markers and target lines: progress towards a goal in little space, one bullet per group. Click a bar to cross-filter.',
  category: 'KPI',
  tags: ['Business', 'Legacy', 'Report', 'Single Metric', 'Comparison'],
  behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'],
  thumbnail: BULLET_THUMBNAIL,
};
