import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import {
  animation,
  endAngle,
  fontSize,
  intervalColorIndices,
  intervals,
  maxVal,
  minVal,
  overlap,
  roundCap,
  showAxisTick,
  showPointer,
  showProgress,
  showSplitLine,
  sortByMetric,
  splitNumber,
  startAngle,
  valueFormatter,
} from './gauge-controls.js';

/** Form data of `gauge_chart`. */
export interface GaugeFormData extends QueryFormData {
  groupby?: QueryFormColumn[];
  metric?: QueryFormMetric | null;
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  row_limit?: number;
  sort_by_metric?: boolean;
  min_val?: number | null;
  max_val?: number | null;
  start_angle?: number;
  end_angle?: number;
  color_scheme?: string;
  label_colors?: Record<string, string>;
  font_size?: number;
  number_format?: string;
  value_formatter?: string;
  show_pointer?: boolean;
  animation?: boolean;
  show_axis_tick?: boolean;
  show_split_line?: boolean;
  split_number?: number;
  show_progress?: boolean;
  overlap?: boolean;
  round_cap?: boolean;
  intervals?: string;
  interval_color_indices?: string;
  /** Colours of the intervals as written colours (newer Superset charts); they win over `interval_color_indices`. */
  interval_colors?: string[];
}

/** Form-data schema and control panel of `gauge_chart`. */
export const { schema: gaugeSchema, uiSchema: gaugeUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'groupby',
    'metric',
    'adhoc_filters',
    'time_range',
    'row_limit',
    sortByMetric,
    minVal,
    maxVal,
    startAngle,
    endAngle,
    'color_scheme',
    'label_colors',
    fontSize,
    'number_format',
    valueFormatter,
    showPointer,
    animation,
    showAxisTick,
    showSplitLine,
    splitNumber,
    showProgress,
    overlap,
    roundCap,
    intervals,
    intervalColorIndices,
  ],
  {
    viz_type: { schema: { default: 'gauge_chart' } },
    groupby: { label: 'Group by', description: 'Columns whose distinct values each get a needle and a progress bar on the dial.' },
    metric: { description: 'The value the dial shows.' },
    row_limit: { schema: { default: 10 } },
    number_format: { description: 'How the value and the axis labels are written, as a d3-format specifier; adaptive by default.' },
  },
);

/** `gauge_chart` form data with every undefined field set to its schema default. */
export function withGaugeDefaults(formData: GaugeFormData): Required<GaugeFormData> {
  return withSchemaDefaults(gaugeSchema, formData) as Required<GaugeFormData>;
}
