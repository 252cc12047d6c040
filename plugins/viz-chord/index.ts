import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { chordManifest } from './manifest.js';

export type { ChordFormData } from './form-data.schema.js';
export type { ChordChartProps, ChordNode } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const chordViz = lazyViz(chordManifest, () => import('./viz.js').then((m) => m.chordViz));

/** The chord diagram plugin. */
export default definePlugin({
  key: 'viz-chord',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(chordViz);
  }),
});
