import {
  compareTypeOf,
  formDataList,
  chartColorScale,
  getColumnLabel,
  getMetricLabel,
  toDate,
  toFiniteNumber,
  verboseName,
  type ChartDataQueryResult,
  type ChartDataResponse,
  type QueryFormColumn,
  type QueryFormMetric,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { PERCENT_COMPARISON_FORMAT } from '@control-schemas/index.js';
import { timeseriesAnnotations } from './annotation-layers.js';
import { describeSeries, type SeriesIdentity } from './series-naming.js';
import type { SeriesStyle, TimeseriesChartProps, TimeseriesSeries, XAxisType } from './timeseries-chart-props.js';
import type { GenericSeriesType, TimeseriesFormData } from './timeseries-form-data.js';
import { GENERIC_VIZ_KEY, variantOfVizKey, type TimeseriesVariant } from './timeseries-variant.js';

const NUMERIC = 0;
const TEMPORAL = 2;

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

function xTypeOf(coltype: number | undefined, sample: unknown): XAxisType {
  if (coltype === TEMPORAL || sample instanceof Date) return 'time';
  if (coltype === NUMERIC || (coltype === undefined && typeof sample === 'number')) return 'number';
  if (coltype === undefined && typeof sample === 'string' && /^\d{4}-\d{2}-\d{2}/.test(sample) && toDate(sample)) return 'time';
  return 'category';
}

/** Truncated metrics show their column: `num` for `SUM(num)` (Superset's `truncate_metric`). */
function metricDisplayNames(metrics: readonly QueryFormMetric[], truncate: boolean, context?: TransformPropsContext): Map<string, string> {
  const names = new Map<string, string>();
  for (const metric of metrics) {
    const label = getMetricLabel(metric);
    if (!label) continue;
    const column = typeof metric === 'object' && metric.expressionType === 'SIMPLE' && !metric.hasCustomLabel ? metric.column?.column_name : undefined;
    const verbose = verboseName(label, context);
    names.set(label, verbose !== label ? verbose : truncate && column ? column : label);
  }
  return names;
}

function seriesStatistic(values: Float64Array, kind: string): number {
  let sum = 0;
  let count = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (value !== value) continue;
    sum += value;
    count++;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (count === 0) return Number.NaN;
  return kind === 'max' ? max : kind === 'min' ? min : kind === 'avg' ? sum / count : sum;
}

/** Orders series by name or by a statistic of their values (`sort_series_type`), largest first unless ascending. */
function sortSeries<T extends { name: string; values: Float64Array }>(series: T[], kind: string, ascending: boolean): T[] {
  const direction = ascending ? 1 : -1;
  if (kind === 'name') return [...series].sort((a, b) => direction * a.name.localeCompare(b.name, undefined, { numeric: true }));
  const stats = new Map(series.map((item) => [item, seriesStatistic(item.values, kind)]));
  return [...series].sort((a, b) => {
    const [left, right] = [stats.get(a)!, stats.get(b)!];
    if (Number.isNaN(left) || Number.isNaN(right)) return Number.isNaN(left) ? (Number.isNaN(right) ? 0 : 1) : -1;
    return direction * (left - right);
  });
}

/** The tooltip's time format: the axis format when one is chosen, else the date (and time when present). */
export function tooltipTimeFormatOf(xFormat: string, xType: XAxisType, x: Float64Array): string {
  if (xType !== 'time' || xFormat !== 'smart_date') return xFormat;
  let withTime = false;
  for (let i = 0; i < x.length; i++) {
    if (x[i]! % 1000 !== 0) return '%Y-%m-%d %H:%M:%S.%L';
    if (x[i]! % 86_400_000 !== 0) withTime = true;
  }
  return withTime ? '%Y-%m-%d %H:%M:%S' : '%Y-%m-%d';
}

/** One series as read from a query result, before it is coloured. */
export interface ReadSeries {
  key: string;
  identity: SeriesIdentity;
  name: string;
  values: Float64Array;
}

/** A time-series query result read into x values and series (sorted as the form data says). */
export interface TimeseriesRead {
  xType: XAxisType;
  /** The x values in ascending order: epoch ms, numbers, or 0…n-1 for categories. */
  x: Float64Array;
  categories: string[];
  series: ReadSeries[];
  timeShifts: string[];
  comparison: ReturnType<typeof compareTypeOf>;
}

/**
 * Reads one time-series query result (post-processed by the server into one row per x value: the
 * x-axis column, then one numeric column per series): the x values in ascending order (epoch ms for
 * a temporal x-axis), each series as a `Float64Array` with `NaN` gaps, named from its column
 * (metric, dimension values, time shift), sorted as `sort_series_type` says.
 */
export function readTimeseries(result: ChartDataQueryResult | undefined, formData: TimeseriesFormData, context?: TransformPropsContext): TimeseriesRead {
  const colnames = result?.colnames ?? [];
  const coltypes = result?.coltypes ?? [];
  const rows = result?.data ?? [];

  const wantedX = getColumnLabel((formData.x_axis ?? null) as QueryFormColumn | null);
  const xIndex = wantedX && colnames.includes(wantedX) ? colnames.indexOf(wantedX) : 0;
  const xName = colnames[xIndex];
  const xSample = xName === undefined ? undefined : rows.find((row) => row[xName] !== null && row[xName] !== undefined)?.[xName];
  const xType = xTypeOf(coltypes[xIndex], xSample);

  // Rows with an x value, in ascending x order. Plain indexed loops: charts get 100,000 rows.
  const xValues = new Float64Array(rows.length);
  let keptRows: Array<Record<string, unknown>> = new Array(rows.length);
  let kept = 0;
  if (xName !== undefined) {
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      const raw = row[xName];
      if (raw === null || raw === undefined) continue;
      const value = xType === 'category' ? kept : typeof raw === 'number' ? raw : xType === 'time' ? (toDate(raw)?.getTime() ?? Number.NaN) : toNumber(raw);
      if (value !== value) continue;
      xValues[kept] = value;
      keptRows[kept++] = row;
    }
  }
  keptRows.length = kept;
  let x = xValues.slice(0, keptRows.length);
  let sorted = true;
  for (let i = 1; i < x.length && sorted; i++) sorted = x[i - 1]! <= x[i]!;
  if (!sorted) {
    const order = Array.from(x.keys()).sort((a, b) => x[a]! - x[b]!);
    keptRows = order.map((i) => keptRows[i]!);
    x = Float64Array.from(order, (i) => x[i]!);
  }
  const valuesOf = (column: string): Float64Array => {
    const values = new Float64Array(keptRows.length);
    for (let i = 0; i < keptRows.length; i++) {
      const raw = keptRows[i]![column];
      values[i] = typeof raw === 'number' ? raw : toNumber(raw);
    }
    return values;
  };

  const metrics = formDataList<QueryFormMetric>(formData.metrics);
  const metricLabels = metrics.map(getMetricLabel).filter((label): label is string => label !== undefined);
  const dimensions = formDataList<QueryFormColumn>(formData.groupby);
  const timeShifts = formDataList(formData.time_compare).filter((shift): shift is string => typeof shift === 'string' && shift.trim() !== '');
  const comparison = compareTypeOf(formData);
  const namingContext = {
    metrics: metricLabels,
    metricDisplay: metricDisplayNames(metrics, formData.truncate_metric !== false, context),
    dimensionCount: dimensions.length,
    timeShifts,
    comparison,
  };

  const read: ReadSeries[] = [];
  colnames.forEach((column, index) => {
    if (index === xIndex) return;
    const sample = rows.find((row) => row[column] !== null && row[column] !== undefined)?.[column];
    // By value: an all-empty column comes back typed as text, yet is a series without values.
    const numeric = sample === undefined || typeof sample === 'number' || typeof sample === 'bigint' || (coltypes[index] === NUMERIC && !Number.isNaN(toNumber(sample)));
    if (!numeric) return;
    const identity = describeSeries(column, namingContext);
    read.push({ key: column, identity, name: identity.name, values: valuesOf(column) });
  });
  return {
    xType,
    x,
    categories: xType === 'category' ? keptRows.map((row) => String(row[xName!])) : [],
    series: sortSeries(read, formData.sort_series_type ?? 'sum', formData.sort_series_ascending === true),
    timeShifts,
    comparison,
  };
}

