import { defineViz } from '@core/plugin-api/index.js';
import { buildParaQuery } from './build-query.js';
import { paraSchema, paraUiSchema, type ParaFormData } from './form-data.schema.js';
import { paraManifest } from './manifest.js';
import { migratePara } from './migrate.js';
import { transformParaProps, type ParaChartProps } from './transform-props.js';

/** The `para` viz type: parallel coordinates with brushing. */
export const paraViz = defineViz<ParaFormData, ParaChartProps>({
  ...paraManifest,
  formDataSchema: paraSchema,
  uiSchema: paraUiSchema,
  buildQuery: buildParaQuery,
  transformProps: transformParaProps,
  migrate: migratePara,
  loadComponent: () => import('./ParaChart.js'),
});
