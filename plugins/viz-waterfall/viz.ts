import { defineViz } from '@core/plugin-api/index.js';
import { buildWaterfallQuery } from './build-query.js';
import { waterfallSchema, waterfallUiSchema, type WaterfallFormData } from './form-data.schema.js';
import { waterfallManifest } from './manifest.js';
import { migrateWaterfall } from './migrate.js';
import { transformWaterfallProps, type WaterfallChartProps } from './transform-props.js';

/** The `waterfall` viz type: a running total moved by increases and decreases. */
export const waterfallViz = defineViz<WaterfallFormData, WaterfallChartProps>({
  ...waterfallManifest,
  formDataSchema: waterfallSchema,
  uiSchema: waterfallUiSchema,
  buildQuery: buildWaterfallQuery,
  transformProps: transformWaterfallProps,
  migrate: migrateWaterfall,
  loadComponent: () => import('./WaterfallChart.js'),
});
