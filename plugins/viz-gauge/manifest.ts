import type { VizBehavior } from '@core/plugin-api/index.js';
import { GAUGE_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `gauge_chart`: a metric on a dial, against a range and coloured intervals. */
export const gaugeManifest: VizManifest = {
  key: 'gauge_chart',
  version: '1.0.0',
  name: 'Gauge Chart',
  description:
    'A metric read off a dial: how far it has come between a minimum and a maximum, with coloured intervals for good and bad ranges and one needle per group. Click a group to cross-filter.',
  category: 'KPI',
  tags: ['Single Metric', 'Circular', 'Business', 'Report', 'Multi-Dimensions'],
  behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'],
  thumbnail: GAUGE_THUMBNAIL,
};
