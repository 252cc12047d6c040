import {
  withSchemaDefaults,
  type AdhocFilter,
  type LegendOrientation,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
} from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import {
  entity,
  logXAxis,
  logYAxis,
  maxBubbleSize,
  orderby,
  series,
  size,
  tooltipSizeFormat,
  truncateYAxis,
  x,
  xAxisFormat,
  xAxisLabel,
  y,
  yAxisLabel,
} from './bubble-controls.js';

/** Form data of `bubble_v2`, Superset's field names. */
export interface BubbleFormData extends QueryFormData {
  series?: QueryFormColumn | null;
  entity?: QueryFormColumn | null;
  x?: QueryFormMetric | null;
  y?: QueryFormMetric | null;
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  size?: QueryFormMetric | null;
  orderby?: QueryFormMetric | null;
  order_desc?: boolean;
  row_limit?: number;
  color_scheme?: string;
  label_colors?: Record<string, string>;
  show_legend?: boolean;
  legend_orientation?: LegendOrientation;
  max_bubble_size?: string | number;
  tooltipSizeFormat?: string;
  opacity?: number;
  x_axis_label?: string;
  xAxisFormat?: string;
  logXAxis?: boolean;
  y_axis_label?: string;
  y_axis_format?: string;
  logYAxis?: boolean;
  truncateYAxis?: boolean;
}

/** Form-data schema and control panel of `bubble_v2`, in Superset's panel order. */
export const { schema: bubbleSchema, uiSchema: bubbleUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    series,
    entity,
    x,
    y,
    'adhoc_filters',
    'time_range',
    size,
    orderby,
    'order_desc',
    'row_limit',
    'color_scheme',
    'label_colors',
    'show_legend',
    'legend_orientation',
    maxBubbleSize,
    tooltipSizeFormat,
    'opacity',
    xAxisLabel,
    xAxisFormat,
    logXAxis,
    yAxisLabel,
    'y_axis_format',
    logYAxis,
    truncateYAxis,
  ],
  {
    viz_type: { schema: { default: 'bubble_v2' } },
    order_desc: {
      description: 'Sort the entities from the largest value of the sort metric down.',
      visibleWhen: { required: ['orderby'], properties: { orderby: { type: ['string', 'object'], minLength: 1 } } },
    },
    opacity: { label: 'Bubble opacity', description: 'Opacity of the bubbles, from 0 (transparent) to 1 (opaque).', schema: { default: 0.6 }, uiSchema: { 'ui:options': { step: 0.1 } } },
    y_axis_format: { forcedValues: [] },
  },
);

/** `bubble_v2` form data with every undefined field set to its schema default. */
export function withBubbleDefaults(formData: BubbleFormData): Required<BubbleFormData> {
  return withSchemaDefaults(bubbleSchema, formData) as Required<BubbleFormData>;
}
