import type { VizBehavior } from '@core/plugin-api/index.js';
import { CAL_HEATMAP_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `cal_heatmap`: a metric over a calendar. */
export const calHeatmapManifest: VizManifest = {
  key: 'cal_heatmap',
  version: '1.0.0',
  name: 'Calendar Heatmap',
  description:
    'A metric over time laid out as a calendar: one block per month (or hour, day, week, year), one cell per day (or minute, hour, week, month), shaded by its value, so weekly and seasonal patterns stand out.',
  category: 'Correlation',
  tags: ['Business', 'Comparison', 'Intensity', 'Pattern', 'Report', 'Trend'],
  behaviors: [],
  thumbnail: CAL_HEATMAP_THUMBNAIL,
};
