import { defineViz } from '@core/plugin-api/index.js';
import { buildTreemapQuery } from './build-query.js';
import { treemapSchema, treemapUiSchema, type TreemapFormData } from './form-data.schema.js';
import { treemapManifest } from './manifest.js';
import { migrateTreemap } from './migrate.js';
import { transformTreemapProps, type TreemapChartProps } from './transform-props.js';

/** The `treemap_v2` viz type: a hierarchy as nested rectangles, with cross-filtering; opens legacy `treemap` charts. */
export const treemapViz = defineViz<TreemapFormData, TreemapChartProps>({
  ...treemapManifest,
  formDataSchema: treemapSchema,
  uiSchema: treemapUiSchema,
  buildQuery: buildTreemapQuery,
  transformProps: transformTreemapProps,
  migrate: migrateTreemap,
  loadComponent: () => import('./TreemapChart.js'),
});
