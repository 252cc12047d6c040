import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import { contribution, dateTimeFormat, equalDateSize, logScale, partitionLimit, partitionThreshold, richTooltip, timeSeriesOption, type TimeSeriesOption } from './partition-controls.js';

/** Form data of `partition`. */
export interface PartitionFormData extends QueryFormData {
  metrics?: QueryFormMetric[];
  adhoc_filters?: AdhocFilter[];
  groupby?: QueryFormColumn[];
  limit?: number | null;
  timeseries_limit_metric?: QueryFormMetric | null;
  order_desc?: boolean;
  contribution?: boolean;
  row_limit?: number;
  granularity_sqla?: string | null;
  time_grain_sqla?: string | null;
  time_range?: string;
  time_series_option?: TimeSeriesOption;
  rolling_type?: string;
  rolling_periods?: number | null;
  min_periods?: number | null;
  color_scheme?: string;
  label_colors?: Record<string, string>;
  number_format?: string;
  date_time_format?: string;
  partition_limit?: number | null;
  partition_threshold?: number | null;
  log_scale?: boolean;
  equal_date_size?: boolean;
  rich_tooltip?: boolean;
}

/** Form-data schema and control panel of `partition`. */
export const { schema: partitionSchema, uiSchema: partitionUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'metrics',
    'adhoc_filters',
    'groupby',
    'limit',
    'timeseries_limit_metric',
    'order_desc',
    contribution,
    'row_limit',
    'granularity_sqla',
    'time_grain_sqla',
    'time_range',
    timeSeriesOption,
    'rolling_type',
    'rolling_periods',
    'min_periods',
    'color_scheme',
    'label_colors',
    'number_format',
    dateTimeFormat,
    partitionLimit,
    partitionThreshold,
    logScale,
    equalDateSize,
    richTooltip,
  ],
  {
    viz_type: { schema: { default: 'partition' } },
    groupby: { label: 'Hierarchy', description: 'The levels of the partition, left to right: each column splits the partitions of the one before.', validators: ['nonEmpty'] },
    metrics: { description: 'Each metric gets its own icicle, one above the other.' },
    rolling_type: { description: 'With Advanced Analytics: replace each period by a rolling mean, sum or standard deviation over the periods before it, or a running total.' },
    number_format: { description: 'How values in labels and tooltips are written, as a d3-format specifier; adaptive by default.' },
  },
);

/** `partition` form data with every undefined field set to its schema default. */
export function withPartitionDefaults(formData: PartitionFormData): Required<PartitionFormData> {
  return withSchemaDefaults(partitionSchema, formData) as Required<PartitionFormData>;
}
