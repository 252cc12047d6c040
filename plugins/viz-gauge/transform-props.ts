import {
  chartColorScale,
  getColorScheme,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type QueryFormColumn,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { withGaugeDefaults, type GaugeFormData } from './form-data.schema.js';
import { gaugeIntervals, gaugeRange, type GaugeInterval } from './gauge-scale.js';

/** How a missing dimension value is named (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';

/** A dimension value as it came from the database. */
export type GroupValue = string | number | boolean | null;

/** One group's value on the dial. */
export interface GaugeSeries {
  /** The group's name: its dimension values joined with ", " (the metric's name without groups). */
  key: string;
  groupValues: GroupValue[];
  value: number;
  /** The value written with the number format inside `value_formatter`. */
  formattedValue: string;
  color: string;
}

/** An axis label of the dial. */
export interface GaugeTick {
  /** Position along the dial, 0 at the start and 1 at the end. */
  fraction: number;
  label: string;
}

/** Props of the `gauge_chart` component. */
export interface GaugeChartProps {
  series: GaugeSeries[];
  groupby: QueryFormColumn[];
  metricLabel: string;
  min: number;
  max: number;
  /** One label per split, `split_number + 1` in all. */
  ticks: GaugeTick[];
  intervals: GaugeInterval[];
  startAngle: number;
  endAngle: number;
  fontSize: number;
  showPointer: boolean;
  animation: boolean;
  showAxisTick: boolean;
  showSplitLine: boolean;
  showProgress: boolean;
  overlap: boolean;
  roundCap: boolean;
}

function toGroupValue(value: unknown): GroupValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

/**
 * `gauge_chart`: one needle and progress bar per row, named by its dimension values and coloured
 * from the colour scale; the dial's range from `min_val` / `max_val` or the data; the axis labels
 * at each split, written with `number_format`; the coloured intervals. Rows without a value are
 * left out.
 *
 * @example
 * transformGaugeProps({ result: [{ colnames: ['count'], coltypes: [0], data: [{ count: 42 }], rowcount: 1 }] }, { …, metric: 'count', max_val: 100 });
 * // { series: [{ key: 'count', value: 42, formattedValue: '42', … }], min: 0, max: 100, ticks: [{ fraction: 0, label: '0' }, …], … }
 */
export function transformGaugeProps(response: ChartDataResponse, formData: GaugeFormData, context?: TransformPropsContext): GaugeChartProps {
  const fd = withGaugeDefaults(formData);
  const result = response.result[0];
  const groupby = fd.groupby ?? [];
  const groupLabels = groupby.map((column) => getColumnLabel(column) ?? '');
  const metricLabel = getMetricLabel(fd.metric) ?? '';
  const formatNumber = getNumberFormatter(fd.number_format);
  const template = typeof fd.value_formatter === 'string' && fd.value_formatter.includes('{value}') ? fd.value_formatter : '{value}';
  const color = chartColorScale(fd, context);
  const metricName = verboseName(metricLabel, context);
  const metricColumn =
    result && (result.colnames.includes(metricLabel) ? metricLabel : result.colnames.find((name) => !groupLabels.includes(name)));

  const series: GaugeSeries[] = [];
  for (const row of result && metricColumn !== undefined ? result.data : []) {
    const value = toFiniteNumber(row[metricColumn!]);
    if (value === null) continue;
    const groupValues = groupLabels.map((label) => toGroupValue(row[label]));
    const key = groupValues.length > 0 ? groupValues.map((v) => (v === null ? NULL_LABEL : String(v))).join(', ') : metricName;
    series.push({ key, groupValues, value, formattedValue: template.replace('{value}', formatNumber(value)), color: color(key) });
  }

  const splitNumber = Math.max(1, Math.round(fd.split_number));
  const range = gaugeRange(
    series.map((s) => s.value),
    typeof fd.min_val === 'number' ? fd.min_val : null,
    typeof fd.max_val === 'number' ? fd.max_val : null,
    splitNumber,
  );
  const ticks = Array.from({ length: splitNumber + 1 }, (_, i) => ({
    fraction: i / splitNumber,
    label: formatNumber(range.min + ((range.max - range.min) * i) / splitNumber),
  }));
  const intervals = gaugeIntervals(fd.intervals, fd.interval_color_indices, Array.isArray(fd.interval_colors) ? fd.interval_colors : [], getColorScheme(fd.color_scheme).colors, range);

  return {
    series,
    groupby,
    metricLabel: metricName,
    min: range.min,
    max: range.max,
    ticks,
    intervals,
    startAngle: fd.start_angle,
    endAngle: fd.end_angle,
    fontSize: fd.font_size,
    showPointer: fd.show_pointer,
    animation: fd.animation,
    showAxisTick: fd.show_axis_tick,
    showSplitLine: fd.show_split_line,
    showProgress: fd.show_progress,
    overlap: fd.overlap,
    roundCap: fd.round_cap,
  };
}
