import { withSchemaDefaults, type AdhocFilter, type LegendOrientation, type QueryFormColumn, type QueryFormData } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import { bins, column, cumulative, normalize, showValue, xAxisFormat } from './histogram-controls.js';

/** Form data of `histogram_v2`, Superset's field names. */
export interface HistogramFormData extends QueryFormData {
  column?: QueryFormColumn | null;
  groupby?: QueryFormColumn[];
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  row_limit?: number;
  bins?: number;
  normalize?: boolean;
  cumulative?: boolean;
  color_scheme?: string;
  label_colors?: Record<string, string>;
  show_value?: boolean;
  show_legend?: boolean;
  legend_orientation?: LegendOrientation;
  x_axis_title?: string;
  y_axis_title?: string;
  x_axis_format?: string;
  y_axis_format?: string;
}

/** Form-data schema and control panel of `histogram_v2`, in Superset's panel order. */
export const { schema: histogramSchema, uiSchema: histogramUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    column,
    'groupby',
    'adhoc_filters',
    'time_range',
    'row_limit',
    bins,
    normalize,
    cumulative,
    'color_scheme',
    'label_colors',
    showValue,
    'show_legend',
    'legend_orientation',
    'x_axis_title',
    'y_axis_title',
    xAxisFormat,
    'y_axis_format',
  ],
  {
    viz_type: { schema: { default: 'histogram_v2' } },
    groupby: { description: 'Columns whose values split the rows into groups, one series of bars per group.' },
    row_limit: { description: 'The most rows read to count; the bins cover the values of these rows.' },
    y_axis_format: { description: 'How counts (or proportions) on the y-axis, in tooltips and on bars are written, as a d3-format specifier; adaptive by default.', forcedValues: [] },
  },
);

/** `histogram_v2` form data with every undefined field set to its schema default. */
export function withHistogramDefaults(formData: HistogramFormData): Required<HistogramFormData> {
  return withSchemaDefaults(histogramSchema, formData) as Required<HistogramFormData>;
}
