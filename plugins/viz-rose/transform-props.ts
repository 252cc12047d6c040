import {
  chartColorScale,
  formDataList,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  timeOffsetsOf,
  toDate,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type QueryFormColumn,
  type QueryFormMetric,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { withRoseDefaults, type LegendOrientation, type RoseFormData } from './form-data.schema.js';
import { seriesName } from './series-name.js';

/** One series of the rose: a segment in every wedge. */
export interface RoseSeries {
  key: string;
  color: string;
  /** One value per period; null where the series has none. */
  values: Array<number | null>;
  formattedValues: string[];
}

/** Props of the `rose` component. */
export interface RoseChartProps {
  /** The periods in time order, as epoch milliseconds. */
  times: number[];
  /** The periods written with `date_time_format`. */
  formattedTimes: string[];
  series: RoseSeries[];
  /** Shares of each period (`contribution`): values are written as percentages. */
  percentages: boolean;
  richTooltip: boolean;
  areaProportion: boolean;
  showLegend: boolean;
  legendOrientation: LegendOrientation;
}

const formatShare = getNumberFormatter('.1%');

/**
 * `rose`: the post-processed time series (one row per period, one column per series) as periods
 * in time order and series named by their metric's verbose name and dimension values, with time
 * shifts and comparisons spelled out; colours from the colour scale; values written with
 * `number_format` (as percentages under `contribution`).
 *
 * @example
 * transformRoseProps({ result: [{ colnames: ['ds', 'boy', 'girl'], coltypes: [2, 0, 0], data: [{ ds: 0, boy: 3, girl: 4 }], rowcount: 1 }] }, formData);
 * // { times: [0], series: [{ key: 'boy', values: [3], … }, { key: 'girl', values: [4], … }], … }
 */
export function transformRoseProps(response: ChartDataResponse, formData: RoseFormData, context?: TransformPropsContext): RoseChartProps {
  const fd = withRoseDefaults(formData);
  const result = response.result[0];
  const colnames = result?.colnames ?? [];
  const timeLabel = getColumnLabel(fd.granularity_sqla || null);
  const timeIndex = timeLabel && colnames.includes(timeLabel) ? colnames.indexOf(timeLabel) : colnames.findIndex((_, i) => result?.coltypes[i] === 2);
  const timeColumn = colnames[timeIndex < 0 ? 0 : timeIndex];
  const metrics = formDataList<QueryFormMetric>(fd.metrics)
    .map((metric) => getMetricLabel(metric))
    .filter((label): label is string => label !== undefined);
  const naming = {
    metrics,
    metricNames: new Map(metrics.map((label) => [label, verboseName(label, context)])),
    dimensionCount: formDataList<QueryFormColumn>(fd.groupby).length,
    timeShifts: timeOffsetsOf(fd),
  };

  const rows = (result?.data ?? [])
    .map((row) => ({ row, time: timeColumn === undefined ? undefined : toDate(row[timeColumn])?.getTime() }))
    .filter((entry): entry is { row: Record<string, unknown>; time: number } => entry.time !== undefined)
    .sort((a, b) => a.time - b.time);
  const formatTime = getTimeFormatter(fd.date_time_format);
  const percentages = fd.contribution === true;
  const formatValue = percentages ? formatShare : getNumberFormatter(fd.number_format);
  const color = chartColorScale(fd, context);

  const series = colnames
    .filter((name) => name !== timeColumn)
    .map((column): RoseSeries => {
      const key = seriesName(column, naming);
      const values = rows.map(({ row }) => toFiniteNumber(row[column]));
      return { key, color: color(key), values, formattedValues: values.map((value) => formatValue(value)) };
    });

  return {
    times: rows.map((entry) => entry.time),
    formattedTimes: rows.map((entry) => formatTime(entry.time)),
    series,
    percentages,
    richTooltip: fd.rich_tooltip,
    areaProportion: fd.rose_area_proportion,
    showLegend: fd.show_legend,
    legendOrientation: fd.legend_orientation,
  };
}
