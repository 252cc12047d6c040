import {
  pickedColorCss,
  formDataList,
  getColumnLabel,
  getMetricLabel,
  getTimeFormatter,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type QueryFormColumn,
  type QueryFormMetric,
  type TicksLayout,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { withWaterfallDefaults, type WaterfallFormData } from './form-data.schema.js';

/** Superset's generic type code of temporal columns. */
const TEMPORAL = 2;
/** How a missing x-axis or breakdown value is written (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';
/** Name of the closing bar. */
export const TOTAL_LABEL = 'Total';

/** What a bar shows: a change up, a change down, or a (sub)total from zero. */
export type BarKind = 'increase' | 'decrease' | 'total';

/** One bar of the waterfall. */
export interface WaterfallBar {
  /** Unique key: the x-axis value, and the breakdown value when there is one. */
  key: string;
  /** Label along the x-axis. */
  name: string;
  /** The x-axis value's label the bar belongs to (the bar's own name without a breakdown). */
  group: string;
  kind: BarKind;
  /** The running total before and after the bar; a total runs from 0. */
  start: number;
  end: number;
  /** The change (increase or decrease), or the total. */
  value: number;
}

/** Props of the `waterfall` component. */
export interface WaterfallChartProps {
  bars: WaterfallBar[];
  /** The value range the axis must show, zero included. */
  extent: [number, number];
  /** CSS colours of increase, decrease and total bars. */
  colors: Record<BarKind, string>;
  /** Verbose name of the metric. */
  metricName: string;
  /** Whether there is a breakdown (bars are then grouped by x-axis value). */
  hasBreakdown: boolean;
  yAxisFormat: string;
  showValue: boolean;
  showLegend: boolean;
  xTicksLayout: TicksLayout;
  xAxisLabel: string;
  yAxisLabel: string;
}

/**
 * `waterfall`: the rows, in the query's order, become bars that start where the running total
 * stands and move it by the metric (null counts as 0): increases up, decreases down. Without a
 * breakdown a `Total` bar closes the chart; with one, each x-axis value's parts are followed by a
 * subtotal bar named by that value, from zero to the running total. Temporal x values are written
 * with `x_axis_time_format`.
 *
 * @example
 * transformWaterfallProps({ result: [{ colnames: ['ds', 'SUM(num)'], data: [{ ds: 0, 'SUM(num)': 5 }, { ds: 1, 'SUM(num)': -2 }] }] }, formData);
 * // bars: [{ kind: 'increase', start: 0, end: 5 }, { kind: 'decrease', start: 5, end: 3 }, { name: 'Total', kind: 'total', start: 0, end: 3 }]
 */
export function transformWaterfallProps(response: ChartDataResponse, formData: WaterfallFormData, context?: TransformPropsContext): WaterfallChartProps {
  const fd = withWaterfallDefaults(formData);
  const result = response.result[0];
  const colnames = result?.colnames ?? [];
  const xLabel = getColumnLabel(fd.x_axis ?? undefined);
  const breakdownLabel = getColumnLabel(formDataList<QueryFormColumn>(fd.groupby)[0]);
  const metricLabel = fd.metric ? getMetricLabel(fd.metric as QueryFormMetric) : undefined;
  const formatTime = getTimeFormatter(fd.x_axis_time_format);
  const isTemporal = (label: string | undefined) => label !== undefined && result?.coltypes[colnames.indexOf(label)] === TEMPORAL;
  const nameOf = (value: unknown, temporal: boolean) =>
    value === null || value === undefined ? NULL_LABEL : temporal && typeof value === 'number' ? formatTime(value) : String(value);
  const xTemporal = isTemporal(xLabel);
  const breakdownTemporal = isTemporal(breakdownLabel);

  const bars: WaterfallBar[] = [];
  let running = 0;
  let low = 0;
  let high = 0;
  const track = (value: number) => {
    if (value < low) low = value;
    if (value > high) high = value;
  };
  const pushTotal = (name: string, group: string, key: string) => {
    bars.push({ key, name, group, kind: 'total', start: 0, end: running, value: running });
    track(running);
  };

  const rows = result && metricLabel !== undefined && colnames.includes(metricLabel) ? result.data : [];
  let currentGroup: string | null = null;
  for (const row of rows) {
    const group = xLabel !== undefined ? nameOf(row[xLabel], xTemporal) : '';
    if (breakdownLabel !== undefined && currentGroup !== null && group !== currentGroup) pushTotal(currentGroup, currentGroup, `${currentGroup}\u0000total`);
    currentGroup = group;
    const value = toFiniteNumber(row[metricLabel!]) ?? 0;
    const name = breakdownLabel !== undefined ? nameOf(row[breakdownLabel], breakdownTemporal) : group;
    const start = running;
    running += value;
    bars.push({ key: `${group}\u0000${name}\u0000${bars.length}`, name, group, kind: value < 0 ? 'decrease' : 'increase', start, end: running, value });
    track(start);
    track(running);
  }
  if (currentGroup !== null) {
    if (breakdownLabel !== undefined) pushTotal(currentGroup, currentGroup, `${currentGroup}\u0000total`);
    else pushTotal(TOTAL_LABEL, TOTAL_LABEL, '\u0000total');
  }

  return {
    bars,
    extent: [low, high],
    colors: {
      increase: pickedColorCss(fd.increase_color, 'rgba(90, 193, 137, 1)'),
      decrease: pickedColorCss(fd.decrease_color, 'rgba(224, 67, 85, 1)'),
      total: pickedColorCss(fd.total_color, 'rgba(102, 102, 102, 1)'),
    },
    metricName: metricLabel !== undefined ? verboseName(metricLabel, context) : '',
    hasBreakdown: breakdownLabel !== undefined,
    yAxisFormat: fd.y_axis_format,
    showValue: fd.show_value,
    showLegend: fd.show_legend,
    xTicksLayout: fd.x_ticks_layout,
    xAxisLabel: fd.x_axis_label,
    yAxisLabel: fd.y_axis_label,
  };
}
