import type { VizBehavior } from '@core/plugin-api/index.js';
import { POP_KPI_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `pop_kpi`: one metric and its change against an earlier period. */
export const popKpiManifest: VizManifest = {
  key: 'pop_kpi',
  version: '1.0.0',
  name: 'Big Number with Time Period Comparison',
  description:
    'One metric, written large, against the same metric in an earlier period: the previous value, the difference and the percentage change, in green or red as it rises or falls.',
  category: 'KPI',
  tags: ['Comparison', 'Business', 'Percentages', 'Report', 'Single Metric', 'Time'],
  behaviors: ['drill-to-detail'],
  thumbnail: POP_KPI_THUMBNAIL,
};
