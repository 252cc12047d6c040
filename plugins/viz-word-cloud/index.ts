import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { wordCloudManifest } from './manifest.js';

export type { WordCloudFormData } from './form-data.schema.js';
export type { WordRotation } from './word-cloud-controls.js';
export type { Word, WordCloudChartProps } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const wordCloudViz = lazyViz(wordCloudManifest, () => import('./viz.js').then((m) => m.wordCloudViz));

/** The word cloud plugin. */
export default definePlugin({
  key: 'viz-word-cloud',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(wordCloudViz);
  }),
});
