import { defineViz } from '@core/plugin-api/index.js';
import { buildTreeQuery } from './build-query.js';
import { treeSchema, treeUiSchema, type TreeFormData } from './form-data.schema.js';
import { treeManifest } from './manifest.js';
import { migrateTree } from './migrate.js';
import { transformTreeProps, type TreeChartProps } from './transform-props.js';

/** The `tree_chart` viz type: id/parent rows drawn as a tree, orthogonal or radial. */
export const treeViz = defineViz<TreeFormData, TreeChartProps>({
  ...treeManifest,
  formDataSchema: treeSchema,
  uiSchema: treeUiSchema,
  buildQuery: buildTreeQuery,
  transformProps: transformTreeProps,
  migrate: migrateTree,
  loadComponent: () => import('./TreeChart.js'),
});
