import type { VizBehavior } from '@core/plugin-api/index.js';
import { PIE_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `pie`: the shares of a whole, by category. */
export const pieManifest: VizManifest = {
  key: 'pie',
  version: '1.0.0',
  name: 'Pie Chart',
  description: 'The shares of a whole: one slice per category, sized by the metric; a donut when asked. Click a slice to cross-filter.',
  category: 'Part of a Whole',
  tags: ['Categorical', 'Circular', 'Popular', 'Aesthetic'],
  behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'],
  thumbnail: PIE_THUMBNAIL,
};
