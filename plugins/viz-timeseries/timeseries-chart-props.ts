import type { QueryFormColumn } from '@core/plugin-api/index.js';
import type { LegendOrientation, StepPosition } from './timeseries-form-data.js';
import type { TimeseriesVariant } from './timeseries-variant.js';

/** What the x values are: instants (epoch ms), numbers, or category labels. */
export type XAxisType = 'time' | 'number' | 'category';

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
}
