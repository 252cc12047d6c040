import { chartColorScale, formDataList, type ChartDataResponse, type QueryFormColumn, type TransformPropsContext } from '@core/plugin-api/index.js';
import { timeseriesAnnotations } from './annotation-layers.js';
import { queryAFormData, queryBFormData, styleBFields, type MixedTimeseriesFormData } from './mixed-form-data.js';
import type { TimeseriesChartProps, TimeseriesSeries, XAxisType, YAxisIndex } from './timeseries-chart-props.js';
import {
  axisBoundsOf,
  colourSeries,
  readTimeseries,
  styleOfSeriesType,
  tooltipTimeFormatOf,
  valueFormatOf,
  variantOfSeriesType,
  type ReadSeries,
  type SeriesStyleFields,
  type TimeseriesRead,
} from './transform-props.js';

/** The x values of both queries on one axis: every value of either, in order (categories: A's, then B's new ones). */
interface MergedX {
  xType: XAxisType;
  x: Float64Array;
  categories: string[];
  /** Where each query's x values went: `positions[q][i]` is the merged index of query q's i-th x value. */
  positions: [Int32Array, Int32Array];
}

function mergeX(a: TimeseriesRead, b: TimeseriesRead): MergedX {
  const xType = a.x.length > 0 || b.x.length === 0 ? a.xType : b.xType;
  if (xType === 'category') {
    const categories: string[] = [];
    const index = new Map<string, number>();
    const place = (read: TimeseriesRead) =>
      Int32Array.from(read.categories, (label) => {
        if (!index.has(label)) {
          index.set(label, categories.length);
          categories.push(label);
        }
        return index.get(label)!;
      });
    const positions: [Int32Array, Int32Array] = [place(a), place(b)];
    return { xType, x: Float64Array.from(categories, (_, i) => i), categories, positions };
  }
  const values = Float64Array.from(new Set([...a.x, ...b.x])).sort();
  const index = new Map<number, number>();
  values.forEach((value, i) => index.set(value, i));
  return { xType, x: values, categories: [], positions: [Int32Array.from(a.x, (value) => index.get(value)!), Int32Array.from(b.x, (value) => index.get(value)!)] };
}

/** A query's series with their values moved onto the merged x values (`NaN` where the query has none). */
function spread(series: readonly ReadSeries[], positions: Int32Array, length: number): ReadSeries[] {
  return series.map((item) => {
    const values = new Float64Array(length).fill(Number.NaN);
    positions.forEach((position, i) => {
      values[position] = item.values[i]!;
    });
    return { ...item, values };
  });
}

/** Names each query's series apart: "(Query A)" / "(Query B)" on every name when asked, else on names both queries use. */
function identify(a: ReadSeries[], b: ReadSeries[], always: boolean): [ReadSeries[], ReadSeries[]] {
  const namesA = new Set(a.map((item) => item.name));
  const clashes = new Set(b.map((item) => item.name).filter((name) => namesA.has(name)));
  const tag = (items: ReadSeries[], query: 'A' | 'B') =>
    items.map((item) => (always || clashes.has(item.name) ? { ...item, name: `${item.name} (Query ${query})` } : item));
  return [tag(a, 'A'), tag(b, 'B')];
}

/**
 * A series key unique across both queries and stable across reloads: the query, then a hash of its
 * result column (which may be a raw metric label such as `SUM(num)`, not for display).
 */
