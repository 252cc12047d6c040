import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { bubbleManifest } from './manifest.js';

export type { BubbleFormData } from './form-data.schema.js';
export type { Bubble, BubbleChartProps } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const bubbleViz = lazyViz(bubbleManifest, () => import('./viz.js').then((m) => m.bubbleViz));

/** The bubble chart plugin. */
export default definePlugin({
  key: 'viz-bubble',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(bubbleViz);
  }),
});
