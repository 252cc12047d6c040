import {
  withSchemaDefaults,
  type AdhocFilter,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
  type TicksLayout,
} from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import { decreaseColor, increaseColor, showValue, totalColor, xAxisLabel, xTicksLayout, yAxisLabel } from './waterfall-controls.js';

/** A colour as Superset's picker stores it, or a CSS colour string. */
export type PickedColor = string | { r: number; g: number; b: number; a?: number };

/** Form data of `waterfall`, Superset's field names. */
export interface WaterfallFormData extends QueryFormData {
  x_axis?: QueryFormColumn | null;
  time_grain_sqla?: string | null;
  /** "Breakdowns": at most one column splitting each x-axis value into its parts. */
  groupby?: QueryFormColumn[];
  metric?: QueryFormMetric | null;
  adhoc_filters?: AdhocFilter[];
  row_limit?: number;
  show_value?: boolean;
  show_legend?: boolean;
  increase_color?: PickedColor;
  decrease_color?: PickedColor;
  total_color?: PickedColor;
  x_axis_label?: string;
  x_axis_time_format?: string;
  x_ticks_layout?: TicksLayout;
  y_axis_label?: string;
  y_axis_format?: string;
}

/** Form-data schema and control panel of `waterfall`, in Superset's panel order. */
export const { schema: waterfallSchema, uiSchema: waterfallUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'x_axis',
    'time_grain_sqla',
    'groupby',
    'metric',
    'adhoc_filters',
    'row_limit',
    showValue,
    'show_legend',
    increaseColor,
    decreaseColor,
    totalColor,
    xAxisLabel,
    'x_axis_time_format',
    xTicksLayout,
    yAxisLabel,
    'y_axis_format',
  ],
  {
    viz_type: { schema: { default: 'waterfall' } },
    x_axis: { description: 'The column whose values follow one another along the x-axis; each value adds its change to the running total.' },
    groupby: {
      label: 'Breakdowns',
      description: 'One column that splits each x-axis value into its parts: each part is a bar of its own, and a subtotal bar closes the x-axis value.',
      schema: { maxItems: 1 },
    },
    metric: { description: 'The change each bar adds to the running total.' },
    show_legend: { description: 'Show the legend of increase, decrease and total colours.' },
    y_axis_format: { description: 'How values on the y-axis, in labels and in tooltips are written, as a d3-format specifier; adaptive by default.' },
  },
);

/** `waterfall` form data with every undefined field set to its schema default. */
export function withWaterfallDefaults(formData: WaterfallFormData): Required<WaterfallFormData> {
  return withSchemaDefaults(waterfallSchema, formData) as Required<WaterfallFormData>;
}
