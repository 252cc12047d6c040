import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { pivotTableManifest } from './manifest.js';

export type { PivotTableFormData } from './form-data.schema.js';
export type { PivotTableChartProps } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const pivotTableViz = lazyViz(pivotTableManifest, () => import('./viz.js').then((m) => m.pivotTableViz));

/** The pivot-table plugin: binds {@link pivotTableViz}. */
export default definePlugin({
  key: 'viz-pivot-table',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(pivotTableViz);
  }),
});
