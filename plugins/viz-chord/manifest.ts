import type { VizBehavior } from '@core/plugin-api/index.js';
import { CHORD_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `chord`: flows between entities, both ways, around a circle. */
export const chordManifest: VizManifest = {
  key: 'chord',
  version: '1.0.0',
  name: 'Chord Diagram',
  description:
    'Flows between entities in both directions: each source and target value is an arc of the ring, sized by its total, and a ribbon joins two arcs as wide as the metric between them.',
  category: 'Flow',
  tags: ['Circular', 'Proportional', 'Relational', 'Flow'],
  behaviors: [],
  thumbnail: CHORD_THUMBNAIL,
};
