import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { ganttManifest } from './manifest.js';

export type { GanttFormData } from './form-data.schema.js';
export type { GanttBar, GanttChartProps } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const ganttViz = lazyViz(ganttManifest, () => import('./viz.js').then((m) => m.ganttViz));

/** The Gantt chart plugin. */
export default definePlugin({
  key: 'viz-gantt',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(ganttViz);
  }),
});
