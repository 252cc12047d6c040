import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { timeTableManifest } from './manifest.js';

export type { TimeTableColumn, TimeTableFormData } from './form-data.schema.js';
export type { TimeTableCell, TimeTableChartProps, TimeTableColumnView, TimeTableRow } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const timeTableViz = lazyViz(timeTableManifest, () => import('./viz.js').then((m) => m.timeTableViz));

/** The time-series table plugin. */
export default definePlugin({
  key: 'viz-time-table',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(timeTableViz);
  }),
});
