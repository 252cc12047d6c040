import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { horizonManifest } from './manifest.js';

export type { HorizonColorScale, HorizonFormData } from './form-data.schema.js';
export type { HorizonChartProps, HorizonSeries } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const horizonViz = lazyViz(horizonManifest, () => import('./viz.js').then((m) => m.horizonViz));

/** The horizon chart plugin. */
export default definePlugin({
  key: 'viz-horizon',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(horizonViz);
  }),
});
