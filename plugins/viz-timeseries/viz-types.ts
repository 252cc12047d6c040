import { defineViz, type VizContribution } from '@core/plugin-api/index.js';
import { buildTimeseriesQuery } from './build-query.js';
import { TIMESERIES_SCHEMAS } from './form-data.schema.js';
import { TIMESERIES_MANIFESTS } from './manifest.js';
import { migrateTimeseriesFormData } from './migrate.js';
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

/** The six time-series viz types, featured line chart first. */
export const TIMESERIES_VIZ_TYPES: readonly TimeseriesViz[] = Object.freeze([lineViz, barViz, areaViz, scatterViz, smoothViz, stepViz]);
