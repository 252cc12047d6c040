import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { funnelManifest } from './manifest.js';

export type { FunnelFormData, LegendOrientation } from './form-data.schema.js';
export type { FunnelLabelType, PercentCalculationType } from './funnel-controls.js';
export type { FunnelChartProps, FunnelStep, GroupValue } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const funnelViz = lazyViz(funnelManifest, () => import('./viz.js').then((m) => m.funnelViz));

/** The funnel chart plugin. */
export default definePlugin({
  key: 'viz-funnel',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(funnelViz);
  }),
});
