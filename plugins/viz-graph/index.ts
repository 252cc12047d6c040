import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { graphManifest } from './manifest.js';

export type { GraphFormData, LegendOrientation } from './form-data.schema.js';
export type { EdgeSymbol, GraphLayoutKind, GraphRoam, GraphSelectedMode } from './graph-controls.js';
export type { GraphCategory, GraphChartProps, GraphEdge, GraphNode } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const graphViz = lazyViz(graphManifest, () => import('./viz.js').then((m) => m.graphViz));

/** The graph chart plugin. */
export default definePlugin({
  key: 'viz-graph',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(graphViz);
  }),
});
