import type { VizBehavior } from '@core/plugin-api/index.js';
import { WATERFALL_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `waterfall`: a running total built up by increases and decreases. */
export const waterfallManifest: VizManifest = {
  key: 'waterfall',
  version: '1.0.0',
  name: 'Waterfall Chart',
  description:
    'How a total builds up: each x-axis value (or each part of its breakdown) is a bar that starts where the running total stands and moves it up or down, coloured as an increase or a decrease, with the total drawn from zero at the end.',
  category: 'Evolution',
  tags: ['Categorical', 'Comparison', 'ECharts'],
  behaviors: [],
  thumbnail: WATERFALL_THUMBNAIL,
};
