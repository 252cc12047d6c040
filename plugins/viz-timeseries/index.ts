import { ContainerModule, ControlSectionContribution, VizContribution, definePlugin, lazyViz } from '@core/plugin-api/index.js';
import { GENERIC_TIMESERIES_MANIFEST, MIXED_TIMESERIES_MANIFEST, TIMESERIES_MANIFESTS, TIME_PIVOT_MANIFEST } from './manifest.js';
import { MIXED_CONTROL_SECTIONS } from './mixed-sections.js';
import { TIMESERIES_VARIANTS } from './timeseries-variant.js';

export type { MixedTimeseriesFormData } from './mixed-form-data.js';
export type { TimePivotFormData } from './time-pivot.js';
export type { TimeseriesViz } from './viz-types.js';
export type { TimeseriesChartProps, TimeseriesSeries, FormulaAnnotation, XAxisType } from './timeseries-chart-props.js';
export type { TimeseriesFormData } from './timeseries-form-data.js';

/** The gallery metadata of every time-series type, in the order of `TIMESERIES_VIZ_TYPES` (viz-types.ts). */
const SUMMARIES = [...TIMESERIES_VARIANTS.map((variant) => TIMESERIES_MANIFESTS[variant]), GENERIC_TIMESERIES_MANIFEST, MIXED_TIMESERIES_MANIFEST, TIME_PIVOT_MANIFEST];

/** The time-series types as bound at start-up; their shared module loads with the first drawn. */
const TIMESERIES_TYPES = SUMMARIES.map((summary) => lazyViz(summary, () => import('./viz-types.js').then((m) => m.TIMESERIES_VIZ_TYPES.find((viz) => viz.key === summary.key))));

/**
 * The time-series charts: line, bar, area, scatter, smooth line, stepped line, the generic chart
 * and the mixed chart (with its Query B panel sections). They also open Superset's retired NVD3
 * keys: `line`, `bar`, `dist_bar`, `area`, `dual_line`, `line_multi`. They share one module
 * (viz-types.ts), which loads with the first of them drawn.
 */
export default definePlugin({
  key: 'viz-timeseries',
  module: new ContainerModule(({ bind }) => {
    for (const viz of TIMESERIES_TYPES) bind(VizContribution).toConstantValue(viz);
    for (const section of MIXED_CONTROL_SECTIONS) bind(ControlSectionContribution).toConstantValue(section);
  }),
});
