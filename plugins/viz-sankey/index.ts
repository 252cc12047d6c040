import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { sankeyManifest } from './manifest.js';

export type { SankeyFormData } from './form-data.schema.js';
export type { SankeyNodeAlignment, SankeyRoam } from './sankey-controls.js';
export type { SankeyChartProps, SankeyLink, SankeyNode } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const sankeyViz = lazyViz(sankeyManifest, () => import('./viz.js').then((m) => m.sankeyViz));

/** The sankey chart plugin. */
export default definePlugin({
  key: 'viz-sankey',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(sankeyViz);
  }),
});
