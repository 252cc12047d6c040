import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import { labelType, showLabels, showUpperLabels, sortByMetric, type TreemapLabelType } from './treemap-controls.js';

/** Form data of `treemap_v2`. */
export interface TreemapFormData extends QueryFormData {
  groupby?: QueryFormColumn[];
  metric?: QueryFormMetric | null;
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  row_limit?: number;
  sort_by_metric?: boolean;
  color_scheme?: string;
  label_colors?: Record<string, string>;
  show_labels?: boolean;
  show_upper_labels?: boolean;
  label_type?: TreemapLabelType;
  number_format?: string;
  date_format?: string;
}

/** Form-data schema and control panel of `treemap_v2`. */
export const { schema: treemapSchema, uiSchema: treemapUiSchema } = composeVizSchema(
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
    showLabels,
    showUpperLabels,
    labelType,
    'number_format',
    'date_format',
  ],
  {
    viz_type: { schema: { default: 'treemap_v2' } },
    groupby: {
      label: 'Hierarchy',
      description: 'The levels of the hierarchy, outermost first: each column nests its rectangles inside those of the one before.',
    },
    metric: { description: 'The aggregate that sizes the rectangles; rows where it is missing, zero or negative get none.' },
    number_format: { description: 'How values in labels and tooltips are written, as a d3-format specifier; adaptive by default.' },
    date_format: { description: 'How temporal dimension values are written in labels, as a d3-time-format specifier; adaptive by default.' },
  },
);

/** `treemap_v2` form data with every undefined field set to its schema default. */
export function withTreemapDefaults(formData: TreemapFormData): Required<TreemapFormData> {
  return withSchemaDefaults(treemapSchema, formData) as Required<TreemapFormData>;
}
