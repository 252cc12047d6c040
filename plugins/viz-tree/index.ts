import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { treeManifest } from './manifest.js';

export type { TreeFormData } from './form-data.schema.js';
export type { LabelPosition, TreeOrient, TreeRoam, TreeSymbol } from './tree-controls.js';
export type { TreeChartNode, TreeChartProps } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const treeViz = lazyViz(treeManifest, () => import('./viz.js').then((m) => m.treeViz));

/** The tree chart plugin. */
export default definePlugin({
  key: 'viz-tree',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(treeViz);
  }),
});
