import { defineViz } from '@core/plugin-api/index.js';
import { buildGanttQuery } from './build-query.js';
import { ganttSchema, ganttUiSchema, type GanttFormData } from './form-data.schema.js';
import { ganttManifest } from './manifest.js';
import { migrateGantt } from './migrate.js';
import { transformGanttProps, type GanttChartProps } from './transform-props.js';

/** The `gantt_chart` viz type: spans of time on rows, coloured by series. */
export const ganttViz = defineViz<GanttFormData, GanttChartProps>({
  ...ganttManifest,
  formDataSchema: ganttSchema,
  uiSchema: ganttUiSchema,
  buildQuery: buildGanttQuery,
  transformProps: transformGanttProps,
  migrate: migrateGantt,
  loadComponent: () => import('./GanttChart.js'),
});
