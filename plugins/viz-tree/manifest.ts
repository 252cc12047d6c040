import type { VizBehavior } from '@core/plugin-api/index.js';
import { TREE_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `tree_chart`: a hierarchy read from id and parent columns, drawn as a tree. */
export const treeManifest: VizManifest = {
  key: 'tree_chart',
  version: '1.0.0',
  name: 'Tree Chart',
  description:
    'A hierarchy stored as rows with an id and a parent id (an organisation chart, a category tree), drawn as a tree from its root, left to right or radially. Click a node to fold or unfold its branch.',
  category: 'Part of a Whole',
  tags: ['Categorical', 'Multi-Levels', 'Relational', 'Structural', 'Featured'],
  behaviors: [],
  thumbnail: TREE_THUMBNAIL,
};
