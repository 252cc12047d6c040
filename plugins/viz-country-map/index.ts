import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { countryMapManifest } from './manifest.js';

export type { CountryMapFormData } from './form-data.schema.js';
export type { CountryMapChartProps, CountryMapEntry, CountryMapLegend } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const countryMapViz = lazyViz(countryMapManifest, () => import('./viz.js').then((m) => m.countryMapViz));

/** The country map plugin. */
export default definePlugin({
  key: 'viz-country-map',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(countryMapViz);
  }),
});
