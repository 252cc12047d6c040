import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { heatmapManifest } from './manifest.js';

export type { HeatmapFormData } from './form-data.schema.js';
export type { AxisSort, HeatmapLegendType, NormalizeAcross } from './heatmap-controls.js';
export type { AxisCategory, HeatmapCell, HeatmapChartProps, HeatmapLegend } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const heatmapViz = lazyViz(heatmapManifest, () => import('./viz.js').then((m) => m.heatmapViz));

/** The heatmap plugin. */
export default definePlugin({
  key: 'viz-heatmap',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(heatmapViz);
  }),
});
