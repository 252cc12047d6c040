import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { waterfallManifest } from './manifest.js';

export type { WaterfallFormData } from './form-data.schema.js';
export type { BarKind, WaterfallBar, WaterfallChartProps } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const waterfallViz = lazyViz(waterfallManifest, () => import('./viz.js').then((m) => m.waterfallViz));

/** The waterfall chart plugin. */
export default definePlugin({
  key: 'viz-waterfall',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(waterfallViz);
  }),
});
