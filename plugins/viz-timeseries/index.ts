import { ContainerModule, ControlSectionContribution, VizContribution, definePlugin } from '@core/plugin-api/index.js';
import { MIXED_CONTROL_SECTIONS } from './mixed-sections.js';
import { TIMESERIES_VIZ_TYPES } from './viz-types.js';

export { areaViz, barViz, compareViz, genericViz, lineViz, mixedViz, scatterViz, smoothViz, stepViz, TIMESERIES_VIZ_TYPES } from './viz-types.js';
export type { MixedTimeseriesFormData } from './mixed-form-data.js';
export { timePivotViz, type TimePivotFormData } from './time-pivot.js';
export type { TimeseriesViz } from './viz-types.js';
export type { TimeseriesChartProps, TimeseriesSeries, FormulaAnnotation, XAxisType } from './timeseries-chart-props.js';
export type { TimeseriesFormData } from './timeseries-form-data.js';

/**
 * The time-series charts: line, bar, area, scatter, smooth line, stepped line, the generic chart
 * and the mixed chart (with its Query B panel sections). They also open Superset's retired NVD3
 * keys: `line`, `bar`, `dist_bar`, `area`, `dual_line`, `line_multi`.
 */
export default definePlugin({
  key: 'viz-timeseries',
  module: new ContainerModule(({ bind }) => {
    for (const viz of TIMESERIES_VIZ_TYPES) bind(VizContribution).toConstantValue(viz);
    for (const section of MIXED_CONTROL_SECTIONS) bind(ControlSectionContribution).toConstantValue(section);
  }),
});
