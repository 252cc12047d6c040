import { defineViz } from '@core/plugin-api/index.js';
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
