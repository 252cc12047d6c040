import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import { WHEN_SECONDARY_METRIC, labelType, linearColorSchemeOverride, secondaryMetric, showLabels, showLabelsThreshold, showTotal, sortByMetric, type SunburstLabelType } from './sunburst-controls.js';

/** Form data of `sunburst_v2`. */
export interface SunburstFormData extends QueryFormData {
  columns?: QueryFormColumn[];
  metric?: QueryFormMetric | null;
  secondary_metric?: QueryFormMetric | null;
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  row_limit?: number;
  sort_by_metric?: boolean;
  color_scheme?: string;
  linear_color_scheme?: string;
  label_colors?: Record<string, string>;
  show_labels?: boolean;
  show_labels_threshold?: number;
  label_type?: SunburstLabelType;
  show_total?: boolean;
  number_format?: string;
  date_format?: string;
}

/** Form-data schema and control panel of `sunburst_v2`. */
export const { schema: sunburstSchema, uiSchema: sunburstUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'columns',
    'metric',
    secondaryMetric,
    'adhoc_filters',
    'time_range',
    'row_limit',
    sortByMetric,
    'color_scheme',
    'linear_color_scheme',
    'label_colors',
    showLabels,
    showLabelsThreshold,
    labelType,
    showTotal,
    'number_format',
    'date_format',
  ],
  {
    viz_type: { schema: { default: 'sunburst_v2' } },
    columns: {
      label: 'Hierarchy',
      description: 'The levels of the hierarchy: each column is one ring, the innermost ring the first column.',
      validators: ['nonEmpty'],
    },
    metric: { label: 'Primary metric', description: 'The aggregate that sizes the arcs; rows where it is missing, zero or negative get none.' },
    color_scheme: { description: 'The palette arcs are coloured from by their category, when there is no secondary metric.', visibleWhen: { not: WHEN_SECONDARY_METRIC } },
    number_format: { description: 'How values in labels, tooltips and the total are written, as a d3-format specifier; adaptive by default.' },
    date_format: { description: 'How temporal dimension values are written, as a d3-time-format specifier; adaptive by default.' },
    linear_color_scheme: linearColorSchemeOverride,
  },
);

/** `sunburst_v2` form data with every undefined field set to its schema default. */
export function withSunburstDefaults(formData: SunburstFormData): Required<SunburstFormData> {
  return withSchemaDefaults(sunburstSchema, formData) as Required<SunburstFormData>;
}
