import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import {
  childLabelPosition,
  emphasis,
  id,
  layout,
  name,
  nodeLabelPosition,
  orient,
  parent,
  roam,
  rootNodeId,
  symbol,
  symbolSize,
  type LabelPosition,
  type TreeOrient,
  type TreeRoam,
  type TreeSymbol,
} from './tree-controls.js';

/** Form data of `tree_chart`. */
export interface TreeFormData extends QueryFormData {
  id?: QueryFormColumn | null;
  parent?: QueryFormColumn | null;
  name?: QueryFormColumn | null;
  root_node_id?: string | null;
  metric?: QueryFormMetric | null;
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  row_limit?: number;
  color_scheme?: string;
  label_colors?: Record<string, string>;
  layout?: 'orthogonal' | 'radial';
  orient?: TreeOrient;
  node_label_position?: LabelPosition;
  child_label_position?: LabelPosition;
  emphasis?: 'ancestor' | 'descendant';
  symbol?: TreeSymbol;
  symbolSize?: number;
  roam?: TreeRoam;
  number_format?: string;
}

/** Form-data schema and control panel of `tree_chart`. */
export const { schema: treeSchema, uiSchema: treeUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    id,
    parent,
    name,
    rootNodeId,
    'metric',
    'adhoc_filters',
    'time_range',
    'row_limit',
    layout,
    orient,
    nodeLabelPosition,
    childLabelPosition,
    emphasis,
    symbol,
    symbolSize,
    roam,
    'color_scheme',
    'label_colors',
    'number_format',
  ],
  {
    viz_type: { schema: { default: 'tree_chart' } },
    metric: {
      description: 'Optional: a value per node, shown in its tooltip.',
      validators: [],
      uiSchema: { 'ui:options': { clearable: true } },
    },
    color_scheme: { description: 'The palette the branches under the root are coloured from.' },
    number_format: { description: 'How node values are written in tooltips, as a d3-format specifier; adaptive by default.' },
  },
);

/** `tree_chart` form data with every undefined field set to its schema default. */
export function withTreeDefaults(formData: TreeFormData): Required<TreeFormData> {
  return withSchemaDefaults(treeSchema, formData) as Required<TreeFormData>;
}
