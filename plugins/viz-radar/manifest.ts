import type { VizBehavior } from '@core/plugin-api/index.js';
import { RADAR_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `radar`: several metrics per category on radial axes. */
export const radarManifest: VizManifest = {
  key: 'radar',
  version: '1.0.0',
  name: 'Radar Chart',
  description:
    'Several metrics side by side for each category: one axis per metric around a circle, one polygon per category, so profiles can be compared at a glance. Click a polygon to cross-filter.',
  category: 'Ranking',
  tags: ['Multi-Variables', 'Comparison', 'Categorical', 'Circular', 'Web'],
  behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'],
  thumbnail: RADAR_THUMBNAIL,
};
