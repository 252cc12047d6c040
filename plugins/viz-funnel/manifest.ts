import type { VizBehavior } from '@core/plugin-api/index.js';
import { FUNNEL_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `funnel`: a quantity narrowing through ordered steps. */
export const funnelManifest: VizManifest = {
  key: 'funnel',
  version: '1.0.0',
  name: 'Funnel Chart',
  description:
    'How a quantity narrows through a sequence of steps, such as visitors becoming buyers: one band per category, its width the metric, with the share kept from the first or the previous step. Click a step to cross-filter.',
  category: 'Part of a Whole',
  tags: ['Categorical', 'Business', 'Progressive', 'Report', 'Sequential'],
  behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'],
  thumbnail: FUNNEL_THUMBNAIL,
};
