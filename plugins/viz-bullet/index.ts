import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { bulletManifest } from './manifest.js';

export type { BulletFormData } from './form-data.schema.js';
export type { Bullet, BulletChartProps, BulletMark, GroupValue } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const bulletViz = lazyViz(bulletManifest, () => import('./viz.js').then((m) => m.bulletViz));

/** The bullet chart plugin. */
export default definePlugin({
  key: 'viz-bullet',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(bulletViz);
  }),
});
