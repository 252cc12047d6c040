import {
  formDataList,
  getColumnLabel,
  getMetricLabel,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type QueryFormColumn,
  type QueryFormMetric,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { withHorizonDefaults, type HorizonColorScale, type HorizonFormData } from './form-data.schema.js';

/** How a missing group value is written (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';
/** Band colours below zero, lightest first. */
export const NEGATIVE_COLORS = ['#abd9e9', '#74add1', '#4575b4', '#313695'] as const;
/** Band colours above zero, lightest first. */
export const POSITIVE_COLORS = ['#fee090', '#fdae61', '#f46d43', '#d73027'] as const;

/** One row of the horizon chart. */
export interface HorizonSeries {
  key: string;
  name: string;
  /** Values per period (NaN when missing), as drawn: shares with `contribution`, changes with the `change` scale. */
  values: number[];
  /** The original values (or shares), for the tooltip. */
  raw: number[];
  /** The magnitude the darkest band reaches. */
  max: number;
}

/** Props of the `horizon` component. */
export interface HorizonChartProps {
  /** The periods, oldest first, as epoch milliseconds. */
  times: number[];
  series: HorizonSeries[];
  seriesHeight: number;
  colorScale: HorizonColorScale;
  /** Whether values are shares of the period's total. */
  contribution: boolean;
}

const maxAbs = (values: readonly number[]) => values.reduce((max, v) => (Number.isFinite(v) && Math.abs(v) > max ? Math.abs(v) : max), 0);

/**
 * `horizon`: the rows pivoted to one series per metric (its verbose name) and group (its values
 * joined, the metric's name first when there are several metrics), periods oldest first; with
 * `contribution` each value becomes its share of the period's total over all series. The colour
 * scale sets what the darkest band means: the series' own largest magnitude (`series`), the
 * largest of all (`overall`), or the series' largest change from its first value (`change`, which
 * then draws the changes).
 *
 * @example
 * transformHorizonProps(response, { …, metrics: ['count'], groupby: ['state'], horizon_color_scale: 'overall' });
 * // series: [{ name: 'CA', values: [3, 5], max: 9 }, { name: 'NY', values: [9, 2], max: 9 }]
 */
export function transformHorizonProps(response: ChartDataResponse, formData: HorizonFormData, context?: TransformPropsContext): HorizonChartProps {
  const fd = withHorizonDefaults(formData);
  const result = response.result[0];
  const timeLabel = getColumnLabel(fd.granularity_sqla ?? undefined);
  const groupLabels = formDataList<QueryFormColumn>(fd.groupby)
    .map((column) => getColumnLabel(column))
    .filter((label): label is string => label !== undefined);
  const metricLabels = formDataList<QueryFormMetric>(fd.metrics)
    .map(getMetricLabel)
    .filter((label): label is string => label !== undefined && (result?.colnames ?? []).includes(label));
  const rows = result?.data ?? [];
  const timeOf = (row: Record<string, unknown>) => (timeLabel !== undefined ? (toFiniteNumber(row[timeLabel]) ?? 0) : 0);
  const times = [...new Set(rows.map(timeOf))].sort((a, b) => a - b);
  const timeIndex = new Map(times.map((time, i) => [time, i]));

  const byKey = new Map<string, { name: string; values: number[] }>();
  for (const row of rows) {
    const i = timeIndex.get(timeOf(row))!;
    const group = groupLabels.map((label) => (row[label] === null || row[label] === undefined ? NULL_LABEL : String(row[label]))).join(', ');
    for (const metric of metricLabels) {
      const metricName = verboseName(metric, context);
      const name = groupLabels.length === 0 ? metricName : metricLabels.length > 1 ? `${metricName}, ${group}` : group;
      let entry = byKey.get(name);
      if (!entry) byKey.set(name, (entry = { name, values: new Array<number>(times.length).fill(Number.NaN) }));
      const value = toFiniteNumber(row[metric]);
      if (value !== null) entry.values[i] = (Number.isNaN(entry.values[i]!) ? 0 : entry.values[i]!) + value;
    }
  }
  const entries = [...byKey.values()];
  if (fd.contribution) {
    const totals = times.map((_, i) => entries.reduce((sum, e) => sum + (Number.isFinite(e.values[i]!) ? e.values[i]! : 0), 0));
    for (const entry of entries) entry.values = entry.values.map((v, i) => (Number.isFinite(v) && totals[i] !== 0 ? v / totals[i]! : Number.NaN));
  }
  const scale = fd.horizon_color_scale;
  const drawn = entries.map((entry) => {
    if (scale !== 'change') return entry.values;
    const first = entry.values.find((v) => Number.isFinite(v));
    return entry.values.map((v) => (first === undefined ? Number.NaN : v - first));
  });
  const overall = Math.max(0, ...drawn.map(maxAbs));
  return {
    times,
    series: entries.map((entry, i) => ({
      key: entry.name,
      name: entry.name,
      values: drawn[i]!,
      raw: entry.values,
      max: scale === 'overall' ? overall : maxAbs(drawn[i]!),
    })),
    seriesHeight: Math.max(1, Number.parseInt(fd.series_height, 10) || 25),
    colorScale: scale,
    contribution: fd.contribution,
  };
}
