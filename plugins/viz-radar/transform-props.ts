import {
  chartColorScale,
  formDataList,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type QueryFormColumn,
  type QueryFormMetric,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { withRadarDefaults, type LegendOrientation, type RadarFormData } from './form-data.schema.js';
import type { LabelPosition, RadarLabelType } from './radar-controls.js';

/** Superset's generic type code of temporal columns. */
const TEMPORAL = 2;
/** How a missing dimension value is named (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';
/** The name of the one polygon of a radar without dimensions. */
export const TOTAL_LABEL = 'Total';

/** A dimension value as it came from the database (temporal values as epoch milliseconds). */
export type GroupValue = string | number | boolean | null;

/** One axis of the radar: a metric and its bounds. */
export interface RadarAxis {
  /** The metric's verbose name. */
  name: string;
  min: number;
  max: number;
}

/** One polygon: a category's value on every axis. */
export interface RadarSeries {
  key: string;
  groupValues: GroupValue[];
  /** One value per axis; null where the metric is missing. */
  values: Array<number | null>;
  formattedValues: string[];
  color: string;
}

/** Props of the `radar` component. */
export interface RadarChartProps {
  axes: RadarAxis[];
  series: RadarSeries[];
  groupby: QueryFormColumn[];
  showLabels: boolean;
  labelType: RadarLabelType;
  labelPosition: LabelPosition;
  isCircle: boolean;
  showLegend: boolean;
  legendOrientation: LegendOrientation;
}

function toGroupValue(value: unknown): GroupValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

function configured(value: unknown): number | null | undefined {
  if (value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * `radar`: one axis per metric, one polygon per row named by its dimension values (temporal ones
 * written with `date_format`), coloured from the colour scale. Each axis runs from 0 (or the bound
 * set in `column_config`; `null` there means the data's minimum) to the largest value (or the bound
 * set), so every metric fills its own axis.
 *
 * @example
 * transformRadarProps({ result: [{ colnames: ['state', 'a', 'b'], coltypes: [1, 0, 0], data: [{ state: 'CA', a: 3, b: 4 }], rowcount: 1 }] }, { …, metrics: ['a', 'b'] });
 * // { axes: [{ name: 'a', min: 0, max: 3 }, { name: 'b', min: 0, max: 4 }], series: [{ key: 'CA', values: [3, 4], … }], … }
 */
export function transformRadarProps(response: ChartDataResponse, formData: RadarFormData, context?: TransformPropsContext): RadarChartProps {
  const fd = withRadarDefaults(formData);
  const result = response.result[0];
  const groupby = formDataList<QueryFormColumn>(fd.groupby);
  const groupLabels = groupby.map((column) => getColumnLabel(column) ?? '');
  const metricLabels = formDataList<QueryFormMetric>(fd.metrics)
    .map((metric) => getMetricLabel(metric))
    .filter((label): label is string => label !== undefined);
  const formatValue = getNumberFormatter(fd.number_format);
  const formatDate = getTimeFormatter(fd.date_format);
  const color = chartColorScale(fd, context);
  const temporal = groupLabels.map((label) => (result ? result.coltypes[result.colnames.indexOf(label)] === TEMPORAL : false));

  const series: RadarSeries[] = (result?.data ?? []).map((row) => {
    const groupValues = groupLabels.map((label) => toGroupValue(row[label]));
    const names = groupValues.map((v, i) => (v === null ? NULL_LABEL : temporal[i] ? formatDate(v as number | string) : String(v)));
    const key = names.length > 0 ? names.join(', ') : TOTAL_LABEL;
    const values = metricLabels.map((label) => toFiniteNumber(row[label]));
    return { key, groupValues, values, formattedValues: values.map((value) => formatValue(value)), color: color(key) };
  });

  const config = (fd.column_config && typeof fd.column_config === 'object' ? fd.column_config : {}) as RadarFormData['column_config'] & object;
  const axes = metricLabels.map((label, index): RadarAxis => {
    const values = series.map((s) => s.values[index]).filter((v): v is number => v !== null);
    const maxSet = configured(config[label]?.radarMetricMaxValue);
    const minSet = configured(config[label]?.radarMetricMinValue);
    const min = minSet === undefined ? 0 : minSet === null ? Math.min(0, ...values) : minSet;
    let max = typeof maxSet === 'number' ? maxSet : Math.max(min, ...values);
    if (!(max > min)) max = min + 1;
    return { name: verboseName(label, context), min, max };
  });

  return {
    axes,
    series,
    groupby,
    showLabels: fd.show_labels,
    labelType: fd.label_type,
    labelPosition: fd.label_position,
    isCircle: fd.is_circle,
    showLegend: fd.show_legend,
    legendOrientation: fd.legend_orientation,
  };
}
