import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { treemapManifest } from './manifest.js';

export type { TreemapFormData } from './form-data.schema.js';
export type { TreemapLabelType } from './treemap-controls.js';
export type { GroupValue, TreemapChartProps, TreemapNode } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const treemapViz = lazyViz(treemapManifest, () => import('./viz.js').then((m) => m.treemapViz));

/** The treemap plugin. */
export default definePlugin({
  key: 'viz-treemap',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(treemapViz);
  }),
});
