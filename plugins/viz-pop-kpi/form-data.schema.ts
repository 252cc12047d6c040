import { withSchemaDefaults, type AdhocFilter, type CurrencyFormat, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema, openChoiceSchema } from '@control-schemas/index.js';
import {
  POP_TIME_SHIFTS,
  comparisonColorEnabled,
  comparisonColorScheme,
  percentDifferenceFormat,
  showMetricName,
  startDateOffset,
  type ComparisonColorScheme,
} from './pop-kpi-controls.js';

/** Form data of `pop_kpi`. */
export interface PopKpiFormData extends QueryFormData {
  metric?: QueryFormMetric | null;
  adhoc_filters?: AdhocFilter[];
  granularity_sqla?: string | null;
  time_range?: string;
  /** One time shift (`1 year ago`, `inherit`, `custom` …); older charts store a list. */
  time_compare?: string | string[] | null;
  start_date_offset?: string | null;
  y_axis_format?: string;
  /** A currency symbol written with the number, the previous value and the difference. */
  currency_format?: CurrencyFormat | null;
  percentDifferenceFormat?: string;
  header_font_size?: number;
  subheader_font_size?: number;
  comparison_color_enabled?: boolean;
  comparison_color_scheme?: ComparisonColorScheme;
  show_metric_name?: boolean;
}

/** Form-data schema and control panel of `pop_kpi`. */
export const { schema: popKpiSchema, uiSchema: popKpiUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'metric',
    'adhoc_filters',
    'granularity_sqla',
    'time_range',
    'time_compare',
    startDateOffset,
    'y_axis_format',
    'currency_format',
    percentDifferenceFormat,
    'header_font_size',
    'subheader_font_size',
    comparisonColorEnabled,
    comparisonColorScheme,
    showMetricName,
  ],
  {
    viz_type: { schema: { default: 'pop_kpi' } },
    time_range: { description: 'The period the number covers; a time comparison needs both a start and an end.' },
    time_compare: {
      label: 'Time shift',
      section: 'time',
      description:
        'The earlier period to compare with: the time range shifted by `1 year ago`, `1 week ago` or any other amount typed; `Inherit range from time filter` for the period of the same length just before; `Custom date` to start it at a chosen date.',
      schema: { type: ['string', 'null'], default: null, ...openChoiceSchema(POP_TIME_SHIFTS) },
      uiSchema: { 'ui:options': { multi: false, freeForm: true, clearable: true } },
      validators: [],
    },
    y_axis_format: { label: 'Number format', description: 'How the number, the previous value and the difference are written, as a d3-format specifier; adaptive by default.', forcedValues: [] },
    header_font_size: { schema: { default: 0.2 } },
    subheader_font_size: { label: 'Comparison font size', description: "Size of the comparison under the number, as a share of the chart's height.", schema: { default: 0.125 } },
  },
);

/** `pop_kpi` form data with every undefined field set to its schema default. */
export function withPopKpiDefaults(formData: PopKpiFormData): Required<PopKpiFormData> {
  return withSchemaDefaults(popKpiSchema, formData) as Required<PopKpiFormData>;
}
