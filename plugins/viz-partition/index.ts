import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { partitionManifest } from './manifest.js';

export type { PartitionFormData } from './form-data.schema.js';
export type { TimeSeriesOption } from './partition-controls.js';
export type { PartitionChartProps, PartitionNode } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const partitionViz = lazyViz(partitionManifest, () => import('./viz.js').then((m) => m.partitionViz));

/** The partition chart plugin. */
export default definePlugin({
  key: 'viz-partition',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(partitionViz);
  }),
});
