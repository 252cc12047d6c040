import {
  chartColorScale,
  formDataList,
  getColorScheme,
  getColumnLabel,
  getMetricLabel,
  getTimeFormatter,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type QueryFormColumn,
  type QueryFormMetric,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { withParaDefaults, type ParaFormData } from './form-data.schema.js';
import { linearColorScale } from './sequential-schemes.js';

/** Superset's generic type code of temporal columns. */
const TEMPORAL = 2;
/** How a missing dimension value is named (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';

/** A dimension value as it came from the database. */
export type SeriesValue = string | number | boolean | null;

/** One metric axis. */
export interface ParaAxis {
  /** The metric's label, the key of its values in the rows. */
  key: string;
  /** The name people read (verbose name). */
  title: string;
}

/** One line: a row of the result. */
export interface ParaLine {
  id: number;
  /** The dimension value as written; null without a dimension. */
  name: string | null;
  seriesValue: SeriesValue;
  /** One value per axis, null where missing. */
  values: Array<number | null>;
  colorValue: number | null;
  color: string;
}

/** How lines are coloured. */
export type ParaColoring = { kind: 'metric'; title: string; min: number; max: number; scheme: string } | { kind: 'series' } | { kind: 'single' };

/** Props of the `para` component. */
export interface ParaChartProps {
  axes: ParaAxis[];
  lines: ParaLine[];
  /** The dimension's name (verbose), null without a dimension. */
  seriesTitle: string | null;
  series: QueryFormColumn | null;
  includeSeries: boolean;
  showDatatable: boolean;
  numberFormat: string;
  coloring: ParaColoring;
}

function toSeriesValue(value: unknown): SeriesValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

/**
 * `para`: one axis per metric (in the order chosen, verbose names) and one line per row. Lines are
 * coloured by the colour metric along the linear scheme when there is one, else by their dimension
 * value with the shared label colours, else all in the scheme's first colour. Metric cells are read
 * with `toFiniteNumber` (numeric strings, bigints; missing ones stay null).
 *
 * @example
 * transformParaProps({ result: [{ colnames: ['state', 'a', 'b'], coltypes: [1, 0, 0], data: [{ state: 'CA', a: 1, b: 2 }], rowcount: 1 }] }, formData);
 * // { axes: [{ key: 'a', … }, { key: 'b', … }], lines: [{ name: 'CA', values: [1, 2], … }], … }
 */
export function transformParaProps(response: ChartDataResponse, formData: ParaFormData, context?: TransformPropsContext): ParaChartProps {
  const fd = withParaDefaults(formData);
  const result = response.result[0];
  const series = fd.series === '' ? null : fd.series;
  const seriesLabel = series ? (getColumnLabel(series) ?? null) : null;
  const axes = formDataList<QueryFormMetric>(fd.metrics)
    .map((metric) => getMetricLabel(metric))
    .filter((label): label is string => label !== undefined && label !== '')
    .filter((label, index, all) => all.indexOf(label) === index)
    .map((key) => ({ key, title: verboseName(key, context) }));
  const colorLabel = fd.secondary_metric ? (getMetricLabel(fd.secondary_metric) ?? null) : null;
  const temporal = result && seriesLabel ? result.coltypes[result.colnames.indexOf(seriesLabel)] === TEMPORAL : false;
  const formatDate = getTimeFormatter(null);

  const rows = (result?.data ?? []).map((row, id) => {
    const seriesValue = seriesLabel ? toSeriesValue(row[seriesLabel]) : null;
    const name = !seriesLabel ? null : seriesValue === null ? NULL_LABEL : temporal && typeof seriesValue === 'number' ? formatDate(seriesValue) : String(seriesValue);
    return { id, name, seriesValue, values: axes.map((axis) => toFiniteNumber(row[axis.key])), colorValue: colorLabel ? toFiniteNumber(row[colorLabel]) : null };
  });

  let coloring: ParaColoring;
  let colorOf: (row: (typeof rows)[number]) => string;
  const colorValues = rows.map((row) => row.colorValue).filter((value): value is number => value !== null);
  if (colorLabel && colorValues.length > 0) {
    const min = Math.min(...colorValues);
    const max = Math.max(...colorValues);
    const scale = linearColorScale(fd.linear_color_scheme, min, max);
    coloring = { kind: 'metric', title: verboseName(colorLabel, context), min, max, scheme: fd.linear_color_scheme };
    const missing = getColorScheme(fd.color_scheme).colors[0] ?? '#888888';
    colorOf = (row) => (row.colorValue === null ? missing : scale(row.colorValue));
  } else if (seriesLabel) {
    const scale = chartColorScale(fd, context);
    coloring = { kind: 'series' };
    colorOf = (row) => scale(row.name ?? NULL_LABEL);
  } else {
    const single = getColorScheme(fd.color_scheme).colors[0] ?? '#1f77b4';
    coloring = { kind: 'single' };
    colorOf = () => single;
  }

  return {
    axes,
    lines: rows.map((row) => ({ ...row, color: colorOf(row) })),
    seriesTitle: seriesLabel ? verboseName(seriesLabel, context) : null,
    series,
    includeSeries: fd.include_series && seriesLabel !== null,
    showDatatable: fd.show_datatable,
    numberFormat: fd.number_format,
    coloring,
  };
}
