import type { VizBehavior } from '@core/plugin-api/index.js';
import { timeseriesThumbnail } from './thumbnail.js';
import { TIMESERIES_VARIANTS, VIZ_KEY_OF_VARIANT, type TimeseriesVariant } from './timeseries-variant.js';

/** The metadata of one time-series viz type, as the gallery shows it. */
export interface TimeseriesManifest {
  readonly key: string;
  readonly version: string;
  readonly name: string;
  readonly description: string;
  readonly category: string;
  readonly tags: readonly string[];
  readonly behaviors: readonly VizBehavior[];
  readonly thumbnail: string;
  readonly featured?: boolean;
}

const SHARED: Pick<TimeseriesManifest, 'version' | 'category' | 'behaviors'> = {
  version: '1.0.0',
  category: 'Evolution',
  behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'],
};

const DETAILS: Readonly<Record<TimeseriesVariant, Pick<TimeseriesManifest, 'name' | 'description' | 'tags' | 'featured'>>> = {
  line: {
    name: 'Line Chart',
    description: 'One or more metrics over time (or any ordered x-axis), a line per metric and dimension value. The classic view of a trend.',
    tags: ['Time', 'Trend', 'Line', 'Popular', 'Advanced-Analytics', 'Predictive', 'Transformable'],
    featured: true,
  },
  bar: {
    name: 'Bar Chart',
    description: 'Metrics over time or categories as bars, side by side or stacked, standing up or lying down. Good for comparing periods.',
    tags: ['Time', 'Trend', 'Bar', 'Popular', 'Stacked', 'Vertical', 'Horizontal', 'Advanced-Analytics', 'Transformable'],
  },
  area: {
    name: 'Area Chart',
    description: 'Lines with the area under them filled; stacked, the top edge shows how parts add up to a changing total.',
    tags: ['Time', 'Trend', 'Line', 'Stacked', 'Aesthetic', 'Advanced-Analytics', 'Transformable'],
  },
  scatter: {
    name: 'Scatter Plot',
    description: 'Each value as a dot over time, without lines between them. Shows spread and outliers rather than continuity.',
    tags: ['Time', 'Trend', 'Scatter', 'Advanced-Analytics', 'Transformable'],
  },
  smooth: {
    name: 'Smooth Line',
    description: 'A line chart whose lines are drawn as smooth curves through the points, for a softer view of a trend.',
    tags: ['Time', 'Trend', 'Line', 'Aesthetic', 'Advanced-Analytics', 'Transformable'],
  },
  step: {
    name: 'Stepped Line',
    description: 'A line that holds each value until the next one, stepping at the start, middle or end of each interval. Suits values that change at discrete moments.',
    tags: ['Time', 'Trend', 'Line', 'Step', 'Advanced-Analytics', 'Transformable'],
  },
};

/** The manifest of each time-series variant: Superset's key, gallery name, tags, thumbnail. */
export const TIMESERIES_MANIFESTS: Readonly<Record<TimeseriesVariant, TimeseriesManifest>> = Object.freeze(
  Object.fromEntries(
    TIMESERIES_VARIANTS.map((variant) => [
      variant,
      Object.freeze({ key: VIZ_KEY_OF_VARIANT[variant], ...SHARED, ...DETAILS[variant], thumbnail: timeseriesThumbnail(variant) }),
    ]),
  ) as Record<TimeseriesVariant, TimeseriesManifest>,
);
