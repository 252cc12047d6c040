import type { VizBehavior } from '@core/plugin-api/index.js';
import { HANDLEBARS_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `handlebars`: rows through a user template. */
export const handlebarsManifest: VizManifest = {
  key: 'handlebars',
  version: '1.0.0',
  name: 'Handlebars',
  description:
    'Write the query\'s rows through a Handlebars template of your own, with CSS that styles only this chart: cards, lists, badges. Templates cannot run scripts; links open in a new tab.',
  category: 'Other',
  tags: ['Template', 'Text', 'Flexible', 'Custom'],
  behaviors: [],
  thumbnail: HANDLEBARS_THUMBNAIL,
};
