import type { AdhocFilter, AnnotationLayer, QueryFormColumn, QueryFormData, QueryFormMetric } from '@core/plugin-api/index.js';

/** Where a stepped line changes value: at the start of each interval, its middle or its end. */
export type StepPosition = 'start' | 'middle' | 'end';

/** How the generic chart (and each query of the mixed chart) draws its series: Superset's series types. */
export type GenericSeriesType = 'line' | 'scatter' | 'smooth' | 'bar' | StepPosition;

/** Where the legend sits. */
export type LegendOrientation = 'top' | 'bottom' | 'left' | 'right';

/**
 * The form data of the time-series charts (Superset's field names). Every field is optional here:
 * the schema's defaults fill them in explore, and saved charts may predate a field.
 */
export interface TimeseriesFormData extends QueryFormData {
  x_axis?: QueryFormColumn | null;
  time_grain_sqla?: string | null;
  metrics?: QueryFormMetric[];
  groupby?: QueryFormColumn[];
  /** Each value as its share of the total at its x value (`row`) or of its series' total (`column`). */
  contributionMode?: 'row' | 'column' | null;
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  series_limit?: number | null;
  series_limit_metric?: QueryFormMetric | null;
  /** Superset's older name of the sort metric, still the mixed chart's. */
  timeseries_limit_metric?: QueryFormMetric | null;
  order_desc?: boolean;
  row_limit?: number;
  truncate_metric?: boolean;
  rolling_type?: string;
  rolling_periods?: number | null;
  min_periods?: number | null;
  time_compare?: string[] | string;
  comparison_type?: string;
  time_shift_color?: boolean;
  resample_rule?: string | null;
  resample_method?: string | null;
  annotation_layers?: AnnotationLayer[];
  color_scheme?: string;
  label_colors?: Record<string, string>;
  show_legend?: boolean;
  legend_orientation?: LegendOrientation;
  sort_series_type?: string;
  sort_series_ascending?: boolean;
  x_axis_title?: string;
  y_axis_title?: string;
  x_axis_time_format?: string;
  y_axis_format?: string;
  start_y_axis_at_zero?: boolean;
  /** Values the y-axis reaches at least, `[min, max]`, either `null` (Superset's `y_axis_bounds`). */
  y_axis_bounds?: [number | string | null, number | string | null] | null;
  /** A numeric x-axis runs from the data's lowest x to its highest; off, it reaches zero (Superset's `truncateXAxis`). */
  truncateXAxis?: boolean;
  /** Values a truncated numeric x-axis reaches at least, `[min, max]`, either `null` (Superset's `xAxisBounds`). */
  xAxisBounds?: [number | string | null, number | string | null] | null;
  opacity?: number;
  /** Area and bar charts: stack the series on one another. */
  stack?: boolean;
  /** Bar charts: bars standing up (`vertical`) or lying along the x-axis (`horizontal`). */
  orientation?: 'vertical' | 'horizontal';
  /**
   * Stepped lines: where the step happens; the generic chart: how every series is drawn
   * (Superset's `EchartsTimeseriesSeriesType`).
   */
  seriesType?: StepPosition | GenericSeriesType;
  /** The generic chart: fill the area under line-type series. */
  area?: boolean;
  markerEnabled?: boolean;
  markerSize?: number;
  show_value?: boolean;
  zoomable?: boolean;
}
