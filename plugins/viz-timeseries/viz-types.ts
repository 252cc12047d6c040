import { defineViz, type AnyVizContribution, type VizContribution } from '@core/plugin-api/index.js';
import { buildTimeseriesQuery } from './build-query.js';
import { GENERIC_TIMESERIES_SCHEMA, TIMESERIES_SCHEMAS } from './form-data.schema.js';
import { GENERIC_TIMESERIES_MANIFEST, MIXED_TIMESERIES_MANIFEST, TIMESERIES_MANIFESTS } from './manifest.js';
import { migrateTimeseriesFormData } from './migrate.js';
import { buildMixedTimeseriesQuery } from './mixed-build-query.js';
import type { MixedTimeseriesFormData } from './mixed-form-data.js';
import { migrateMixedTimeseries } from './mixed-migrate.js';
import { MIXED_TIMESERIES_SCHEMA } from './mixed-schema.js';
import { transformMixedTimeseriesProps } from './mixed-transform-props.js';
import { timePivotViz } from './time-pivot.js';
import type { TimeseriesChartProps } from './timeseries-chart-props.js';
import type { TimeseriesFormData } from './timeseries-form-data.js';
import type { TimeseriesVariant } from './timeseries-variant.js';
import { transformTimeseriesProps } from './transform-props.js';

/** A time-series viz type descriptor. */
export type TimeseriesViz = VizContribution<TimeseriesFormData, TimeseriesChartProps>;

function timeseriesViz(variant: TimeseriesVariant): TimeseriesViz {
  const { schema, uiSchema } = TIMESERIES_SCHEMAS[variant];
  return defineViz<TimeseriesFormData, TimeseriesChartProps>({
    ...TIMESERIES_MANIFESTS[variant],
    formDataSchema: schema,
    uiSchema,
    buildQuery: buildTimeseriesQuery,
    transformProps: transformTimeseriesProps,
    migrate: migrateTimeseriesFormData,
    // One component draws every variant; it reads the variant from its props.
    loadComponent: () => import('./TimeseriesChart.js'),
  });
}

/** Line Chart (`echarts_timeseries_line`). */
export const lineViz = timeseriesViz('line');
/** Bar Chart (`echarts_timeseries_bar`). */
export const barViz = timeseriesViz('bar');
/** Area Chart (`echarts_area`). */
export const areaViz = timeseriesViz('area');
/** Scatter Plot (`echarts_timeseries_scatter`). */
export const scatterViz = timeseriesViz('scatter');
/** Smooth Line (`echarts_timeseries_smooth`). */
export const smoothViz = timeseriesViz('smooth');
/** Stepped Line (`echarts_timeseries_step`). */
export const stepViz = timeseriesViz('step');
/** Time-series Percent Change (`compare`, Superset's NVD3 type): each series' change since its first value. */
export const compareViz = timeseriesViz('compare');

/** Generic Chart (`echarts_timeseries`): every series in the style chosen in its controls. */
export const genericViz: TimeseriesViz = defineViz<TimeseriesFormData, TimeseriesChartProps>({
  ...GENERIC_TIMESERIES_MANIFEST,
  formDataSchema: GENERIC_TIMESERIES_SCHEMA.schema,
  uiSchema: GENERIC_TIMESERIES_SCHEMA.uiSchema,
  buildQuery: buildTimeseriesQuery,
  transformProps: transformTimeseriesProps,
  migrate: migrateTimeseriesFormData,
  loadComponent: () => import('./TimeseriesChart.js'),
});

/** Mixed Chart (`mixed_timeseries`): queries A and B drawn together, each on the y-axis of its choice. */
export const mixedViz = defineViz<MixedTimeseriesFormData, TimeseriesChartProps>({
  ...MIXED_TIMESERIES_MANIFEST,
  formDataSchema: MIXED_TIMESERIES_SCHEMA.schema,
  uiSchema: MIXED_TIMESERIES_SCHEMA.uiSchema,
  buildQuery: buildMixedTimeseriesQuery,
  transformProps: transformMixedTimeseriesProps,
  migrate: migrateMixedTimeseries,
  loadComponent: () => import('./TimeseriesChart.js'),
});

/** The time-series viz types, featured line chart first, then the generic and mixed charts. */
export const TIMESERIES_VIZ_TYPES: readonly AnyVizContribution[] = Object.freeze([
  lineViz,
  barViz,
  areaViz,
  scatterViz,
  smoothViz,
  stepViz,
  compareViz,
  genericViz,
  mixedViz,
  timePivotViz,
]);
