import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { roseManifest } from './manifest.js';

export type { LegendOrientation, RoseFormData } from './form-data.schema.js';
export type { RoseChartProps, RoseSeries } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const roseViz = lazyViz(roseManifest, () => import('./viz.js').then((m) => m.roseViz));

/** The Nightingale rose plugin. */
export default definePlugin({
  key: 'viz-rose',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(roseViz);
  }),
});
