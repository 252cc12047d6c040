import { withSchemaDefaults, type AdhocFilter, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import {
  cellPadding,
  cellRadius,
  cellSize,
  domainGranularity,
  linearColorSchemeOverride,
  showMetricName,
  showValues,
  steps,
  subdomainGranularity,
} from './cal-heatmap-controls.js';
import type { Granularity } from './calendar-grid.js';

/** Form data of `cal_heatmap`, Superset's field names. */
export interface CalHeatmapFormData extends QueryFormData {
  granularity_sqla?: string | null;
  time_range?: string;
  domain_granularity?: Exclude<Granularity, 'min'>;
  subdomain_granularity?: Exclude<Granularity, 'year'>;
  metrics?: QueryFormMetric[];
  adhoc_filters?: AdhocFilter[];
  linear_color_scheme?: string;
  cell_size?: number;
  cell_padding?: number;
  cell_radius?: number;
  steps?: number;
  y_axis_format?: string;
  x_axis_time_format?: string;
  show_legend?: boolean;
  show_values?: boolean;
  show_metric_name?: boolean;
}

/** Form-data schema and control panel of `cal_heatmap`, in Superset's panel order. */
export const { schema: calHeatmapSchema, uiSchema: calHeatmapUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'granularity_sqla',
    'time_range',
    domainGranularity,
    subdomainGranularity,
    'metrics',
    'adhoc_filters',
    'linear_color_scheme',
    cellSize,
    cellPadding,
    cellRadius,
    steps,
    'y_axis_format',
    'x_axis_time_format',
    'show_legend',
    showValues,
    showMetricName,
  ],
  {
    viz_type: { schema: { default: 'cal_heatmap' } },
    granularity_sqla: { description: 'The temporal column that places each value in the calendar; the time range applies to it.', validators: ['nonEmpty'] },
    metrics: { description: 'The aggregates shown, one calendar each.' },
    y_axis_format: { label: 'Number format', description: 'How values are written in tooltips, cells and the legend, as a d3-format specifier; adaptive by default.', forcedValues: [] },
    x_axis_time_format: { label: 'Time format', description: 'How the time of a cell is written in its tooltip, as a d3-time-format specifier; adaptive by default.' },
    show_legend: { description: 'Show the colour steps with the values they stand for.' },
    linear_color_scheme: linearColorSchemeOverride,
  },
);

/** `cal_heatmap` form data with every undefined field set to its schema default. */
export function withCalHeatmapDefaults(formData: CalHeatmapFormData): Required<CalHeatmapFormData> {
  return withSchemaDefaults(calHeatmapSchema, formData) as Required<CalHeatmapFormData>;
}
