import { ContainerModule, VizContribution, definePlugin, defineViz } from '@core/plugin-api/index.js';
import { buildSankeyQuery } from './build-query.js';
import { sankeySchema, sankeyUiSchema, type SankeyFormData } from './form-data.schema.js';
import { sankeyManifest } from './manifest.js';
import { LEGACY_SANKEY_KEY, migrateSankey } from './migrate.js';
import { transformSankeyProps, type SankeyChartProps } from './transform-props.js';

/** The `sankey_v2` viz type: flows between stages; opens charts saved as the legacy `sankey`. */
export const sankeyViz = defineViz<SankeyFormData, SankeyChartProps>({
  ...sankeyManifest,
  formDataSchema: sankeySchema,
  uiSchema: sankeyUiSchema,
  buildQuery: buildSankeyQuery,
  transformProps: transformSankeyProps,
  legacyKeys: [LEGACY_SANKEY_KEY],
  migrate: migrateSankey,
  loadComponent: () => import('./SankeyChart.js'),
});

export type { SankeyFormData } from './form-data.schema.js';
export type { SankeyNodeAlignment, SankeyRoam } from './sankey-controls.js';
export type { SankeyChartProps, SankeyLink, SankeyNode } from './transform-props.js';

/** The sankey chart plugin. */
export default definePlugin({
  key: 'viz-sankey',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(sankeyViz);
  }),
});
