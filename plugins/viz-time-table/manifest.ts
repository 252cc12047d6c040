import type { VizBehavior } from '@core/plugin-api/index.js';
import { TIME_TABLE_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `time_table`: metrics or groups over time, compared and drawn as sparklines. */
export const timeTableManifest: VizManifest = {
  key: 'time_table',
  version: '1.0.0',
  name: 'Time-series Table',
  description:
    'A table with one row per metric (or per group of one metric) and columns you define over the time series: sparklines, the latest value against an earlier period, the share of the latest total, or an average of recent periods, coloured by bounds.',
  category: 'Table',
  tags: ['Multi-Variables', 'Comparison', 'Legacy', 'Percentages', 'Tabular', 'Text', 'Trend'],
  behaviors: [],
  thumbnail: TIME_TABLE_THUMBNAIL,
};
