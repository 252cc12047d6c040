import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import {
  donut,
  innerRadius,
  labelLine,
  labelsOutside,
  labelType,
  outerRadius,
  showLabels,
  showLabelsThreshold,
  showTotal,
  sortByMetric,
  type PieLabelType,
} from './pie-controls.js';

/** Where a pie's legend sits. */
export type LegendOrientation = 'top' | 'bottom' | 'left' | 'right';

/** Form data of `pie`. */
export interface PieFormData extends QueryFormData {
  groupby?: QueryFormColumn[];
  metric?: QueryFormMetric | null;
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  row_limit?: number;
  sort_by_metric?: boolean;
  color_scheme?: string;
  label_colors?: Record<string, string>;
  show_legend?: boolean;
  legend_orientation?: LegendOrientation;
  show_labels?: boolean;
  label_type?: PieLabelType;
  labels_outside?: boolean;
  label_line?: boolean;
  show_labels_threshold?: number;
  number_format?: string;
  date_format?: string;
  donut?: boolean;
  inner_radius?: number;
  outer_radius?: number;
  show_total?: boolean;
}

/** Form-data schema and control panel of `pie`. */
export const { schema: pieSchema, uiSchema: pieUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'groupby',
    'metric',
    'adhoc_filters',
    'time_range',
    'row_limit',
    sortByMetric,
    'color_scheme',
    'label_colors',
    'show_legend',
    'legend_orientation',
    showLabels,
    labelType,
    labelsOutside,
    labelLine,
    showLabelsThreshold,
    'number_format',
    'date_format',
    donut,
    innerRadius,
    outerRadius,
    showTotal,
  ],
  {
    viz_type: { schema: { default: 'pie' } },
    groupby: { description: 'Columns whose distinct values (or combinations of values) become the slices.' },
    row_limit: { schema: { default: 100 } },
    number_format: { description: 'How slice values and the total are written, as a d3-format specifier; adaptive by default.' },
    date_format: { description: 'How temporal dimension values are written in slice names, as a d3-time-format specifier; adaptive by default.' },
  },
);

/** `pie` form data with every undefined field set to its schema default. */
export function withPieDefaults(formData: PieFormData): Required<PieFormData> {
  return withSchemaDefaults(pieSchema, formData) as Required<PieFormData>;
}
