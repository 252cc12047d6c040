/**
 * The kinds of time-series chart that share this plugin's query, props and component; `compare`
 * is Superset's "Time-series Percent Change", lines of each value's change since the first.
 */
export const TIMESERIES_VARIANTS = ['line', 'bar', 'area', 'scatter', 'smooth', 'step', 'compare'] as const;

/** One kind of time-series chart: how its series are drawn. */
export type TimeseriesVariant = (typeof TIMESERIES_VARIANTS)[number];

/** Superset's viz key of each variant, as stored in `form_data.viz_type`. */
export const VIZ_KEY_OF_VARIANT: Readonly<Record<TimeseriesVariant, string>> = Object.freeze({
  line: 'echarts_timeseries_line',
  bar: 'echarts_timeseries_bar',
  area: 'echarts_area',
  scatter: 'echarts_timeseries_scatter',
  smooth: 'echarts_timeseries_smooth',
  step: 'echarts_timeseries_step',
  compare: 'compare',
});

/** The variant of a viz key; `line` for a key that is not one of this plugin's. */
export function variantOfVizKey(vizType: unknown): TimeseriesVariant {
  const entry = Object.entries(VIZ_KEY_OF_VARIANT).find(([, key]) => key === vizType);
  return (entry?.[0] as TimeseriesVariant | undefined) ?? 'line';
}

/** Superset's key of the generic time-series chart, whose series type is chosen in its controls. */
export const GENERIC_VIZ_KEY = 'echarts_timeseries';

/** Superset's key of the mixed chart: two queries, each with its own series type and y-axis. */
export const MIXED_VIZ_KEY = 'mixed_timeseries';
