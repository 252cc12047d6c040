import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { calHeatmapManifest } from './manifest.js';

export type { Granularity } from './calendar-grid.js';
export type { CalHeatmapFormData } from './form-data.schema.js';
export type { CalendarBlock, CalendarCellView, CalHeatmapChartProps, MetricCalendar } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const calHeatmapViz = lazyViz(calHeatmapManifest, () => import('./viz.js').then((m) => m.calHeatmapViz));

/** The calendar heatmap plugin. */
export default definePlugin({
  key: 'viz-cal-heatmap',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(calHeatmapViz);
  }),
});
