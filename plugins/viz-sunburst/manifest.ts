import type { VizBehavior } from '@core/plugin-api/index.js';
import { SUNBURST_THUMBNAIL } from './thumbnail.js';

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
  readonly legacyKeys: readonly string[];
}

/** Metadata of `sunburst_v2`: a hierarchy as rings of arcs around a centre. */
export const sunburstManifest: VizManifest = {
  key: 'sunburst_v2',
  version: '1.0.0',
  name: 'Sunburst Chart',
  description:
    'A hierarchy as rings around a centre: the innermost ring is the first level, each arc splits outwards into its parts, sized by the metric. An optional second metric colours the arcs by its ratio to the first. Click an arc to cross-filter.',
  category: 'Part of a Whole',
  tags: ['Multi-Levels', 'Proportional', 'Circular', 'Categorical', 'Featured'],
  behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'],
  thumbnail: SUNBURST_THUMBNAIL,
  legacyKeys: ['sunburst'],
};
