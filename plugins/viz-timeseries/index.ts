import { ContainerModule, VizContribution, definePlugin } from '@core/plugin-api/index.js';
import { TIMESERIES_VIZ_TYPES } from './viz-types.js';

export { areaViz, barViz, lineViz, scatterViz, smoothViz, stepViz, TIMESERIES_VIZ_TYPES } from './viz-types.js';
export type { TimeseriesViz } from './viz-types.js';
export type { TimeseriesChartProps, TimeseriesSeries, FormulaAnnotation, XAxisType } from './timeseries-chart-props.js';
export type { TimeseriesFormData } from './timeseries-form-data.js';

/** The time-series charts: line, bar, area, scatter, smooth line and stepped line. */
export default definePlugin({
  key: 'viz-timeseries',
  module: new ContainerModule(({ bind }) => {
    for (const viz of TIMESERIES_VIZ_TYPES) bind(VizContribution).toConstantValue(viz);
  }),
});
