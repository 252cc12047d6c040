import { ContainerModule, VizContribution, definePlugin } from '@core/plugin-api/index.js';
import { tableViz } from './table-viz.js';

export { tableViz } from './table-viz.js';
export { buildTableQuery } from './build-query.js';
export { transformTableProps } from './transform-props.js';
export { migrateTableFormData } from './migrate.js';
export type { TableChartProps, TableColumn, TableRow } from './table-chart-props.js';
export type { TableFormData, TableQueryMode } from './table-form-data.js';
export type { TableOwnState, TableSortBy } from './table-own-state.js';

/** The `table` viz type (Superset's Table chart). */
export default definePlugin({
  key: 'viz-table',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(tableViz);
  }),
});
