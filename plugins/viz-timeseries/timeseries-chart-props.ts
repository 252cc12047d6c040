import type { QueryFormColumn } from '@core/plugin-api/index.js';
import type { AnnotationMarks } from './annotation-layers.js';
import type { LegendOrientation, StepPosition } from './timeseries-form-data.js';
import type { TimeseriesVariant } from './timeseries-variant.js';

/** What the x values are: instants (epoch ms), numbers, or category labels. */
export type XAxisType = 'time' | 'number' | 'category';

/** The mark a series is drawn with. */
export type SeriesKind = 'line' | 'bar' | 'scatter';

/** The curve through a line's points: straight, smooth, or steps at the start, middle or end of each interval. */
export type SeriesCurve = 'linear' | 'smooth' | 'start' | 'middle' | 'end';

/** Which value axis a series is measured on: the primary (left) or the secondary (right) one. */
export type YAxisIndex = 0 | 1;

/**
 * How one series is drawn, for charts whose series differ (the generic chart's series type, the
 * mixed chart's queries A and B). Series without one are drawn as the chart's `variant` says.
 */
export interface SeriesStyle {
  kind: SeriesKind;
  curve: SeriesCurve;
  /** Lines: fill the area under the line. */
  area: boolean;
  /** Lines: a dot on every point (always for scatter). */
  markers: boolean;
  /** Marker (dot) diameter in pixels. */
  markerSize: number;
  /** Fill opacity of areas and dots. */
  opacity: number;
  /** Series sharing a stack group (and axis) are stacked on one another; `null` draws it on its own. */
  stackGroup: string | null;
  yAxis: YAxisIndex;
  showValues: boolean;
}

/** One line, area, set of bars or set of dots. */
export interface TimeseriesSeries {
  /** The result column the series was read from; unique within a chart. */
  key: string;
  /** The name shown in the legend and tooltip. */
  name: string;
  color: string;
  /** One value per x (same order as `TimeseriesChartProps.x`); `NaN` where there is none. */
  values: Float64Array;
  /** The series' values of the chart's dimensions (`groupby`), for cross-filters and drilling. */
  dimensionValues: Array<string | null>;
  /** A time-shifted copy drawn dashed (time comparison showing actual values). */
  dashed: boolean;
  /** How the series is drawn when it is not as the chart's variant says (generic and mixed charts). */
  style?: SeriesStyle;
  /** The columns of its cross-filters, when not the chart's `dimensions` (query B of a mixed chart). */
  dimensions?: QueryFormColumn[];
}

/** The secondary (right) value axis of a mixed chart. */
export interface SecondaryAxis {
  /** d3-format (or `SMART_NUMBER`) of its values. */
  format: string;
  title: string;
  /** Whether it includes zero (always when bars are measured on it). */
  startAtZero: boolean;
  /** Values it reaches at least, `[min, max]`, either `null`; it never hides data. */
  bounds?: [number | null, number | null];
  /** A logarithmic scale; its series carry no zero or negative values (they are gaps). */
  log?: boolean;
}

/** A FORMULA annotation layer, evaluated along the x-axis. */
export interface FormulaAnnotation {
  name: string;
  color: string;
  /** Stroke width in pixels. */
  width: number;
  /** SVG dash array; empty for a solid line. */
  dash: number[];
  /** Sample positions, in the units of `TimeseriesChartProps.x`. */
  x: Float64Array;
  y: Float64Array;
}

/** What `transformProps` hands to the time-series component. */
export interface TimeseriesChartProps {
  variant: TimeseriesVariant;
  xType: XAxisType;
  /** The x values in ascending order: epoch ms, numbers, or 0…n-1 for categories. */
  x: Float64Array;
  /** Labels of the x values when `xType` is `category`; empty otherwise. */
  categories: string[];
  series: TimeseriesSeries[];
  annotations: FormulaAnnotation[];
  /** Events and intervals of the chart's annotation layers; none when absent. */
  annotationMarks?: AnnotationMarks;
  /** The x-axis column (form data's `x_axis`), the column of drill filters on an x value. */
  xAxisColumn: QueryFormColumn | null;
  /** The time grain of the x-axis, for drill filters on a temporal x value. */
  timeGrain: string | null;
  /** The dimensions (form data's `groupby`), the columns of cross-filters. */
  dimensions: QueryFormColumn[];
  /** d3-time-format (or `smart_date`) of the x-axis ticks. */
  xFormat: string;
  /** d3-time-format of the x value in the tooltip. */
  tooltipTimeFormat: string;
  /** d3-format (or `SMART_NUMBER`) of values. */
  yFormat: string;
  xAxisTitle: string;
  yAxisTitle: string;
  showLegend: boolean;
  legendOrientation: LegendOrientation;
  /** Area and bar: series stacked on one another. */
  stack: boolean;
  /** Bar: bars lying along the x-axis, the x values down the left side. */
  horizontal: boolean;
  stepPosition: StepPosition;
  markers: boolean;
  /** Marker (dot) diameter in pixels. */
  markerSize: number;
  /** Fill opacity of areas and dots. */
  opacity: number;
  showValues: boolean;
  zoomable: boolean;
  /** Whether the value axis includes zero (always for bars). */
  startAtZero: boolean;
  /** Values the (left) value axis reaches at least, `[min, max]`, either `null`; it never hides data. */
  yAxisBounds?: [number | null, number | null];
  /** The (left) value axis on a logarithmic scale; series measured on it carry no zero or negative values. */
  logAxis?: boolean;
  /**
   * A numeric x-axis drawn as a range (`xType` `number`, no bars): from the lowest x to the highest
   * (`true`, the default) or reaching zero on round ends (`false`).
   */
  truncateXAxis?: boolean;
  /** Values a truncated numeric x-axis reaches at least, `[min, max]`, either `null`; it never hides data. */
  xAxisBounds?: [number | null, number | null];
  /** The right-hand value axis of series with `style.yAxis` 1; absent for a single axis. */
  secondaryAxis?: SecondaryAxis | null;
}
