import { withSchemaDefaults, type AdhocFilter, type CurrencyFormat, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema, defineControl } from '@control-schemas/index.js';

/** Write a numeric value with the time format (epoch milliseconds kept as numbers). */
export const forceTimestampFormatting = defineControl({
  name: 'force_timestamp_formatting',
  label: 'Force date format',
  description:
    'Write the value with the time format even when the metric is not a temporal column, for aggregates of epoch-millisecond numbers such as MAX(event_ms).',
  section: 'customize',
  schema: { type: 'boolean', default: false },
  uiSchema: { 'ui:widget': 'CheckboxWidget' },
  validators: [],
  renderTrigger: true,
});

/** Form data of `big_number_total`. */
export interface BigNumberTotalFormData extends QueryFormData {
  metric?: QueryFormMetric | null;
  adhoc_filters?: AdhocFilter[];
  granularity_sqla?: string | null;
  time_range?: string;
  subheader?: string;
  y_axis_format?: string;
  /** A currency symbol written with the value (Superset's `currency_format`). */
  currency_format?: CurrencyFormat | null;
  time_format?: string;
  force_timestamp_formatting?: boolean;
  header_font_size?: number;
  subheader_font_size?: number;
}

/** Form data of `big_number` (with trendline). */
export interface BigNumberFormData extends QueryFormData {
  x_axis?: QueryFormColumn | null;
  time_grain_sqla?: string | null;
  metric?: QueryFormMetric | null;
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  rolling_type?: string;
  rolling_periods?: number | null;
  min_periods?: number | null;
  resample_rule?: string | null;
  resample_method?: string | null;
  compare_lag?: number | null;
  compare_suffix?: string;
  show_trend_line?: boolean;
  start_y_axis_at_zero?: boolean;
  y_axis_format?: string;
  /** A currency symbol written with the value (Superset's `currency_format`). */
  currency_format?: CurrencyFormat | null;
  time_format?: string;
  header_font_size?: number;
  subheader_font_size?: number;
}

/** Form-data schema and control panel of `big_number_total`. */
export const { schema: bigNumberTotalSchema, uiSchema: bigNumberTotalUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'metric',
    'adhoc_filters',
    'granularity_sqla',
    'time_range',
    'subheader',
    'y_axis_format',
    'currency_format',
    'time_format',
    forceTimestampFormatting,
    'header_font_size',
    'subheader_font_size',
  ],
  { viz_type: { schema: { default: 'big_number_total' } } },
);

/** Form-data schema and control panel of `big_number`. */
export const { schema: bigNumberSchema, uiSchema: bigNumberUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'x_axis',
    'time_grain_sqla',
    'metric',
    'adhoc_filters',
    'time_range',
    'rolling_type',
    'rolling_periods',
    'min_periods',
    'resample_rule',
    'resample_method',
    'compare_lag',
    'compare_suffix',
    'show_trend_line',
    'start_y_axis_at_zero',
    'y_axis_format',
    'currency_format',
    'time_format',
    'header_font_size',
    'subheader_font_size',
  ],
  {
    viz_type: { schema: { default: 'big_number' } },
    x_axis: {
      description: 'The temporal column the trend runs along; the big number is its latest period.',
      uiSchema: { 'ui:options': { temporalOnly: true } },
    },
  },
);

/** `big_number_total` form data with every undefined field set to its schema default. */
export function withBigNumberTotalDefaults(formData: BigNumberTotalFormData): Required<BigNumberTotalFormData> {
  return withSchemaDefaults(bigNumberTotalSchema, formData) as Required<BigNumberTotalFormData>;
}

/** `big_number` form data with every undefined field set to its schema default. */
export function withBigNumberDefaults(formData: BigNumberFormData): Required<BigNumberFormData> {
  return withSchemaDefaults(bigNumberSchema, formData) as Required<BigNumberFormData>;
}
