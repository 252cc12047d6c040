import type { VizBehavior } from '@core/plugin-api/index.js';
import { BOX_PLOT_THUMBNAIL } from './thumbnail.js';

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

/** Metadata of `box_plot`: distributions of a metric across groups. */
export const boxPlotManifest: VizManifest = {
  key: 'box_plot',
  version: '1.0.0',
  name: 'Box Plot',
  description:
    'Compares how a metric is distributed across groups: each box spans the middle half of the values with the median marked, whiskers reach the extremes (Tukey, min/max or percentiles) and outliers show as dots. Click a box to cross-filter.',
  category: 'Distribution',
  tags: ['Range', 'Statistical', 'Comparison'],
  behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'],
  thumbnail: BOX_PLOT_THUMBNAIL,
};
