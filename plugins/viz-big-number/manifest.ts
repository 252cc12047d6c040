import type { VizBehavior } from '@core/plugin-api/index.js';
import { BIG_NUMBER_THUMBNAIL, BIG_NUMBER_TOTAL_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `big_number_total`: one aggregate, written large. */
export const bigNumberTotalManifest: VizManifest = {
  key: 'big_number_total',
  version: '1.0.0',
  name: 'Big Number',
  description: 'One metric, written large, with an optional caption underneath: a KPI at a glance.',
  category: 'KPI',
  tags: ['Single Metric', 'Report', 'Popular'],
  behaviors: ['drill-to-detail'],
  thumbnail: BIG_NUMBER_TOTAL_THUMBNAIL,
};

/**
 * Metadata of `big_number`: the latest value of a time series, its change against an earlier
 * period, and the series as a trend line.
 */
export const bigNumberManifest: VizManifest = {
  key: 'big_number',
  version: '1.0.0',
  name: 'Big Number with Trendline',
  description: 'The latest value of a metric over time, its change against an earlier period, and a trend line of the whole series.',
  category: 'KPI',
  tags: ['Trend', 'Line', 'Popular'],
  behaviors: ['interactive-chart', 'drill-to-detail'],
  thumbnail: BIG_NUMBER_THUMBNAIL,
};
