import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { gaugeManifest } from './manifest.js';

export type { GaugeFormData } from './form-data.schema.js';
export type { GaugeChartProps, GaugeSeries, GaugeTick, GroupValue } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const gaugeViz = lazyViz(gaugeManifest, () => import('./viz.js').then((m) => m.gaugeViz));

/** The gauge chart plugin. */
export default definePlugin({
  key: 'viz-gauge',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(gaugeViz);
  }),
});