/**
 * Colours read series with one colour scale: originals first (by name), then time-shifted copies
 * in their original's colour (unless `time_shift_color` is off), drawn dashed.
 */
export function colourSeries(read: readonly ReadSeries[], color: (label: string) => string, matchShiftColors: boolean): TimeseriesSeries[] {
  const colors = new Map<string, string>();
  for (const item of read) if (item.identity.timeShift === null) colors.set(item.key, color(item.name));
  for (const item of read) {
    if (item.identity.timeShift !== null) colors.set(item.key, color(matchShiftColors ? item.identity.baseName : item.name));
  }
  return read.map((item) => ({
    key: item.key,
    name: item.name,
    color: colors.get(item.key)!,
    values: item.values,
    dimensionValues: item.identity.dimensionValues,
    dashed: item.identity.timeShift !== null && !item.identity.computed,
  }));
}

/** The value format: a percent format when values are shares (contribution) or percentage changes. */
export function valueFormatOf(format: string | undefined, formData: Pick<TimeseriesFormData, 'contributionMode'>, read: Pick<TimeseriesRead, 'comparison' | 'timeShifts'>): string {
  const chosen = format || 'SMART_NUMBER';
  const percentages = (read.comparison === 'percentage' && read.timeShifts.length > 0) || formData.contributionMode === 'row' || formData.contributionMode === 'column';
  return percentages && !chosen.includes('%') ? PERCENT_COMPARISON_FORMAT : chosen;
}

