import type { VizBehavior } from '@core/plugin-api/index.js';
import { GRAPH_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `graph_chart`: a network of entities. */
export const graphManifest: VizManifest = {
  key: 'graph_chart',
  version: '1.0.0',
  name: 'Graph Chart',
  description:
    'Connections between entities as a network: one node per source or target value, sized by the metric it carries, joined by edges as thick as the metric between them; force-directed or circular. Click a node to cross-filter.',
  category: 'Flow',
  tags: ['Circular', 'Comparison', 'Directional', 'Relational', 'Structural', 'Transformable', 'Featured'],
  behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'],
  thumbnail: GRAPH_THUMBNAIL,
};
