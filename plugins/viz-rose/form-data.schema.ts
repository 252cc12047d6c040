import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import { contribution, dateTimeFormat, richTooltip, roseAreaProportion } from './rose-controls.js';

/** Where the rose's legend sits. */
export type LegendOrientation = 'top' | 'bottom' | 'left' | 'right';

/** Form data of `rose`. */
export interface RoseFormData extends QueryFormData {
  granularity_sqla?: string | null;
  time_grain_sqla?: string | null;
  time_range?: string;
  metrics?: QueryFormMetric[];
  adhoc_filters?: AdhocFilter[];
  groupby?: QueryFormColumn[];
  limit?: number | null;
  timeseries_limit_metric?: QueryFormMetric | null;
  order_desc?: boolean;
  contribution?: boolean;
  row_limit?: number;
  color_scheme?: string;
  label_colors?: Record<string, string>;
  show_legend?: boolean;
  legend_orientation?: LegendOrientation;
  number_format?: string;
  date_time_format?: string;
  rich_tooltip?: boolean;
  rose_area_proportion?: boolean;
  rolling_type?: string;
  rolling_periods?: number | null;
  min_periods?: number | null;
  time_compare?: string[];
  comparison_type?: string;
  resample_rule?: string | null;
  resample_method?: string | null;
}

/** Form-data schema and control panel of `rose`. */
export const { schema: roseSchema, uiSchema: roseUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'granularity_sqla',
    'time_grain_sqla',
    'time_range',
    'metrics',
    'adhoc_filters',
    'groupby',
    'limit',
    'timeseries_limit_metric',
    'order_desc',
    contribution,
    'row_limit',
    'color_scheme',
    'label_colors',
    'show_legend',
    'legend_orientation',
    'number_format',
    dateTimeFormat,
    richTooltip,
    roseAreaProportion,
    'rolling_type',
    'rolling_periods',
    'min_periods',
    'time_compare',
    'comparison_type',
    'resample_rule',
    'resample_method',
  ],
  {
    viz_type: { schema: { default: 'rose' } },
    granularity_sqla: {
      description: "The temporal column whose periods become the wedges; explore fills in the dataset's main time column.",
      validators: ['nonEmpty'],
    },
    time_grain_sqla: { section: 'time', description: 'The length of the period each wedge covers (day, week, month …).' },
    groupby: { description: 'Columns whose values split each wedge into stacked segments, one series per value.' },
    metrics: { description: 'What the wedges measure; several metrics give one series each.' },
    number_format: { description: 'How values are written in tooltips, as a d3-format specifier; adaptive by default.' },
  },
);

/** `rose` form data with every undefined field set to its schema default. */
export function withRoseDefaults(formData: RoseFormData): Required<RoseFormData> {
  return withSchemaDefaults(roseSchema, formData) as Required<RoseFormData>;
}
