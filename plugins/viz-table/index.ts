import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { tableManifest } from './manifest.js';

export type { TableChartProps, TableColumn, TableRow } from './table-chart-props.js';
export type { TableFormData, TableQueryMode } from './table-form-data.js';
export type { TableOwnState, TableSortBy } from './table-own-state.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const tableViz = lazyViz(tableManifest, () => import('./table-viz.js').then((m) => m.tableViz));

/** The `table` viz type (Superset's Table chart); its schema, functions and component load with its first chart (table-viz.ts). */
export default definePlugin({
  key: 'viz-table',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(tableViz);
  }),
});
