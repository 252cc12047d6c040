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
import { withTimeTableDefaults, type TimeTableColumn, type TimeTableFormData } from './form-data.schema.js';

/** How a missing group value is written (Superset's NULL_STRING). */
export const NULL_LABEL = '<NULL>';
/** Blue above, red below: the colours a cell takes from its column's bounds. */
export const BOUND_COLORS = ['#ca0020', '#0571b0'] as const;

/** A cell of a sparkline column: the row's values (or ratios) over the periods. */
export interface SparkCell {
  kind: 'spark';
  points: Array<number | null>;
}

/** A cell of a comparison, contribution or average column. */
export interface ValueCell {
  kind: 'value';
  value: number | null;
  /** The colour from the column's bounds, or null. */
  color: string | null;
  /** Why there is no value, such as a time lag longer than the data. */
  error?: string;
}

/** One cell of the table after the row name. */
export type TimeTableCell = SparkCell | ValueCell;

/** One row: a metric, or a group of the single metric. */
export interface TimeTableRow {
  key: string;
  name: string;
  /** The row name's link from the `url` template, or null when none or unsafe. */
  href: string | null;
  cells: TimeTableCell[];
}

/** A column after the row name, as the component draws it. */
export interface TimeTableColumnView {
  key: string;
  label: string;
  tooltip: string;
  colType: TimeTableColumn['colType'];
  /** Number format of the cells (and of a sparkline's values). */
  format: string;
  /** Time format of a sparkline's tooltip. */
  dateFormat: string;
  width: number | null;
  height: number | null;
  showYAxis: boolean;
  yAxisBounds: [number | null, number | null];
  sparkType: 'line' | 'bar' | 'area';
}

/** Props of the `time_table` component. */
export interface TimeTableChartProps {
  /** Heading of the first column: `Metric` or the group columns' names. */
  rowHeader: string;
  columns: TimeTableColumnView[];
  rows: TimeTableRow[];
  /** The periods, oldest first, as epoch milliseconds. */
  times: number[];
}

const integerOf = (value: unknown): number | null => {
  const n = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : typeof value === 'number' ? value : NaN;
  return Number.isInteger(n) ? n : null;
};
const sizeOf = (value: unknown): number | null => {
  const n = toFiniteNumber(value);
  return n !== null && n > 0 ? n : null;
};
const boundsOf = (value: unknown): [number | null, number | null] =>
  Array.isArray(value) ? [toFiniteNumber(value[0]), toFiniteNumber(value[1])] : [null, null];

/**
 * The colour of `value` from a column's bounds: with both, a scale from red at the lower bound
 * through grey to blue at the upper; with the lower only, blue at or above it and red below; with
 * the upper only, blue below it and red at or above. Null without bounds.
 */
export function colorFromBounds(value: number | null, bounds: readonly [number | null, number | null]): string | null {
  const [min, max] = bounds;
  if (value === null) return null;
  if (min !== null && max !== null) {
    const mid = (min + max) / 2;
    const mix = (a: readonly number[], b: readonly number[], t: number) => a.map((c, i) => Math.round(c + (b[i]! - c) * Math.max(0, Math.min(1, t))));
    const red = [0xca, 0x00, 0x20];
    const grey = [0x80, 0x80, 0x80];
    const blue = [0x05, 0x71, 0xb0];
    const rgb = value <= mid ? mix(red, grey, max === min ? 1 : (value - min) / (mid - min)) : mix(grey, blue, (value - mid) / (max - mid));
    return `rgb(${rgb.join(', ')})`;
  }
  if (min !== null) return value >= min ? BOUND_COLORS[1] : BOUND_COLORS[0];
  if (max !== null) return value < max ? BOUND_COLORS[1] : BOUND_COLORS[0];
  return null;
}

/**
 * The row name's link: `{{ metric }}` becomes the row name and `{{ field }}` a scalar form-data
 * value, each URI-encoded. Only http(s) and relative links are kept, so a template cannot run
 * script (`javascript:`) or embed data.
 *
 * @example
 * rowHref('https://example.com/?q={{ metric }}', 'CA', {}); // 'https://example.com/?q=CA'
 */
export function rowHref(template: string, rowName: string, formData: Readonly<Record<string, unknown>>): string | null {
  if (template.trim() === '') return null;
  const href = template.trim().replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = name === 'metric' ? rowName : formData[name];
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? encodeURIComponent(String(value)) : '';
  });
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(href)) return null;
  try {
    const parsed = new URL(href, 'https://relative.invalid/');
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? href : null;
  } catch {
    return null;
  }
}

function cellOf(column: TimeTableColumn, values: ReadonlyArray<number | null>, latestTotal: number | null): TimeTableCell {
  const recent = values.length > 0 ? values[values.length - 1]! : null;
  const ratio = integerOf(column.timeRatio);
  const bounds = boundsOf(column.bounds);
  if (column.colType === 'spark') {
    if (ratio === null || ratio <= 0) return { kind: 'spark', points: [...values] };
    return {
      kind: 'spark',
      points: values.map((value, i) => {
        const before = i >= ratio ? values[i - ratio]! : null;
        return value === null || before === null || before === 0 ? null : value / before;
      }),
    };
  }
  let value: number | null = null;
  let error: string | undefined;
  if (column.colType === 'time') {
    const lag = integerOf(column.timeLag) ?? 0;
    const total = values.length;
    if (Math.abs(lag) >= total) error = `The time lag set at ${lag} is too large for the length of data at ${total}. No data available.`;
    else {
      // A positive lag counts back from the latest period; a negative one forward from the first.
      const lagged = lag < 0 ? values[-lag - 1]! : values[total - 1 - lag]!;
      const type = column.comparisonType || 'value';
      if (type === 'value') value = lagged;
      else if (recent !== null && lagged !== null) {
        if (type === 'diff') value = recent - lagged;
        else if (lagged !== 0) value = type === 'perc' ? recent / lagged : recent / lagged - 1;
      }
    }
  } else if (column.colType === 'contrib') {
    value = recent !== null && latestTotal ? recent / latestTotal : null;
  } else if (column.colType === 'avg') {
    const window = ratio !== null && ratio > 0 ? values.slice(-ratio) : values;
    const present = window.filter((v): v is number => v !== null);
    value = present.length > 0 ? present.reduce((sum, v) => sum + v, 0) / present.length : null;
  }
  return { kind: 'value', value, color: colorFromBounds(value, bounds), ...(error ? { error } : {}) };
}

