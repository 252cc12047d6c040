import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { pieManifest } from './manifest.js';

export type { LegendOrientation, PieFormData } from './form-data.schema.js';
export type { PieLabelType } from './pie-controls.js';
export type { GroupValue, PieChartProps, PieSlice } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const pieViz = lazyViz(pieManifest, () => import('./viz.js').then((m) => m.pieViz));

/** The pie chart plugin. */
export default definePlugin({
  key: 'viz-pie',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(pieViz);
  }),
});
