import { defineViz } from '@core/plugin-api/index.js';
import { buildPairedTTestQuery } from './build-query.js';
import { pairedTTestSchema, pairedTTestUiSchema, type PairedTTestFormData } from './form-data.schema.js';
import { pairedTTestManifest } from './manifest.js';
import { migratePairedTTest } from './migrate.js';
import { transformPairedTTestProps, type PairedTTestChartProps } from './transform-props.js';

/** The `paired_ttest` viz type: p-values and lift of groups against a control over time. */
export const pairedTTestViz = defineViz<PairedTTestFormData, PairedTTestChartProps>({
  ...pairedTTestManifest,
  formDataSchema: pairedTTestSchema,
  uiSchema: pairedTTestUiSchema,
  buildQuery: buildPairedTTestQuery,
  transformProps: transformPairedTTestProps,
  migrate: migratePairedTTest,
  loadComponent: () => import('./PairedTTestChart.js'),
});

export { pairedTTest, studentTCdf } from './student-t.js';
