import { ContainerModule, VizContribution, definePlugin, defineViz } from '@core/plugin-api/index.js';
import { buildGraphQuery } from './build-query.js';
import { graphSchema, graphUiSchema, type GraphFormData } from './form-data.schema.js';
import { graphManifest } from './manifest.js';
import { migrateGraph } from './migrate.js';
import { transformGraphProps, type GraphChartProps } from './transform-props.js';

/** The `graph_chart` viz type: a network of nodes and weighted edges, with cross-filtering. */
export const graphViz = defineViz<GraphFormData, GraphChartProps>({
  ...graphManifest,
  formDataSchema: graphSchema,
  uiSchema: graphUiSchema,
  buildQuery: buildGraphQuery,
  transformProps: transformGraphProps,
  migrate: migrateGraph,
  loadComponent: () => import('./GraphChart.js'),
});

export type { GraphFormData, LegendOrientation } from './form-data.schema.js';
export type { EdgeSymbol, GraphLayoutKind, GraphRoam, GraphSelectedMode } from './graph-controls.js';
export type { GraphCategory, GraphChartProps, GraphEdge, GraphNode } from './transform-props.js';

/** The graph chart plugin. */
export default definePlugin({
  key: 'viz-graph',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(graphViz);
  }),
});
