import { ContainerModule, VizContribution, definePlugin, defineViz } from '@core/plugin-api/index.js';
import { buildSunburstQuery } from './build-query.js';
import { sunburstSchema, sunburstUiSchema, type SunburstFormData } from './form-data.schema.js';
import { sunburstManifest } from './manifest.js';
import { migrateSunburst } from './migrate.js';
import { transformSunburstProps, type SunburstChartProps } from './transform-props.js';

/** The `sunburst_v2` viz type: a hierarchy as rings of arcs, with cross-filtering; opens legacy `sunburst` charts. */
export const sunburstViz = defineViz<SunburstFormData, SunburstChartProps>({
  ...sunburstManifest,
  formDataSchema: sunburstSchema,
  uiSchema: sunburstUiSchema,
  buildQuery: buildSunburstQuery,
  transformProps: transformSunburstProps,
  migrate: migrateSunburst,
  loadComponent: () => import('./SunburstChart.js'),
});

export type { SunburstFormData } from './form-data.schema.js';
export type { SunburstLabelType } from './sunburst-controls.js';
export type { GroupValue, SunburstChartProps, SunburstNode } from './transform-props.js';

/** The sunburst plugin. */
export default definePlugin({
  key: 'viz-sunburst',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(sunburstViz);
  }),
});
