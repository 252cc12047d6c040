import { ContainerModule, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { popKpiManifest } from './manifest.js';

export type { PopKpiFormData } from './form-data.schema.js';
export type { ComparisonColorScheme } from './pop-kpi-controls.js';
export type { ChangeDirection, PeriodComparison, PopKpiChartProps } from './transform-props.js';

// The viz type's summary, bound at start-up; the rest loads with its first chart.
const popKpiViz = lazyViz(popKpiManifest, () => import('./viz.js').then((m) => m.popKpiViz));

/** The period-over-period KPI plugin. */
export default definePlugin({
  key: 'viz-pop-kpi',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(popKpiViz);
  }),
});
