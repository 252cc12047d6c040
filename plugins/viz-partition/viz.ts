import { defineViz } from '@core/plugin-api/index.js';
import { buildPartitionQuery } from './build-query.js';
import { partitionSchema, partitionUiSchema, type PartitionFormData } from './form-data.schema.js';
import { partitionManifest } from './manifest.js';
import { migratePartition } from './migrate.js';
import { transformPartitionProps, type PartitionChartProps } from './transform-props.js';

/** The `partition` viz type: Superset's icicle of metrics split by groups and periods. */
export const partitionViz = defineViz<PartitionFormData, PartitionChartProps>({
  ...partitionManifest,
  formDataSchema: partitionSchema,
  uiSchema: partitionUiSchema,
  buildQuery: buildPartitionQuery,
  transformProps: transformPartitionProps,
  migrate: migratePartition,
  loadComponent: () => import('./PartitionChart.js'),
});
