import {
  chartColorScale,
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
import { withBoxPlotDefaults, type BoxPlotFormData } from './form-data.schema.js';

/** Superset's generic type code of temporal columns. */
const TEMPORAL = 2;
/** How a missing group value is written (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';

/** A group value as it came from the database (temporal values as epoch milliseconds). */
export type GroupValue = string | number | boolean | null;

/** The statistics of one box. */
export interface BoxStats {
  /** Lower and upper whisker ends. */
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
  mean: number;
  count: number;
  outliers: number[];
}

/** One box: a group's distribution of one metric. */
export interface Box {
  /** The box's name along the x-axis: the group, and the metric when there are several. */
  key: string;
  /** The group's name (its values joined with ", "), which cross-filters select by. */
  group: string;
  groupValues: GroupValue[];
  /** Verbose name of the metric. */
  metric: string;
  color: string;
  stats: BoxStats;
}

/** Props of the `box_plot` component. */
export interface BoxPlotChartProps {
  boxes: Box[];
  groupby: QueryFormColumn[];
  /** The value range the axis must show: whiskers and outliers. */
  extent: [number, number];
  numberFormat: string;
  xTicksLayout: TicksLayout;
  xAxisTitle: string;
  yAxisTitle: string;
}

function toGroupValue(value: unknown): GroupValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

function outliersOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.map(toFiniteNumber).filter((n): n is number => n !== null);
}

/**
 * `box_plot`: one box per row of the server's `boxplot` result and metric, from its
 * `<metric>__min`, `__q1`, `__median`, `__q3`, `__max` (the whisker ends), `__mean`, `__count` and
 * `__outliers` columns; named by the group's values (temporal ones with `date_format`, `<NULL>`
 * when missing), with the metric's verbose name when there are several metrics, and coloured by
 * group from the shared scale. Rows without statistics (no values) have no box.
 *
 * @example
 * transformBoxPlotProps({ result: [{ colnames: ['state', 'count__mean', …], data: [{ state: 'CA', count__min: 1, … }] }] }, formData);
 * // { boxes: [{ key: 'CA', stats: { min: 1, q1: 3, median: 5, … }, … }], extent: [1, 40], … }
 */
export function transformBoxPlotProps(response: ChartDataResponse, formData: BoxPlotFormData, context?: TransformPropsContext): BoxPlotChartProps {
  const fd = withBoxPlotDefaults(formData);
  const result = response.result[0];
  const groupby = formDataList<QueryFormColumn>(fd.groupby);
  const groupLabels = groupby.map((column) => getColumnLabel(column) ?? '');
  const metricLabels = formDataList<QueryFormMetric>(fd.metrics)
    .map(getMetricLabel)
    .filter((label): label is string => label !== undefined);
  const formatDate = getTimeFormatter(fd.date_format);
  const color = chartColorScale(fd, context);
  const colnames = result?.colnames ?? [];
  const temporal = groupLabels.map((label) => result?.coltypes[colnames.indexOf(label)] === TEMPORAL);

  const boxes: Box[] = [];
  let low = Infinity;
  let high = -Infinity;
  for (const row of result?.data ?? []) {
    const groupValues = groupLabels.map((label) => toGroupValue(row[label]));
    const group = groupValues.map((value, i) => (value === null ? NULL_LABEL : temporal[i] ? formatDate(value as number) : String(value))).join(', ');
    for (const label of metricLabels) {
      const stat = (name: string) => toFiniteNumber(row[`${label}__${name}`]);
      const quartiles = ['min', 'q1', 'median', 'q3', 'max'].map(stat);
      if (quartiles.some((value) => value === null)) continue;
      const [min, q1, median, q3, max] = quartiles as [number, number, number, number, number];
      const metric = verboseName(label, context);
      const outliers = outliersOf(row[`${label}__outliers`]);
      const key = groupLabels.length === 0 ? metric : metricLabels.length > 1 ? `${group}, ${metric}` : group;
      const colorKey = groupLabels.length === 0 ? metric : group;
      boxes.push({
        key,
        group,
        groupValues,
        metric,
        color: color(colorKey),
        stats: { min, q1, median, q3, max, mean: stat('mean') ?? median, count: stat('count') ?? 0, outliers },
      });
      for (const value of [min, max, ...outliers]) {
        if (value < low) low = value;
        if (value > high) high = value;
      }
    }
  }

  return {
    boxes,
    groupby,
    extent: boxes.length > 0 ? [low, high] : [0, 1],
    numberFormat: fd.number_format,
    xTicksLayout: fd.x_ticks_layout,
    xAxisTitle: fd.x_axis_title,
    yAxisTitle: fd.y_axis_title,
  };
}

