import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import { markerLabels, markerLineLabels, markerLines, markers, rangeLabels, ranges, showLabels } from './bullet-controls.js';

/** Form data of `bullet`. */
export interface BulletFormData extends QueryFormData {
  metric?: QueryFormMetric | null;
  groupby?: QueryFormColumn[];
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  row_limit?: number;
  ranges?: string;
  range_labels?: string;
  markers?: string;
  marker_labels?: string;
  marker_lines?: string;
  marker_line_labels?: string;
  show_labels?: boolean;
  show_legend?: boolean;
  color_scheme?: string;
  label_colors?: Record<string, string>;
  y_axis_format?: string;
}

/** Form-data schema and control panel of `bullet`. */
export const { schema: bulletSchema, uiSchema: bulletUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    'metric',
    'groupby',
    'adhoc_filters',
    'time_range',
    'row_limit',
    ranges,
    rangeLabels,
    markers,
    markerLabels,
    markerLines,
    markerLineLabels,
    showLabels,
    'show_legend',
    'color_scheme',
    'label_colors',
    'y_axis_format',
  ],
  {
    viz_type: { schema: { default: 'bullet' } },
    metric: { description: 'The measure each bullet shows as a bar.' },
    groupby: { description: 'Columns whose distinct values each get a bullet; none gives one bullet over all rows.' },
    row_limit: { schema: { default: 10 }, description: 'The most bullets drawn, the largest measures first.' },
    show_legend: {
      schema: { default: false },
      description: 'List the measure, ranges, markers and marker lines in a legend; clicking an entry hides or shows it.',
    },
    y_axis_format: { label: 'Number format', description: 'How the values on the axis, in labels and in tooltips are written, as a d3-format specifier; adaptive by default.', forcedValues: [] },
  },
);

/** `bullet` form data with every undefined field set to its schema default. */
export function withBulletDefaults(formData: BulletFormData): Required<BulletFormData> {
  return withSchemaDefaults(bulletSchema, formData) as Required<BulletFormData>;
}
