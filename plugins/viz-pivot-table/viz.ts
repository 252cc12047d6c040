import { defineViz } from '@core/plugin-api/index.js';
import { buildQuery } from './build-query.js';
import { pivotTableFormDataSchema, pivotTableUiSchema, type PivotTableFormData } from './form-data.schema.js';
import { pivotTableManifest } from './manifest.js';
import { migrate } from './migrate.js';
import { transformProps, type PivotTableChartProps } from './transform-props.js';

/**
 * The pivot table viz type (`pivot_table_v2`): pivots a grouped query in the browser. Charts saved
 * as Superset's legacy `pivot_table` open as this type.
 */
export const pivotTableViz = defineViz<PivotTableFormData, PivotTableChartProps>({
  ...pivotTableManifest,
  formDataSchema: pivotTableFormDataSchema,
  uiSchema: pivotTableUiSchema,
  buildQuery,
  transformProps,
  migrate,
  loadComponent: () => import('./PivotTableChart.js'),
});
