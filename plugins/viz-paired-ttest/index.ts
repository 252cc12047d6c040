import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { pairedTTestManifest } from './manifest.js';

export type { PairedTTestFormData } from './form-data.schema.js';
export type { PairedTTestResult } from './student-t.js';
export type { PairedTTestChartProps, TTestGroup, TTestMetric } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const pairedTTestViz = lazyViz(pairedTTestManifest, () => import('./viz.js').then((m) => m.pairedTTestViz));

/** The paired t-test plugin. */
export default definePlugin({
  key: 'viz-paired-ttest',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(pairedTTestViz);
  }),
});
