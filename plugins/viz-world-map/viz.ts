import { defineViz } from '@core/plugin-api/index.js';
import { buildWorldMapQuery } from './build-query.js';
import { worldMapSchema, worldMapUiSchema, type WorldMapFormData } from './form-data.schema.js';
import { worldMapManifest } from './manifest.js';
import { migrateWorldMap } from './migrate.js';
import { transformWorldMapProps, type WorldMapChartProps } from './transform-props.js';

/** The `world_map` viz type: countries shaded by a metric, with bubbles and cross-filtering. */
export const worldMapViz = defineViz<WorldMapFormData, WorldMapChartProps>({
  ...worldMapManifest,
  formDataSchema: worldMapSchema,
  uiSchema: worldMapUiSchema,
  buildQuery: buildWorldMapQuery,
  transformProps: transformWorldMapProps,
  migrate: migrateWorldMap,
  loadComponent: () => import('./WorldMapChart.js'),
});
