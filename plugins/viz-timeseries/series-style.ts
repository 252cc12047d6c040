import type { SeriesCurve, SeriesStyle, TimeseriesChartProps, TimeseriesSeries } from './timeseries-chart-props.js';

/** The one stack group of a single-variant chart whose series are stacked. */
export const CHART_STACK = 'stack';

function curveOfVariant(props: Pick<TimeseriesChartProps, 'variant' | 'stepPosition'>): SeriesCurve {
  if (props.variant === 'smooth') return 'smooth';
  if (props.variant === 'step') return props.stepPosition;
  return 'linear';
}

/**
 * How a series is drawn: its own `style` on generic and mixed charts, else what the chart's
 * variant says (bars for `bar`, dots for `scatter`, a filled line for `area`, the variant's
 * curve, markers, opacity and stacking for the rest).
 *
 * @example
 * styleOf(testChartProps({ variant: 'area', stack: true }), series); // { kind: 'line', area: true, stackGroup: 'stack', … }
 */
export function styleOf(props: TimeseriesChartProps, series: TimeseriesSeries): SeriesStyle {
  if (series.style) return series.style;
  const { variant } = props;
  return {
    kind: variant === 'bar' ? 'bar' : variant === 'scatter' ? 'scatter' : 'line',
    curve: curveOfVariant(props),
    area: variant === 'area',
    markers: variant === 'scatter' || props.markers,
    markerSize: props.markerSize,
    opacity: props.opacity,
    stackGroup: props.stack && (variant === 'area' || variant === 'bar') ? CHART_STACK : null,
    yAxis: 0,
    showValues: props.showValues,
  };
}

/** Whether any series of the chart is drawn as bars (the x-axis then has a band per x value). */
export function hasBars(props: TimeseriesChartProps): boolean {
  return props.variant === 'bar' || props.series.some((series) => series.style?.kind === 'bar');
}

/** Whether every series with a value is stacked in one group, so a tooltip total means something. */
export function oneStack(props: TimeseriesChartProps, series: readonly TimeseriesSeries[]): boolean {
  if (series.length < 2) return false;
  const group = styleOf(props, series[0]!).stackGroup;
  return group !== null && series.every((item) => styleOf(props, item).stackGroup === group);
}