/**
 * Each series as its change since its first value (Superset's "Time-series Percent Change"):
 * `value / first - 1`, so every line starts at 0 and reads as growth. A series whose first value
 * is 0 has no change to show and is left empty.
 */
export function changeSinceFirst(read: TimeseriesRead): TimeseriesRead {
  return {
    ...read,
    series: read.series.map((item) => {
      let first = Number.NaN;
      for (let i = 0; i < item.values.length && Number.isNaN(first); i++) first = item.values[i]!;
      const values = new Float64Array(item.values.length);
      for (let i = 0; i < values.length; i++) values[i] = first === 0 || Number.isNaN(first) ? Number.NaN : item.values[i]! / first - 1;
      return { ...item, values };
    }),
  };
}

/** A percent format for changes: the chosen format when it is one, else one decimal of a percent. */
const percentFormatOf = (format: string | undefined): string => (format && format.includes('%') ? format : PERCENT_COMPARISON_FORMAT);

/** Marker diameter from form data: a positive number, else 6 (Superset's default). */
export const markerSizeOf = (size: unknown): number => (typeof size === 'number' && size > 0 ? size : 6);

/** Opacity from form data, kept within 0…1, else `fallback`. */
export const opacityOf = (opacity: unknown, fallback: number): number => (typeof opacity === 'number' ? Math.min(1, Math.max(0, opacity)) : fallback);

/** Fields of the generic chart's (or a mixed chart query's) series style, by their form-data names. */
export interface SeriesStyleFields {
  seriesType?: unknown;
  area?: unknown;
  stack?: unknown;
  markerEnabled?: unknown;
  markerSize?: unknown;
  opacity?: unknown;
  show_value?: unknown;
}

const SERIES_TYPES: ReadonlySet<string> = new Set<GenericSeriesType>(['line', 'scatter', 'smooth', 'bar', 'start', 'middle', 'end']);

/** A Superset series type from form data; `line` for anything else. */
export const seriesTypeOf = (value: unknown): GenericSeriesType => (typeof value === 'string' && SERIES_TYPES.has(value) ? (value as GenericSeriesType) : 'line');

/**
 * How series of a Superset series type are drawn: `bar` as bars, `scatter` as dots, the rest as
 * lines (straight, smooth, or stepped at the start, middle or end), with an area under the line
 * when asked; stacked in `stackGroup` when `stack` is on.
 */
export function styleOfSeriesType(fields: SeriesStyleFields, stackGroup: string, yAxis: 0 | 1 = 0): SeriesStyle {
  const type = seriesTypeOf(fields.seriesType);
  const kind = type === 'bar' ? 'bar' : type === 'scatter' ? 'scatter' : 'line';
  return {
    kind,
    curve: type === 'smooth' || type === 'start' || type === 'middle' || type === 'end' ? type : 'linear',
    area: kind === 'line' && fields.area === true,
    markers: kind === 'scatter' || fields.markerEnabled === true,
    markerSize: markerSizeOf(fields.markerSize),
    opacity: opacityOf(fields.opacity, kind === 'scatter' ? 0.8 : 0.2),
    stackGroup: fields.stack === true ? stackGroup : null,
    yAxis,
    showValues: fields.show_value === true,
  };
}

