import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { DECK_KEYS } from './form-data.js';
import { DECK_MANIFESTS } from './manifest.js';

export { DECK_KEYS, type DeckFormData, type DeckKey } from './form-data.js';
export type { DeckChartProps, DeckLayerSpec } from './chart-props.js';

/** The map types as bound at start-up; their module (viz.ts) loads with the first map opened. */
const DECK_TYPES = DECK_KEYS.map((key) => lazyViz(DECK_MANIFESTS[key], () => import('./viz.js').then((m) => m.DECK_VIZ_TYPES.find((viz) => viz.key === key))));

/**
 * Maps: Superset's deck.gl layers, the clustered points map (`mapbox`) and a points map (`osm`).
 * Their schemas and functions (viz.ts) load with the first map opened; deck.gl with the first drawn.
 */
export default definePlugin({
  key: 'viz-deckgl',
  module: new ContainerModule(({ bind }) => {
    for (const viz of DECK_TYPES) bind(VizContribution).toConstantValue(viz);
  }),
});
