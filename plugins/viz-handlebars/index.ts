import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { handlebarsManifest } from './manifest.js';

export type { HandlebarsFormData } from './form-data.schema.js';
export type { HandlebarsChartProps } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const handlebarsViz = lazyViz(handlebarsManifest, () => import('./viz.js').then((m) => m.handlebarsViz));

/** The Handlebars chart plugin. */
export default definePlugin({
  key: 'viz-handlebars',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(handlebarsViz);
  }),
});
