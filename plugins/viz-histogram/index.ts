import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { histogramManifest } from './manifest.js';

export type { HistogramFormData } from './form-data.schema.js';
export type { HistogramBin, HistogramChartProps, HistogramSeries } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const histogramViz = lazyViz(histogramManifest, () => import('./viz.js').then((m) => m.histogramViz));

/** The histogram plugin. */
export default definePlugin({
  key: 'viz-histogram',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(histogramViz);
  }),
});
