import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { worldMapManifest } from './manifest.js';

export type { WorldMapFormData } from './form-data.schema.js';
export type { WorldMapChartProps, WorldMapEntry, WorldMapLegend } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const worldMapViz = lazyViz(worldMapManifest, () => import('./viz.js').then((m) => m.worldMapViz));

/** The world map plugin. */
export default definePlugin({
  key: 'viz-world-map',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(worldMapViz);
  }),
});
