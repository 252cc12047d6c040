import {
  withSchemaDefaults,
  type AdhocFilter,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
  type TicksLayout,
} from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import { whiskerOptions, xTicksLayout } from './box-plot-controls.js';

/** Form data of `box_plot`, Superset's field names. */
export interface BoxPlotFormData extends QueryFormData {
  granularity_sqla?: string | null;
  time_range?: string;
  /** "Distribute across": the columns whose rows make each distribution. */
  columns?: QueryFormColumn[];
  time_grain_sqla?: string | null;
  /** The groups, one box per group (and metric) along the x-axis. */
  groupby?: QueryFormColumn[];
  metrics?: QueryFormMetric[];
  adhoc_filters?: AdhocFilter[];
  series_limit?: number | null;
  series_limit_metric?: QueryFormMetric | null;
  whiskerOptions?: string;
  x_axis_title?: string;
  y_axis_title?: string;
  color_scheme?: string;
  label_colors?: Record<string, string>;
  x_ticks_layout?: TicksLayout;
  number_format?: string;
  date_format?: string;
}

/** Form-data schema and control panel of `box_plot`, in Superset's panel order. */
export const { schema: boxPlotSchema, uiSchema: boxPlotUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'granularity_sqla',
    'time_range',
    'columns',
    'time_grain_sqla',
    'groupby',
    'metrics',
    'adhoc_filters',
    'series_limit',
    'series_limit_metric',
    whiskerOptions,
    'x_axis_title',
    'y_axis_title',
    'color_scheme',
    'label_colors',
    xTicksLayout,
    'number_format',
    'date_format',
  ],
  {
    viz_type: { schema: { default: 'box_plot' } },
    columns: {
      label: 'Distribute across',
      description: 'Columns whose rows make up each distribution: the metric is computed per value of these columns, and the box shows how those values spread.',
      validators: ['nonEmpty'],
    },
    time_grain_sqla: { description: 'The period a temporal "Distribute across" column is truncated to.' },
    groupby: { description: 'Categories to group by on the x-axis: one box per group.' },
    metrics: { description: 'The aggregates whose distributions are shown, one box per group and metric.' },
    series_limit: { description: 'Keep only this many groups, the top ones by the sort metric.' },
    series_limit_metric: { description: 'The metric that ranks groups for the group limit; empty uses the first metric.' },
    number_format: { description: 'How values on the y-axis and in tooltips are written, as a d3-format specifier; adaptive by default.' },
    date_format: { description: 'How temporal group values are written on the x-axis, as a d3-time-format specifier; adaptive by default.' },
  },
);

/** `box_plot` form data with every undefined field set to its schema default. */
export function withBoxPlotDefaults(formData: BoxPlotFormData): Required<BoxPlotFormData> {
  return withSchemaDefaults(boxPlotSchema, formData) as Required<BoxPlotFormData>;
}
