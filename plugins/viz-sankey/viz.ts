import { defineViz } from '@core/plugin-api/index.js';
import { buildSankeyQuery } from './build-query.js';
import { sankeySchema, sankeyUiSchema, type SankeyFormData } from './form-data.schema.js';
import { sankeyManifest } from './manifest.js';
import { migrateSankey } from './migrate.js';
import { transformSankeyProps, type SankeyChartProps } from './transform-props.js';

/** The `sankey_v2` viz type: flows between stages; opens charts saved as the legacy `sankey`. */
export const sankeyViz = defineViz<SankeyFormData, SankeyChartProps>({
  ...sankeyManifest,
  formDataSchema: sankeySchema,
  uiSchema: sankeyUiSchema,
  buildQuery: buildSankeyQuery,
  transformProps: transformSankeyProps,
  migrate: migrateSankey,
  loadComponent: () => import('./SankeyChart.js'),
});
