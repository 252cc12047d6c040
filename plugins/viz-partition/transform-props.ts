import {
  chartColorScale,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  verboseName,
  type ChartDataResponse,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { withPartitionDefaults, type PartitionFormData } from './form-data.schema.js';
import { nestPartitions, type PartitionDatum } from './partition-data.js';

/** How a missing dimension value is named (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';

/** One partition, ready to draw. */
export interface PartitionNode {
  /** Unique: the JSON of the icicle's position and the keys below the metric. */
  id: string;
  /** The metric's display name, the period written with `date_time_format`, or the dimension value. */
  name: string;
  /** What the partition's level is: `Metric`, `Date` or the column's display name. */
  category: string;
  kind: PartitionDatum['kind'];
  value: number | null;
  /** The value written with `number_format`; empty without a value. */
  formattedValue: string;
  /** From the shared scale by name, label colours first. */
  color: string;
  children: PartitionNode[];
}

/** Props of the `partition` component. */
export interface PartitionChartProps {
  /** One icicle per metric, drawn one above the other. */
  roots: PartitionNode[];
  logScale: boolean;
  equalDateSize: boolean;
  partitionLimit: number | null;
  partitionThreshold: number | null;
  richTooltip: boolean;
}

/**
 * `partition`: the query's rows nested per metric by the time series option (see
 * `nestPartitions`), each partition named for display (metrics by their verbose names, periods
 * with `date_time_format`, missing values as `<NULL>`), its value written with `number_format`,
 * and coloured from the shared scale by its name, as Superset's partition colours them.
 *
 * @example
 * transformPartitionProps({ result: [{ colnames: ['state', 'count'], coltypes: [1, 0], data: [{ state: 'CA', count: 2 }], rowcount: 1 }] }, formData);
 * // { roots: [{ name: 'count', category: 'Metric', value: 2, children: [{ name: 'CA', category: 'state', … }] }], … }
 */
export function transformPartitionProps(response: ChartDataResponse, formData: PartitionFormData, context?: TransformPropsContext): PartitionChartProps {
  const fd = withPartitionDefaults(formData);
  const result = response.result[0];
  const groupbyLabels = (fd.groupby ?? []).map((column) => getColumnLabel(column) ?? '');
  const metricLabels = (fd.metrics ?? []).map((metric) => getMetricLabel(metric) ?? '').filter((label) => label !== '');
  const formatValue = getNumberFormatter(fd.number_format);
  const formatTime = getTimeFormatter(fd.date_time_format);
  const color = chartColorScale(fd, context);

  const data = groupbyLabels.length > 0 && result && result.data.length > 0
    ? nestPartitions(result.data, {
        groupbyLabels,
        metricLabels,
        timeSeriesOption: fd.time_series_option,
        rollingType: fd.rolling_type,
        rollingPeriods: fd.rolling_periods,
        minPeriods: fd.min_periods,
        contribution: fd.contribution,
      })
    : [];

  // Icicles are keyed by their metric's position, so no raw metric label reaches the page.
  const toNode = (datum: PartitionDatum, parentKeys: readonly unknown[], groupLevel: number, icicle: number): PartitionNode => {
    const keys = datum.kind === 'metric' ? [icicle] : [...parentKeys, datum.key];
    let name: string;
    let category: string;
    if (datum.kind === 'metric') {
      name = verboseName(String(datum.key), context);
      category = 'Metric';
    } else if (datum.kind === 'time') {
      name = datum.key === null ? NULL_LABEL : formatTime(datum.key as number | string);
      category = 'Date';
    } else {
      name = datum.key === null ? NULL_LABEL : String(datum.key);
      category = verboseName(groupbyLabels[groupLevel] ?? '', context);
    }
    const nextLevel = datum.kind === 'group' ? groupLevel + 1 : groupLevel;
    return {
      id: JSON.stringify(keys),
      name,
      category,
      kind: datum.kind,
      value: datum.value,
      formattedValue: datum.value === null || !Number.isFinite(datum.value) ? '' : formatValue(datum.value),
      color: color(name),
      children: datum.children.map((child) => toNode(child, keys, nextLevel, icicle)),
    };
  };

  return {
    roots: data.map((datum, icicle) => toNode(datum, [], 0, icicle)),
    logScale: fd.log_scale,
    equalDateSize: fd.equal_date_size,
    partitionLimit: fd.partition_limit,
    partitionThreshold: fd.partition_threshold,
    richTooltip: fd.rich_tooltip,
  };
}
