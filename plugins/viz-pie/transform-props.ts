import {
  chartColorScale,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type QueryFormColumn,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { withPieDefaults, type LegendOrientation, type PieFormData } from './form-data.schema.js';
import type { PieLabelType } from './pie-controls.js';
import { sliceLabel } from './slice-label.js';

/** Superset's generic type code of temporal columns. */
const TEMPORAL = 2;
/** How a missing dimension value is named (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';

/** A dimension value as it came from the database (temporal values as epoch milliseconds). */
export type GroupValue = string | number | boolean | null;

/** One slice of the pie. */
export interface PieSlice {
  /** The slice's name: its dimension values, written and joined with ", ". */
  key: string;
  /** The raw dimension values, one per `groupby` column, for cross-filters and drilling. */
  groupValues: GroupValue[];
  value: number;
  /** Share of the total of all slices, 0–1. */
  percent: number;
  color: string;
  formattedValue: string;
  formattedPercent: string;
  /** The label text for `labelType`, with the share of all slices. */
  label: string;
}

/** Props of the `pie` component. */
export interface PieChartProps {
  /** Slices with a positive value, in query order. */
  slices: PieSlice[];
  total: number;
  formattedTotal: string;
  groupby: QueryFormColumn[];
  metricLabel: string;
  numberFormat: string;
  labelType: PieLabelType;
  showLabels: boolean;
  labelsOutside: boolean;
  labelLine: boolean;
  /** Slices under this share of the total (0–1) get no label. */
  showLabelsThreshold: number;
  showLegend: boolean;
  legendOrientation: LegendOrientation;
  donut: boolean;
  /** Radii as percentages of the largest radius that fits. */
  innerRadius: number;
  outerRadius: number;
  showTotal: boolean;
}

/** Writes slice shares: one decimal. */
export const formatPercent = getNumberFormatter('.1%');

function toGroupValue(value: unknown): GroupValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

/**
 * `pie`: one slice per row, named by its dimension values (temporal ones written with
 * `date_format`, missing ones as `<NULL>`), coloured from the colour scheme and `label_colors`,
 * with its share of the total and its label text. Rows whose metric is missing, zero or negative
 * have no slice: a pie can only show positive parts.
 *
 * @example
 * transformPieProps({ result: [{ colnames: ['gender', 'count'], coltypes: [1, 0], data: [{ gender: 'boy', count: 3 }, { gender: 'girl', count: 1 }], rowcount: 2 }] }, formData);
 * // { slices: [{ key: 'boy', value: 3, percent: 0.75, … }, { key: 'girl', value: 1, percent: 0.25, … }], total: 4, … }
 */
export function transformPieProps(response: ChartDataResponse, formData: PieFormData, context?: TransformPropsContext): PieChartProps {
  const fd = withPieDefaults(formData);
  const result = response.result[0];
  const groupby = fd.groupby ?? [];
  const groupLabels = groupby.map((column) => getColumnLabel(column) ?? '');
  const metricLabel = getMetricLabel(fd.metric) ?? '';
  const formatValue = getNumberFormatter(fd.number_format);
  const formatDate = getTimeFormatter(fd.date_format);
  const color = chartColorScale(fd, context);

  const metricColumn =
    result && (result.colnames.includes(metricLabel) ? metricLabel : result.colnames.find((name) => !groupLabels.includes(name)));
  const temporal = groupLabels.map((label) => (result ? result.coltypes[result.colnames.indexOf(label)] === TEMPORAL : false));

  const rows: Array<{ key: string; groupValues: GroupValue[]; value: number }> = [];
  for (const row of result && metricColumn !== undefined ? result.data : []) {
    const value = toFiniteNumber(row[metricColumn!]);
    if (value === null || value <= 0) continue;
    const groupValues = groupLabels.map((label) => toGroupValue(row[label]));
    const names = groupValues.map((v, i) => (v === null ? NULL_LABEL : temporal[i] ? formatDate(v as number | string) : String(v)));
    rows.push({ key: names.length > 0 ? names.join(', ') : verboseName(metricLabel, context), groupValues, value });
  }
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  const labelType = fd.label_type;
  const slices = rows.map((row): PieSlice => {
    const percent = total > 0 ? row.value / total : 0;
    const formattedValue = formatValue(row.value);
    const formattedPercent = formatPercent(percent);
    return { ...row, percent, color: color(row.key), formattedValue, formattedPercent, label: sliceLabel(labelType, row.key, formattedValue, formattedPercent) };
  });

  return {
    slices,
    total,
    formattedTotal: formatValue(total),
    groupby,
    metricLabel: verboseName(metricLabel, context),
    numberFormat: fd.number_format,
    labelType,
    showLabels: fd.show_labels,
    labelsOutside: fd.labels_outside,
    labelLine: fd.label_line,
    showLabelsThreshold: Math.max(0, fd.show_labels_threshold) / 100,
    showLegend: fd.show_legend,
    legendOrientation: fd.legend_orientation,
    donut: fd.donut,
    innerRadius: fd.inner_radius,
    outerRadius: fd.outer_radius,
    showTotal: fd.show_total,
  };
}
