import { defineViz, type ChartDataResponse, type TransformPropsContext } from '@core/plugin-api/index.js';
import { buildDeckQuery } from './build-query.js';
import type { DeckChartProps } from './chart-props.js';
import { DECK_KEYS, type DeckFormData, type DeckKey } from './form-data.js';
import { DECK_MANIFESTS } from './manifest.js';
import { migrateDeck } from './migrate.js';
import { DECK_SCHEMAS } from './schemas.js';
import { transformDeckProps } from './transform-props.js';

/** Map types drawing one mark per row of points: their rows travel as Arrow (up to millions of them). */
const POINT_LAYERS: ReadonlySet<DeckKey> = new Set(['deck_scatter', 'deck_hex', 'deck_grid', 'deck_heatmap', 'deck_screengrid', 'deck_contour', 'osm', 'mapbox']);

/** One map type: its schema, Superset's form data, the shared query and props functions, the lazily loaded map. */
function deckViz(key: DeckKey) {
  return defineViz<DeckFormData, DeckChartProps>({
    ...DECK_MANIFESTS[key],
    formDataSchema: DECK_SCHEMAS[key].schema,
    uiSchema: DECK_SCHEMAS[key].uiSchema,
    buildQuery: (formData) => buildDeckQuery(key, formData),
    transformProps: (response: ChartDataResponse, formData: DeckFormData, context?: TransformPropsContext) => transformDeckProps(key, response, formData, context),
    migrate: migrateDeck,
    dataFormat: POINT_LAYERS.has(key) ? 'arrow' : 'json',
    // deck.gl is large: it loads with the first map drawn, never with the app.
    loadComponent: () => import('./DeckChart.js'),
  });
}

/** Every map type of the plugin, in gallery order. */
export const DECK_VIZ_TYPES = DECK_KEYS.map(deckViz);
