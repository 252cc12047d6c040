import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { bigNumberManifest, bigNumberTotalManifest } from './manifest.js';

export type { BigNumberFormData, BigNumberTotalFormData } from './form-data.schema.js';
export type { BigNumberTotalProps, BigNumberTrendProps, TrendPoint } from './transform-props.js';

// The viz types' summaries, bound at start-up; the rest loads with the first chart of each.
const bigNumberTotalViz = lazyViz(bigNumberTotalManifest, () => import('./viz.js').then((m) => m.bigNumberTotalViz));
const bigNumberViz = lazyViz(bigNumberManifest, () => import('./viz.js').then((m) => m.bigNumberViz));

/** The big number plugin: `big_number_total` and `big_number`. */
export default definePlugin({
  key: 'viz-big-number',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(bigNumberTotalViz);
    bind(VizContribution).toConstantValue(bigNumberViz);
  }),
});
