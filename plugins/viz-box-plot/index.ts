import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { boxPlotManifest } from './manifest.js';

export type { BoxPlotFormData } from './form-data.schema.js';
export type { Box, BoxPlotChartProps, BoxStats } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const boxPlotViz = lazyViz(boxPlotManifest, () => import('./viz.js').then((m) => m.boxPlotViz));

/** The box plot plugin. */
export default definePlugin({
  key: 'viz-box-plot',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(boxPlotViz);
  }),
});
