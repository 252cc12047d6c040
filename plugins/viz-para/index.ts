import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { paraManifest } from './manifest.js';

export type { ParaFormData } from './form-data.schema.js';
export type { ParaAxis, ParaChartProps, ParaColoring, ParaLine } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const paraViz = lazyViz(paraManifest, () => import('./viz.js').then((m) => m.paraViz));

/** The parallel coordinates plugin. */
export default definePlugin({
  key: 'viz-para',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(paraViz);
  }),
});
