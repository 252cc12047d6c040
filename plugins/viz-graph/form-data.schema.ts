import { withSchemaDefaults, type AdhocFilter, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '@core/plugin-api/index.js';
import { composeVizSchema } from '@control-schemas/index.js';
import {
  baseEdgeWidth,
  baseNodeSize,
  draggable,
  edgeLength,
  edgeSymbol,
  friction,
  graphLayout,
  gravity,
  repulsion,
  roam,
  selectedMode,
  showSymbolThreshold,
  source,
  sourceCategory,
  target,
  targetCategory,
  type GraphLayoutKind,
  type GraphRoam,
  type GraphSelectedMode,
} from './graph-controls.js';

/** Where the legend sits. */
export type LegendOrientation = 'top' | 'bottom' | 'left' | 'right';

/** Form data of `graph_chart`, Superset's field names. */
export interface GraphFormData extends QueryFormData {
  source?: QueryFormColumn | null;
  target?: QueryFormColumn | null;
  metric?: QueryFormMetric | null;
  source_category?: QueryFormColumn | null;
  target_category?: QueryFormColumn | null;
  adhoc_filters?: AdhocFilter[];
  row_limit?: number;
  color_scheme?: string;
  label_colors?: Record<string, string>;
  show_legend?: boolean;
  legend_orientation?: LegendOrientation;
  number_format?: string;
  layout?: GraphLayoutKind;
  edgeSymbol?: string;
  draggable?: boolean;
  roam?: GraphRoam;
  selectedMode?: GraphSelectedMode;
  showSymbolThreshold?: number;
  baseNodeSize?: number;
  baseEdgeWidth?: number;
  edgeLength?: number;
  gravity?: number;
  repulsion?: number;
  friction?: number;
}

/** Form-data schema and control panel of `graph_chart`. */
export const { schema: graphSchema, uiSchema: graphUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    source,
    target,
    'metric',
    sourceCategory,
    targetCategory,
    'adhoc_filters',
    'row_limit',
    'color_scheme',
    'label_colors',
    'show_legend',
    'legend_orientation',
    'number_format',
    graphLayout,
    edgeSymbol,
    draggable,
    roam,
    selectedMode,
    showSymbolThreshold,
    baseNodeSize,
    baseEdgeWidth,
    edgeLength,
    gravity,
    repulsion,
    friction,
  ],
  {
    viz_type: { schema: { default: 'graph_chart' } },
    metric: { description: 'The aggregate that weighs each edge; a node is sized by the total of its edges.' },
    show_legend: { description: 'Show a legend of the node categories; a click hides or shows a category.' },
    number_format: { description: 'How node and edge values are written in tooltips, as a d3-format specifier; adaptive by default.' },
  },
);

/** `graph_chart` form data with every undefined field set to its schema default. */
export function withGraphDefaults(formData: GraphFormData): Required<GraphFormData> {
  return withSchemaDefaults(graphSchema, formData) as Required<GraphFormData>;
}