/** The variant a generic chart reads as (its thumbnail-level look): the series type, an area for filled lines. */
export function variantOfSeriesType(fields: SeriesStyleFields): TimeseriesVariant {
  const type = seriesTypeOf(fields.seriesType);
  if (type === 'bar' || type === 'scatter' || type === 'smooth') return type;
  if (type === 'line') return fields.area === true ? 'area' : 'line';
  return 'step';
}

/**
 * Axis bounds from form data (`y_axis_bounds`, `y_axis_bounds_secondary`, `xAxisBounds`) as
 * numbers; bounds whose minimum is above their maximum (the control reports them) are left out.
 */
export function axisBoundsOf(value: TimeseriesFormData['y_axis_bounds']): [number | null, number | null] {
  if (!Array.isArray(value)) return [null, null];
  const [low, high] = [toFiniteNumber(value[0]), toFiniteNumber(value[1])];
  return low !== null && high !== null && low > high ? [null, null] : [low, high];
}

/**
 * The chart-data response of a time-series query → the component's props: the series read and
 * coloured (colour scheme, `label_colors`, the dashboard's shared colours, time-shifted copies in
 * their original's colour), FORMULA annotations evaluated along the x-axis, and the drawing
 * options of the variant. The generic chart (`echarts_timeseries`) gives every series the style
 * of its `seriesType`, `area`, `stack`, markers and value labels.
 */
export function transformTimeseriesProps(response: ChartDataResponse, formData: TimeseriesFormData, context?: TransformPropsContext): TimeseriesChartProps {
  const generic = formData.viz_type === GENERIC_VIZ_KEY;
  const variant = generic ? variantOfSeriesType(formData) : variantOfVizKey(formData.viz_type);
  const read = variant === 'compare' ? changeSinceFirst(readTimeseries(response.result?.[0], formData, context)) : readTimeseries(response.result?.[0], formData, context);
  const color = chartColorScale(formData, context);
  const coloured = colourSeries(read.series, color, formData.time_shift_color !== false);
  const genericStyle = generic ? styleOfSeriesType(formData, 'stack') : null;
  const series = genericStyle ? coloured.map((item) => ({ ...item, style: genericStyle })) : coloured;
  const xFormat = formData.x_axis_time_format || 'smart_date';

  return {
    variant,
    xType: read.xType,
    x: read.x,
    categories: read.categories,
    series,
    ...timeseriesAnnotations(formDataList(formData.annotation_layers), response.result?.[0], read.x, read.xType, color),
    xAxisColumn: (formData.x_axis ?? null) as QueryFormColumn | null,
    timeGrain: read.xType === 'time' && formData.time_grain_sqla ? formData.time_grain_sqla : null,
    dimensions: formDataList<QueryFormColumn>(formData.groupby),
    xFormat,
    tooltipTimeFormat: tooltipTimeFormatOf(xFormat, read.xType, read.x),
    yFormat: variant === 'compare' ? percentFormatOf(formData.y_axis_format) : valueFormatOf(formData.y_axis_format, formData, read),
    xAxisTitle: formData.x_axis_title ?? '',
    yAxisTitle: formData.y_axis_title ?? '',
    showLegend: formData.show_legend !== false,
    legendOrientation: formData.legend_orientation ?? 'top',
    stack: (generic || variant === 'area' || variant === 'bar') && formData.stack === true,
    horizontal: !generic && variant === 'bar' && formData.orientation === 'horizontal',
    stepPosition: formData.seriesType === 'middle' || formData.seriesType === 'end' ? formData.seriesType : 'start',
    markers: variant === 'scatter' || formData.markerEnabled === true,
    markerSize: markerSizeOf(formData.markerSize),
    opacity: opacityOf(formData.opacity, variant === 'scatter' ? 0.8 : 0.2),
    showValues: formData.show_value === true,
    zoomable: formData.zoomable === true,
    startAtZero: variant === 'bar' || formData.start_y_axis_at_zero !== false,
    yAxisBounds: axisBoundsOf(formData.y_axis_bounds),
    truncateXAxis: formData.truncateXAxis !== false,
    xAxisBounds: axisBoundsOf(formData.xAxisBounds),
  };
}