export function mixedSeriesKey(query: 'A' | 'B', column: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < column.length; i++) {
    hash ^= column.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${query}-${(hash >>> 0).toString(36)}-${column.length}`;
}

const yAxisOf = (value: unknown): YAxisIndex => (value === 1 || value === '1' ? 1 : 0);

/** A series' values for a logarithmic axis: zero and negative values, which it cannot place, become gaps. */
function positiveOnly(series: TimeseriesSeries): TimeseriesSeries {
  return { ...series, values: series.values.map((value) => (value > 0 ? value : Number.NaN)) };
}

/**
 * The two results of a mixed chart → one chart's props: each query read as the time-series charts
 * read theirs (A from the plain fields, B from the `_b` ones, each sorted by its own series
 * order), both put on one x-axis (the union of their x values), named apart where they clash,
 * coloured from one scale (so a label keeps its colour across the dashboard), each series drawn
 * in its query's style (series type, stack, area, markers, values) on its query's y-axis, with a
 * secondary axis of its own format, title, truncation and bounds when a query uses it; an axis on a
 * logarithmic scale (`logAxis`, `logAxisSecondary`) leaves out its series' zero and negative values.
 */
export function transformMixedTimeseriesProps(response: ChartDataResponse, formData: MixedTimeseriesFormData, context?: TransformPropsContext): TimeseriesChartProps {
  const formDataA = queryAFormData(formData);
  const styleB = styleBFields(formData);
  const formDataB = { ...queryBFormData(formData), sort_series_type: styleB.sort_series_type as string | undefined, sort_series_ascending: styleB.sort_series_ascending === true };
  const readA = readTimeseries(response.result?.[0], formDataA, context);
  const readB = readTimeseries(response.result?.[1], formDataB, context);
  const merged = mergeX(readA, readB);
  const [namedA, namedB] = identify(
    spread(readA.series, merged.positions[0], merged.x.length).map((item) => ({ ...item, key: mixedSeriesKey('A', item.key) })),
    spread(readB.series, merged.positions[1], merged.x.length).map((item) => ({ ...item, key: mixedSeriesKey('B', item.key) })),
    formData.show_query_identifiers === true,
  );

  const color = chartColorScale(formData, context);
  const matchShiftColors = formData.time_shift_color !== false;
  const fieldsA: SeriesStyleFields = formData;
  const yAxisA = yAxisOf(formData.yAxisIndex);
  const yAxisB = yAxisOf(styleB.yAxisIndex);
  const styleA = styleOfSeriesType(fieldsA, 'A', yAxisA);
  const styleOfB = styleOfSeriesType(styleB, 'B', yAxisB);
  const dimensionsB = formDataList<QueryFormColumn>(formData.groupby_b);
  const usesSecondary = yAxisA === 1 || yAxisB === 1;
  const logOn = (axis: YAxisIndex) => (axis === 0 ? formData.logAxis === true : usesSecondary && formData.logAxisSecondary === true);
  const series: TimeseriesSeries[] = [
    ...colourSeries(namedA, color, matchShiftColors).map((item) => ({ ...item, style: styleA })),
    ...colourSeries(namedB, color, matchShiftColors).map((item) => ({ ...item, style: styleOfB, dimensions: dimensionsB })),
  ].map((item) => (logOn(item.style.yAxis) ? positiveOnly(item) : item));

  const readOn = (axis: YAxisIndex) => (yAxisA === axis ? readA : readB);
  const startAtZero = formData.truncateYAxis !== true;
  const xFormat = formData.x_axis_time_format || 'smart_date';
  const { annotations, annotationMarks } = timeseriesAnnotations(formDataList(formData.annotation_layers), response.result?.[0], merged.x, merged.xType, color);

  return {
    variant: variantOfSeriesType(fieldsA),
    xType: merged.xType,
    x: merged.x,
    categories: merged.categories,
    series,
    annotations,
    annotationMarks,
    xAxisColumn: (formData.x_axis ?? null) as QueryFormColumn | null,
    timeGrain: merged.xType === 'time' && formData.time_grain_sqla ? formData.time_grain_sqla : null,
    dimensions: formDataList<QueryFormColumn>(formData.groupby),
    xFormat,
    tooltipTimeFormat: tooltipTimeFormatOf(xFormat, merged.xType, merged.x),
    yFormat: valueFormatOf(formData.y_axis_format, {}, readOn(0)),
    xAxisTitle: formData.x_axis_title ?? '',
    yAxisTitle: formData.y_axis_title ?? '',
    showLegend: formData.show_legend !== false,
    legendOrientation: formData.legend_orientation ?? 'top',
    stack: false,
    horizontal: false,
    stepPosition: 'start',
    markers: false,
    markerSize: styleA.markerSize,
    opacity: styleA.opacity,
    showValues: false,
    zoomable: formData.zoomable === true,
    startAtZero,
    yAxisBounds: axisBoundsOf(formData.y_axis_bounds),
    logAxis: logOn(0),
    truncateXAxis: formData.truncateXAxis !== false,
    xAxisBounds: axisBoundsOf(formData.xAxisBounds),
    secondaryAxis: usesSecondary
      ? {
          format: valueFormatOf(formData.y_axis_format_secondary, {}, readOn(1)),
          title: formData.yAxisTitleSecondary ?? '',
          startAtZero: formData.truncateYAxisSecondary !== true,
          bounds: axisBoundsOf(formData.y_axis_bounds_secondary),
          log: logOn(1),
        }
      : null,
  };
}
