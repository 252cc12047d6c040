import { defineViz } from '@core/plugin-api/index.js';
import { buildTableQuery } from './build-query.js';
import { tableFormDataSchema, tableUiSchema } from './form-data.schema.js';
import { tableManifest } from './manifest.js';
import { migrateTableFormData } from './migrate.js';
import type { TableChartProps } from './table-chart-props.js';
import type { TableFormData } from './table-form-data.js';
import { transformTableProps } from './transform-props.js';

/** The `table` viz type: aggregated or raw rows in a sortable, searchable, paginated table. */
export const tableViz = defineViz<TableFormData, TableChartProps>({
  ...tableManifest,
  tags: [...tableManifest.tags],
  behaviors: [...tableManifest.behaviors],
  legacyKeys: [...tableManifest.legacyKeys],
  formDataSchema: tableFormDataSchema,
  uiSchema: tableUiSchema,
  buildQuery: buildTableQuery,
  transformProps: transformTableProps,
  migrate: migrateTableFormData,
  loadComponent: () => import('./TableChart.js'),
});