/**
 * `time_table`: the rows of the query pivoted to one series per row, periods oldest first: one
 * row per metric (its verbose name), or with "Group by" one row per group of the first metric,
 * by name. Each `column_collection` entry then becomes a cell per row: a sparkline (of the values,
 * or with `timeRatio` of each value over the one that many periods before), the latest value
 * compared with the one `timeLag` periods earlier (`comparisonType`), the share of the latest
 * period's total, or the average of the last `timeRatio` periods; bounds colour the cells.
 *
 * @example
 * transformTimeTableProps(response, { …, metrics: ['count'], column_collection: [{ key: 'a', colType: 'time', timeLag: 1, comparisonType: 'diff' }] });
 * // rows: [{ name: 'count', cells: [{ kind: 'value', value: 12, … }] }]
 */
export function transformTimeTableProps(response: ChartDataResponse, formData: TimeTableFormData, context?: TransformPropsContext): TimeTableChartProps {
  const fd = withTimeTableDefaults(formData);
  const result = response.result[0];
  const timeLabel = getColumnLabel(fd.granularity_sqla ?? undefined);
  const groupLabels = formDataList<QueryFormColumn>(fd.groupby)
    .map((column) => getColumnLabel(column))
    .filter((label): label is string => label !== undefined);
  const metricLabels = formDataList<QueryFormMetric>(fd.metrics)
    .map(getMetricLabel)
    .filter((label): label is string => label !== undefined);
  const byGroup = groupLabels.length > 0;
  const metricsShown = byGroup ? metricLabels.slice(0, 1) : metricLabels;
  const rowsIn = result?.data ?? [];

  const times = [...new Set(rowsIn.map((row) => (timeLabel !== undefined ? (toFiniteNumber(row[timeLabel]) ?? 0) : 0)))].sort((a, b) => a - b);
  const timeIndex = new Map(times.map((time, i) => [time, i]));
  const series = new Map<string, Array<number | null>>();
  const seriesOf = (name: string) => {
    let values = series.get(name);
    if (!values) series.set(name, (values = new Array<number | null>(times.length).fill(null)));
    return values;
  };
  for (const metric of metricsShown) if (!byGroup) seriesOf(verboseName(metric, context));
  for (const row of rowsIn) {
    const i = timeIndex.get(timeLabel !== undefined ? (toFiniteNumber(row[timeLabel]) ?? 0) : 0)!;
    if (byGroup) {
      const metric = metricsShown[0];
      if (metric === undefined) continue;
      const name = groupLabels.map((label) => (row[label] === null || row[label] === undefined ? NULL_LABEL : String(row[label]))).join(', ');
      const value = toFiniteNumber(row[metric]);
      const values = seriesOf(name);
      values[i] = value === null ? values[i]! : (values[i] ?? 0) + value;
    } else {
      for (const metric of metricsShown) seriesOf(verboseName(metric, context))[i] = toFiniteNumber(row[metric]);
    }
  }
  const names = byGroup ? [...series.keys()].sort((a, b) => a.localeCompare(b)) : [...series.keys()];
  const latest = names.map((name) => series.get(name)!.at(-1) ?? null);
  const latestTotal = latest.some((v) => v !== null) ? latest.reduce<number>((sum, v) => sum + (v ?? 0), 0) : null;

  const collection = formDataList<TimeTableColumn>(fd.column_collection).filter((column) => column && typeof column === 'object');
  const columns: TimeTableColumnView[] = collection.map((column, i) => {
    const percent = column.colType === 'contrib' || (column.colType === 'time' && (column.comparisonType === 'perc' || column.comparisonType === 'perc_change'));
    return {
      key: column.key || `column-${i}`,
      label: column.label || '',
      tooltip: column.tooltip || '',
      colType: column.colType,
      format: column.d3format || (percent ? '.1%' : 'SMART_NUMBER'),
      dateFormat: column.dateFormat || 'smart_date',
      width: sizeOf(column.width),
      height: sizeOf(column.height),
      showYAxis: column.showYAxis === true,
      yAxisBounds: boundsOf(column.yAxisBounds),
      sparkType: column.sparkType === 'bar' || column.sparkType === 'area' ? column.sparkType : 'line',
    };
  });
  const template = typeof fd.url === 'string' ? fd.url : '';
  return {
    rowHeader: byGroup ? groupLabels.map((label) => verboseName(label, context)).join(', ') : 'Metric',
    columns,
    rows: names.map((name) => {
      const values = series.get(name)!;
      return { key: name, name, href: rowHref(template, name, fd), cells: collection.map((column) => cellOf(column, values, latestTotal)) };
    }),
    times,
  };
}
