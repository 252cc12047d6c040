import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { sunburstManifest } from './manifest.js';

export type { SunburstFormData } from './form-data.schema.js';
export type { SunburstLabelType } from './sunburst-controls.js';
export type { GroupValue, SunburstChartProps, SunburstNode } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const sunburstViz = lazyViz(sunburstManifest, () => import('./viz.js').then((m) => m.sunburstViz));

/** The sunburst plugin. */
export default definePlugin({
  key: 'viz-sunburst',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(sunburstViz);
  }),
});
