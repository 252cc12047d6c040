import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import { intermediateLevels, nodeAlignment, roam, sortByMetric, source, target, type SankeyNodeAlignment, type SankeyRoam } from './sankey-controls.js';

/** Form data of `sankey_v2`, Superset's field names. */
export interface SankeyFormData extends QueryFormData {
  source?: QueryFormColumn | null;
  intermediate_levels?: QueryFormColumn[];
  target?: QueryFormColumn | null;
  metric?: QueryFormMetric | null;
  adhoc_filters?: AdhocFilter[];
  row_limit?: number;
  sort_by_metric?: boolean;
  color_scheme?: string;
  label_colors?: Record<string, string>;
  number_format?: string;
  node_alignment?: SankeyNodeAlignment;
  roam?: SankeyRoam;
}

/** Form-data schema and control panel of `sankey_v2`. */
export const { schema: sankeySchema, uiSchema: sankeyUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    source,
    intermediateLevels,
    target,
    'metric',
    'adhoc_filters',
    'row_limit',
    sortByMetric,
    'color_scheme',
    'label_colors',
    'number_format',
    nodeAlignment,
    roam,
  ],
  {
    viz_type: { schema: { default: 'sankey_v2' } },
    metric: { description: 'The aggregate that sizes each flow: a band is as wide as the metric of its rows.' },
    number_format: { description: 'How flow and node values are written in tooltips, as a d3-format specifier; adaptive by default.' },
  },
);

/** `sankey_v2` form data with every undefined field set to its schema default. */
export function withSankeyDefaults(formData: SankeyFormData): Required<SankeyFormData> {
  return withSchemaDefaults(sankeySchema, formData) as Required<SankeyFormData>;
}
