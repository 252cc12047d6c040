import {
  chartColorScale,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type QueryFormColumn,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { withBulletDefaults, type BulletFormData } from './form-data.schema.js';

/** How a missing dimension value is named (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';

/** A dimension value as it came from the database. */
export type GroupValue = string | number | boolean | null;

/** One bullet: a group's measure. */
export interface Bullet {
  /** The group's name (its dimension values joined with ", "), or the metric's without groups. */
  key: string;
  groupValues: GroupValue[];
  value: number;
  formattedValue: string;
  color: string;
}

/** A range, marker or marker line: a value and its name. */
export interface BulletMark {
  value: number;
  /** The name given in the form data; empty when none. */
  label: string;
  formattedValue: string;
}

/** Props of the `bullet` component. */
export interface BulletChartProps {
  bullets: Bullet[];
  groupby: QueryFormColumn[];
  metricLabel: string;
  /** Shaded ranges, widest first. */
  ranges: BulletMark[];
  markers: BulletMark[];
  markerLines: BulletMark[];
  /** The scale every bullet shares: from zero (or the smallest value) to the largest. */
  domain: [number, number];
  numberFormat: string;
  showLabels: boolean;
  showLegend: boolean;
}

function numbers(text: unknown): number[] {
  if (typeof text === 'number') return Number.isFinite(text) ? [text] : [];
  if (typeof text !== 'string' || text.trim() === '') return [];
  return text
    .split(',')
    .map((part) => (part.trim() === '' ? Number.NaN : Number(part)))
    .filter(Number.isFinite);
}

function labels(text: unknown): string[] {
  return typeof text === 'string' && text.trim() !== '' ? text.split(',').map((part) => part.trim()) : [];
}

function toGroupValue(value: unknown): GroupValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

/**
 * `bullet`: one bullet per row (per group, or one over all rows), coloured from the colour scale;
 * the ranges, markers and marker lines read from their comma-separated lists and paired with their
 * labels. Without ranges, one range runs to 10% past the largest measure, as Superset's bullet
 * does. Every bullet shares one scale, so they compare.
 *
 * @example
 * transformBulletProps({ result: [{ colnames: ['count'], coltypes: [0], data: [{ count: 120 }], rowcount: 1 }] }, { …, metric: 'count', ranges: '100,200', markers: '150' });
 * // { bullets: [{ key: 'count', value: 120, … }], ranges: [{ value: 200, … }, { value: 100, … }], markers: [{ value: 150, … }], domain: [0, 200], … }
 */
export function transformBulletProps(response: ChartDataResponse, formData: BulletFormData, context?: TransformPropsContext): BulletChartProps {
  const fd = withBulletDefaults(formData);
  const result = response.result[0];
  const groupby = fd.groupby ?? [];
  const groupLabels = groupby.map((column) => getColumnLabel(column) ?? '');
  const metricLabel = getMetricLabel(fd.metric) ?? '';
  const metricName = verboseName(metricLabel, context);
  const format = getNumberFormatter(fd.y_axis_format);
  const color = chartColorScale(fd, context);
  const metricColumn =
    result && (result.colnames.includes(metricLabel) ? metricLabel : result.colnames.find((name) => !groupLabels.includes(name)));

  const bullets: Bullet[] = [];
  for (const row of result && metricColumn !== undefined ? result.data : []) {
    const value = toFiniteNumber(row[metricColumn!]);
    if (value === null) continue;
    const groupValues = groupLabels.map((label) => toGroupValue(row[label]));
    const key = groupValues.length > 0 ? groupValues.map((v) => (v === null ? NULL_LABEL : String(v))).join(', ') : metricName;
    bullets.push({ key, groupValues, value, formattedValue: format(value), color: color(key) });
  }

  const marks = (values: number[], names: string[]): BulletMark[] => values.map((value, i) => ({ value, label: names[i] ?? '', formattedValue: format(value) }));
  const largest = Math.max(0, ...bullets.map((b) => b.value));
  const rangeValues = numbers(fd.ranges);
  const ranges = (rangeValues.length > 0 ? marks(rangeValues, labels(fd.range_labels)) : bullets.length > 0 ? marks([largest * 1.1], []) : []).sort((a, b) => b.value - a.value);
  const markers = marks(numbers(fd.markers), labels(fd.marker_labels));
  const markerLines = marks(numbers(fd.marker_lines), labels(fd.marker_line_labels));
  const everything = [...bullets.map((b) => b.value), ...ranges.map((r) => r.value), ...markers.map((m) => m.value), ...markerLines.map((m) => m.value)];
  const low = Math.min(0, ...everything);
  let high = Math.max(0, ...everything);
  if (!(high > low)) high = low + 1;

  return {
    bullets,
    groupby,
    metricLabel: metricName,
    ranges,
    markers,
    markerLines,
    domain: [low, high],
    numberFormat: fd.y_axis_format,
    showLabels: fd.show_labels,
    showLegend: fd.show_legend,
  };
}
