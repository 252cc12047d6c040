import { defineViz } from '@core/plugin-api/index.js';
import { buildTimeTableQuery } from './build-query.js';
import { timeTableSchema, timeTableUiSchema, type TimeTableFormData } from './form-data.schema.js';
import { timeTableManifest } from './manifest.js';
import { migrateTimeTable } from './migrate.js';
import { transformTimeTableProps, type TimeTableChartProps } from './transform-props.js';

/** The `time_table` viz type: metrics or groups over time as a table of comparisons and sparklines. */
export const timeTableViz = defineViz<TimeTableFormData, TimeTableChartProps>({
  ...timeTableManifest,
  formDataSchema: timeTableSchema,
  uiSchema: timeTableUiSchema,
  buildQuery: buildTimeTableQuery,
  transformProps: transformTimeTableProps,
  migrate: migrateTimeTable,
  loadComponent: () => import('./TimeTableChart.js'),
});
