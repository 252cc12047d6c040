import {
  chartColorScale,
  formDataList,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type QueryFormColumn,
  type QueryFormMetric,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { withGanttDefaults, type GanttFormData } from './form-data.schema.js';

/** How a missing category or series value is written (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';

/** One bar: a span of time on a row. */
export interface GanttBar {
  /** Index of the bar's row in `categories`. */
  row: number;
  /** The bar's lane within its row (0 without subcategories) and the row's lane count. */
  lane: number;
  lanes: number;
  start: number;
  end: number;
  /** The series' name ('' without a series column). */
  series: string;
  color: string;
  /** Tooltip lines after the times: metrics and columns, written. */
  details: Array<{ name: string; value: string }>;
}

/** Props of the `gantt_chart` component. */
export interface GanttChartProps {
  /** Row names, top to bottom. */
  categories: string[];
  bars: GanttBar[];
  /** Legend entries: each series and its colour, in order of first appearance. */
  legend: Array<{ name: string; color: string }>;
  /** The time range to show. */
  extent: [number, number];
  /** Verbose names of the y-axis and series columns, for the tooltip. */
  yAxisName: string;
  seriesName: string;
  xAxisTimeFormat: string;
  tooltipTimeFormat: string;
  showLegend: boolean;
}

const nameOf = (value: unknown) => (value === null || value === undefined ? NULL_LABEL : String(value));

/**
 * `gantt_chart`: one bar per result row from its start to its end time (rows with a missing time
 * are skipped; reversed spans are turned round), on the row of its y-axis value (rows in order of
 * first appearance, one row for all without a y-axis), coloured by series from the shared scale.
 * With `subcategories` each row is split into one lane per series it holds. Tooltip metrics and
 * columns are written for the tooltip.
 *
 * @example
 * transformGanttProps({ result: [{ colnames: ['start', 'end', 'task'], data: [{ start: 0, end: 10, task: 'A' }] }] }, formData);
 * // { categories: ['A'], bars: [{ row: 0, start: 0, end: 10, … }], … }
 */
export function transformGanttProps(response: ChartDataResponse, formData: GanttFormData, context?: TransformPropsContext): GanttChartProps {
  const fd = withGanttDefaults(formData);
  const result = response.result[0];
  const startLabel = getColumnLabel(fd.start_time ?? undefined);
  const endLabel = getColumnLabel(fd.end_time ?? undefined);
  const yLabel = getColumnLabel(fd.y_axis ?? undefined);
  const seriesLabel = getColumnLabel(fd.series ?? undefined);
  const metricLabels = formDataList<QueryFormMetric>(fd.tooltip_metrics)
    .map(getMetricLabel)
    .filter((label): label is string => label !== undefined);
  const valueLabels = formDataList<QueryFormColumn>(fd.tooltip_values)
    .map((column) => getColumnLabel(column))
    .filter((label): label is string => label !== undefined);
  const color = chartColorScale(fd, context);
  const formatNumber = getNumberFormatter(fd.tooltip_values_format);

  const categories: string[] = [];
  const categoryIndex = new Map<string, number>();
  const legend: Array<{ name: string; color: string }> = [];
  const legendIndex = new Set<string>();
  const bars: GanttBar[] = [];
  let low = Infinity;
  let high = -Infinity;
  for (const row of startLabel && endLabel ? (result?.data ?? []) : []) {
    const a = toFiniteNumber(row[startLabel!]);
    const b = toFiniteNumber(row[endLabel!]);
    if (a === null || b === null) continue;
    const category = yLabel !== undefined ? nameOf(row[yLabel]) : '';
    if (!categoryIndex.has(category)) {
      categoryIndex.set(category, categories.length);
      categories.push(category);
    }
    const series = seriesLabel !== undefined ? nameOf(row[seriesLabel]) : '';
    const barColor = color(seriesLabel !== undefined ? series : verboseName(startLabel!, context));
    if (seriesLabel !== undefined && !legendIndex.has(series)) {
      legendIndex.add(series);
      legend.push({ name: series, color: barColor });
    }
    bars.push({
      row: categoryIndex.get(category)!,
      lane: 0,
      lanes: 1,
      start: Math.min(a, b),
      end: Math.max(a, b),
      series,
      color: barColor,
      details: [
        ...metricLabels.map((label) => {
          const value = toFiniteNumber(row[label]);
          return { name: verboseName(label, context), value: value === null ? 'N/A' : formatNumber(value) };
        }),
        ...valueLabels.map((label) => ({ name: verboseName(label, context), value: nameOf(row[label]) })),
      ],
    });
    low = Math.min(low, a, b);
    high = Math.max(high, a, b);
  }
  if (fd.subcategories && seriesLabel !== undefined) {
    const lanesByRow = categories.map((_, i) => [...new Set(bars.filter((bar) => bar.row === i).map((bar) => bar.series))]);
    for (const bar of bars) {
      const lanes = lanesByRow[bar.row]!;
      bar.lane = lanes.indexOf(bar.series);
      bar.lanes = lanes.length;
    }
  }
  return {
    categories,
    bars,
    legend,
    extent: bars.length > 0 ? [low, high] : [0, 1],
    yAxisName: yLabel !== undefined ? verboseName(yLabel, context) : '',
    seriesName: seriesLabel !== undefined ? verboseName(seriesLabel, context) : '',
    xAxisTimeFormat: fd.x_axis_time_format,
    tooltipTimeFormat: fd.tooltip_time_format,
    showLegend: fd.show_legend && legend.length > 0,
  };
}

