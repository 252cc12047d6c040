import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { radarManifest } from './manifest.js';

export type { LegendOrientation, RadarColumnConfig, RadarFormData } from './form-data.schema.js';
export type { LabelPosition, RadarLabelType } from './radar-controls.js';
export type { GroupValue, RadarAxis, RadarChartProps, RadarSeries } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const radarViz = lazyViz(radarManifest, () => import('./viz.js').then((m) => m.radarViz));

/** The radar chart plugin. */
export default definePlugin({
  key: 'viz-radar',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(radarViz);
  }),
});
