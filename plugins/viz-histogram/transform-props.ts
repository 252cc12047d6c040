import {
  chartColorScale,
  formDataList,
  getColumnLabel,
  getNumberFormatter,
  getTimeFormatter,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type LegendOrientation,
  type QueryFormColumn,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { withHistogramDefaults, type HistogramFormData } from './form-data.schema.js';

/** Superset's generic type code of temporal columns. */
const TEMPORAL = 2;
/** How a missing group value is written (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';

/** A group value as it came from the database (temporal values as epoch milliseconds). */
export type GroupValue = string | number | boolean | null;

/** One bin: its edges and its label along the x-axis. */
export interface HistogramBin {
  low: number;
  high: number;
  label: string;
}

/** One group's bars: a count (or proportion) per bin. */
export interface HistogramSeries {
  /** The group's name: its values joined with ", ", or the column's name without groups. */
  key: string;
  groupValues: GroupValue[];
  color: string;
  /** One value per bin, in bin order. */
  values: number[];
}

/** Props of the `histogram_v2` component. */
export interface HistogramChartProps {
  bins: HistogramBin[];
  series: HistogramSeries[];
  groupby: QueryFormColumn[];
  /** Verbose name of the binned column. */
  columnName: string;
  /** d3-format specifier of counts. */
  valueFormat: string;
  normalize: boolean;
  cumulative: boolean;
  showValue: boolean;
  showLegend: boolean;
  legendOrientation: LegendOrientation;
  xAxisTitle: string;
  yAxisTitle: string;
}

/** The edges of a bin column named `<low> - <high>` by the server; null for any other column. */
export function parseBinEdges(name: string): [number, number] | null {
  const parts = name.split(' - ');
  if (parts.length !== 2) return null;
  const [low, high] = parts.map((part) => Number(part.trim())) as [number, number];
  return Number.isFinite(low) && Number.isFinite(high) && parts.every((part) => part.trim() !== '') ? [low, high] : null;
}

function toGroupValue(value: unknown): GroupValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

/**
 * `histogram_v2`: the bins the server's `histogram` operation made (its `<low> - <high>` columns,
 * in order, labelled with `x_axis_format`) and one series of bars per group row, named by its
 * group values (temporal ones with the adaptive date format, `<NULL>` when missing) or, without
 * groups, by the column's verbose name, coloured from the shared scale.
 *
 * @example
 * transformHistogramProps({ result: [{ colnames: ['0.0 - 5.0', '5.0 - 10.0'], data: [{ '0.0 - 5.0': 3, '5.0 - 10.0': 1 }], … }] }, formData);
 * // { bins: [{ low: 0, high: 5, label: '0 – 5' }, …], series: [{ key: 'num', values: [3, 1], … }], … }
 */
export function transformHistogramProps(response: ChartDataResponse, formData: HistogramFormData, context?: TransformPropsContext): HistogramChartProps {
  const fd = withHistogramDefaults(formData);
  const result = response.result[0];
  const groupby = formDataList<QueryFormColumn>(fd.groupby);
  const groupLabels = groupby.map((g) => getColumnLabel(g) ?? '');
  const columnName = verboseName(getColumnLabel(fd.column) ?? '', context);
  const formatEdge = getNumberFormatter(fd.x_axis_format);
  const formatDate = getTimeFormatter(null);
  const color = chartColorScale(fd, context);
  const colnames = result?.colnames ?? [];
  const temporal = groupLabels.map((label) => result?.coltypes[colnames.indexOf(label)] === TEMPORAL);

  const binColumns = colnames
    .filter((name) => !groupLabels.includes(name))
    .map((name) => ({ name, edges: parseBinEdges(name) }))
    .filter((bin): bin is { name: string; edges: [number, number] } => bin.edges !== null);
  const bins = binColumns.map(({ edges: [low, high] }) => ({ low, high, label: `${formatEdge(low)} – ${formatEdge(high)}` }));

  const series: HistogramSeries[] = [];
  if (binColumns.length > 0) {
    for (const row of result?.data ?? []) {
      const groupValues = groupLabels.map((label) => toGroupValue(row[label]));
      const names = groupValues.map((value, i) => (value === null ? NULL_LABEL : temporal[i] ? formatDate(value as number) : String(value)));
      const key = names.length > 0 ? names.join(', ') : columnName;
      series.push({ key, groupValues, color: color(key), values: binColumns.map(({ name }) => toFiniteNumber(row[name]) ?? 0) });
    }
  }

  return {
    bins,
    series,
    groupby,
    columnName,
    valueFormat: fd.y_axis_format,
    normalize: fd.normalize,
    cumulative: fd.cumulative,
    showValue: fd.show_value,
    showLegend: fd.show_legend,
    legendOrientation: fd.legend_orientation,
    xAxisTitle: fd.x_axis_title,
    yAxisTitle: fd.y_axis_title,
  };
}
