import {
  compareTypeOf,
  formDataList,
  chartColorScale,
  getColumnLabel,
  getMetricLabel,
  toDate,
  verboseName,
  type ChartDataResponse,
  type QueryFormColumn,
  type QueryFormMetric,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { PERCENT_COMPARISON_FORMAT } from '@control-schemas/index.js';
import { formulaAnnotations } from './formula-annotations.js';
import { describeSeries, type SeriesIdentity } from './series-naming.js';
import type { TimeseriesChartProps, TimeseriesSeries, XAxisType } from './timeseries-chart-props.js';
import type { TimeseriesFormData } from './timeseries-form-data.js';
import { variantOfVizKey } from './timeseries-variant.js';

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
function tooltipTimeFormatOf(xFormat: string, xType: XAxisType, x: Float64Array): string {
  if (xType !== 'time' || xFormat !== 'smart_date') return xFormat;
  let withTime = false;
  for (let i = 0; i < x.length; i++) {
    if (x[i]! % 1000 !== 0) return '%Y-%m-%d %H:%M:%S.%L';
    if (x[i]! % 86_400_000 !== 0) withTime = true;
  }
  return withTime ? '%Y-%m-%d %H:%M:%S' : '%Y-%m-%d';
}

/**
 * The chart-data response of a time-series query (post-processed by the server into one row per x
 * value: the x-axis column, then one numeric column per series) → the component's props: x values
 * in ascending order (epoch ms for a temporal x-axis), each series as a `Float64Array` with `NaN`
 * gaps, named and coloured (colour scheme, `label_colors`, time-shifted copies in their original's
 * colour), sorted as `sort_series_type` says, FORMULA annotations evaluated along the x-axis, and
 * the drawing options of the variant.
 */
export function transformTimeseriesProps(response: ChartDataResponse, formData: TimeseriesFormData, context?: TransformPropsContext): TimeseriesChartProps {
  const variant = variantOfVizKey(formData.viz_type);
  const result = response.result?.[0];
  const colnames = result?.colnames ?? [];
  const coltypes = result?.coltypes ?? [];
  const rows = result?.data ?? [];

  const xAxisColumn = (formData.x_axis ?? null) as QueryFormColumn | null;
  const wantedX = getColumnLabel(xAxisColumn);
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
  const timeShifts = formDataList(formData.time_compare).filter((shift) => typeof shift === 'string' && shift.trim() !== '');
  const comparison = compareTypeOf(formData);
  const namingContext = {
    metrics: metricLabels,
    metricDisplay: metricDisplayNames(metrics, formData.truncate_metric !== false, context),
    dimensionCount: dimensions.length,
    timeShifts,
    comparison,
  };

  const read: Array<{ key: string; identity: SeriesIdentity; name: string; values: Float64Array }> = [];
  colnames.forEach((column, index) => {
    if (index === xIndex) return;
    const sample = rows.find((row) => row[column] !== null && row[column] !== undefined)?.[column];
    // By value: an all-empty column comes back typed as text, yet is a series without values.
    const numeric = sample === undefined || typeof sample === 'number' || typeof sample === 'bigint' || (coltypes[index] === NUMERIC && !Number.isNaN(toNumber(sample)));
    if (!numeric) return;
    const identity = describeSeries(column, namingContext);
    read.push({ key: column, identity, name: identity.name, values: valuesOf(column) });
  });
  const ordered = sortSeries(read, formData.sort_series_type ?? 'sum', formData.sort_series_ascending === true);

  // Originals take colours first, so a shifted copy can wear its original's colour.
  const color = chartColorScale(formData, context);
  const matchShiftColors = formData.time_shift_color !== false;
  const colors = new Map<string, string>();
  for (const item of ordered) if (item.identity.timeShift === null) colors.set(item.key, color(item.name));
  for (const item of ordered) {
    if (item.identity.timeShift !== null) colors.set(item.key, color(matchShiftColors ? item.identity.baseName : item.name));
  }
  const series: TimeseriesSeries[] = ordered.map((item) => ({
    key: item.key,
    name: item.name,
    color: colors.get(item.key)!,
    values: item.values,
    dimensionValues: item.identity.dimensionValues,
    dashed: item.identity.timeShift !== null && !item.identity.computed,
  }));

  const yAxisFormat = formData.y_axis_format || 'SMART_NUMBER';
  const yFormat = comparison === 'percentage' && timeShifts.length > 0 && !yAxisFormat.includes('%') ? PERCENT_COMPARISON_FORMAT : yAxisFormat;
  const xFormat = formData.x_axis_time_format || 'smart_date';
  const markerSize = typeof formData.markerSize === 'number' && formData.markerSize > 0 ? formData.markerSize : 6;
  const defaultOpacity = variant === 'scatter' ? 0.8 : 0.2;

  return {
    variant,
    xType,
    x,
    categories: xType === 'category' ? keptRows.map((row) => String(row[xName!])) : [],
    series,
    annotations: formulaAnnotations(formDataList(formData.annotation_layers), x, color),
    xAxisColumn,
    timeGrain: xType === 'time' && formData.time_grain_sqla ? formData.time_grain_sqla : null,
    dimensions,
    xFormat,
    tooltipTimeFormat: tooltipTimeFormatOf(xFormat, xType, x),
    yFormat,
    xAxisTitle: formData.x_axis_title ?? '',
    yAxisTitle: formData.y_axis_title ?? '',
    showLegend: formData.show_legend !== false,
    legendOrientation: formData.legend_orientation ?? 'top',
    stack: (variant === 'area' || variant === 'bar') && formData.stack === true,
    horizontal: variant === 'bar' && formData.orientation === 'horizontal',
    stepPosition: formData.seriesType === 'middle' || formData.seriesType === 'end' ? formData.seriesType : 'start',
    markers: variant === 'scatter' || formData.markerEnabled === true,
    markerSize,
    opacity: typeof formData.opacity === 'number' ? Math.min(1, Math.max(0, formData.opacity)) : defaultOpacity,
    showValues: formData.show_value === true,
    zoomable: formData.zoomable === true,
    startAtZero: variant === 'bar' || formData.start_y_axis_at_zero !== false,
  };
}
