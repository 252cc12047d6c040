import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import { endTime, series, startTime, subcategories, tooltipMetrics, tooltipTimeFormat, tooltipValues, tooltipValuesFormat, yAxis } from './gantt-controls.js';

/** Form data of `gantt_chart`, Superset's field names. */
export interface GanttFormData extends QueryFormData {
  start_time?: QueryFormColumn | null;
  end_time?: QueryFormColumn | null;
  y_axis?: QueryFormColumn | null;
  series?: QueryFormColumn | null;
  tooltip_metrics?: QueryFormMetric[];
  tooltip_values?: QueryFormColumn[];
  order_by_cols?: string[];
  adhoc_filters?: AdhocFilter[];
  row_limit?: number;
  subcategories?: boolean;
  show_legend?: boolean;
  color_scheme?: string;
  label_colors?: Record<string, string>;
  x_axis_time_format?: string;
  tooltip_time_format?: string;
  tooltip_values_format?: string;
}

/** Form-data schema and control panel of `gantt_chart`, in Superset's panel order. */
export const { schema: ganttSchema, uiSchema: ganttUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    startTime,
    endTime,
    yAxis,
    series,
    tooltipMetrics,
    tooltipValues,
    'order_by_cols',
    'adhoc_filters',
    'row_limit',
    subcategories,
    'show_legend',
    'color_scheme',
    'label_colors',
    'x_axis_time_format',
    tooltipTimeFormat,
    tooltipValuesFormat,
  ],
  { viz_type: { schema: { default: 'gantt_chart' } } },
);

/** `gantt_chart` form data with every undefined field set to its schema default. */
export function withGanttDefaults(formData: GanttFormData): Required<GanttFormData> {
  return withSchemaDefaults(ganttSchema, formData) as Required<GanttFormData>;
}
