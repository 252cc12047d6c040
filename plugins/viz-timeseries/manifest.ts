import type { LegacyKeyRedirect, VizBehavior } from '@core/plugin-api/index.js';
import { LINE_INTERPOLATION_TARGETS } from './legacy-nvd3.js';
import { genericThumbnail, mixedThumbnail, timePivotThumbnail, timeseriesThumbnail } from './thumbnail.js';
import { GENERIC_VIZ_KEY, MIXED_VIZ_KEY, TIMESERIES_VARIANTS, VIZ_KEY_OF_VARIANT, type TimeseriesVariant } from './timeseries-variant.js';

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
  /** Superset's retired keys this type opens in their place. */
  readonly legacyKeys?: readonly string[];
  /** Legacy keys that open as a sibling type by a field of the stored chart. */
  readonly legacyRedirects?: readonly LegacyKeyRedirect[];
}

const SHARED: Pick<TimeseriesManifest, 'version' | 'category' | 'behaviors'> = {
  version: '1.0.0',
  category: 'Evolution',
  behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'],
};

const DETAILS: Readonly<Record<TimeseriesVariant, Pick<TimeseriesManifest, 'name' | 'description' | 'tags' | 'featured' | 'legacyKeys' | 'legacyRedirects'>>> = {
  line: {
    name: 'Line Chart',
    description: 'One or more metrics over time (or any ordered x-axis), a line per metric and dimension value. The classic view of a trend.',
    tags: ['Time', 'Trend', 'Line', 'Popular', 'Advanced-Analytics', 'Predictive', 'Transformable'],
    featured: true,
    // Superset's NVD3 line chart; drawn stepped or smoothed, it opens as the Stepped or Smooth Line.
    legacyKeys: ['line'],
    legacyRedirects: [{ legacyKey: 'line', field: 'line_interpolation', targets: LINE_INTERPOLATION_TARGETS }],
  },
  bar: {
    name: 'Bar Chart',
    description: 'Metrics over time or categories as bars, side by side or stacked, standing up or lying down. Good for comparing periods.',
    tags: ['Time', 'Trend', 'Bar', 'Popular', 'Stacked', 'Vertical', 'Horizontal', 'Advanced-Analytics', 'Transformable'],
    // Superset's NVD3 time-series bar chart and distribution bar chart.
    legacyKeys: ['bar', 'dist_bar'],
  },
  area: {
    name: 'Area Chart',
    description: 'Lines with the area under them filled; stacked, the top edge shows how parts add up to a changing total.',
    tags: ['Time', 'Trend', 'Line', 'Stacked', 'Aesthetic', 'Advanced-Analytics', 'Transformable'],
    // Superset's NVD3 area chart.
    legacyKeys: ['area'],
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
  compare: {
    name: 'Time-series Percent Change',
    description: "Each series as its change since the first period shown: 0% where it starts, +20% once it has grown by a fifth. Compares the growth of series of different sizes.",
    tags: ['Time', 'Trend', 'Line', 'Percentages', 'Comparison', 'Advanced-Analytics'],
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

/** The generic chart: Superset's `echarts_timeseries`, every series in the style its controls choose. */
export const GENERIC_TIMESERIES_MANIFEST: TimeseriesManifest = Object.freeze({
  key: GENERIC_VIZ_KEY,
  ...SHARED,
  name: 'Generic Chart',
  description: 'Metrics over time in the series style of your choice: lines (straight, smooth or stepped), dots or bars, stacked or filled as asked.',
  tags: ['Time', 'Trend', 'Line', 'Bar', 'Scatter', 'Step', 'Stacked', 'Advanced-Analytics', 'Transformable'],
  thumbnail: genericThumbnail(),
});

/** The mixed chart: Superset's `mixed_timeseries`, two queries drawn together, each on the y-axis of its choice. */
export const MIXED_TIMESERIES_MANIFEST: TimeseriesManifest = Object.freeze({
  key: MIXED_VIZ_KEY,
  ...SHARED,
  name: 'Mixed Chart',
  description:
    'Two queries over one time axis, each with its own metrics, dimensions, filters and series type (say bars and a line), each on the primary or a secondary y-axis. Compares measures of different scales.',
  tags: ['Time', 'Trend', 'Multi-Variables', 'Line', 'Bar', 'Advanced-Analytics', 'Transformable'],
  thumbnail: mixedThumbnail(),
  // Superset's NVD3 dual-axis line chart and its multiple line charts.
  legacyKeys: ['dual_line', 'line_multi'],
});

/** The period pivot: Superset's NVD3 `time_pivot`, one line per period laid over the latest one. */
export const TIME_PIVOT_MANIFEST: TimeseriesManifest = Object.freeze({
  key: 'time_pivot',
  ...SHARED,
  // Its instants are shifted onto the latest period, so there is nothing true to drill into.
  behaviors: [],
  name: 'Time-series Period Pivot',
  description: 'One metric cut into periods (years, weeks, days…), each drawn as a line over the latest period, older ones fainter: this year against the years before it.',
  tags: ['Time', 'Trend', 'Line', 'Comparison', 'Advanced-Analytics'],
  thumbnail: timePivotThumbnail(),
});
