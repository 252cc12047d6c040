import type { AdhocFilter, QueryFormColumn, QueryFormMetric } from '@core/plugin-api/index.js';
import type { GenericSeriesType, TimeseriesFormData } from './timeseries-form-data.js';

/** Suffix of query B's query fields (`metrics_b`, `groupby_b` …), as Superset names them. */
export const QUERY_B_SUFFIX = '_b';

/** Suffix of query B's drawing fields (`seriesTypeB`, `stackB` …), as Superset names them. */
export const STYLE_B_SUFFIX = 'B';

/**
 * The form data of the mixed chart (Superset's `mixed_timeseries`): shared fields (x-axis, time
 * grain, time range, colours, axes), query A under the plain names and query B under `_b`
 * (`metrics_b`, `groupby_b`, `adhoc_filters_b`, `limit_b` …); the drawing of A's series under the
 * plain names and of B's under `B` (`seriesTypeB`, `stackB`, `yAxisIndexB` …).
 */
export interface MixedTimeseriesFormData extends TimeseriesFormData {
  limit?: number | null;
  timeseries_limit_metric?: QueryFormMetric | null;
  metrics_b?: QueryFormMetric[];
  groupby_b?: QueryFormColumn[];
  adhoc_filters_b?: AdhocFilter[];
  limit_b?: number | null;
  timeseries_limit_metric_b?: QueryFormMetric | null;
  order_desc_b?: boolean;
  row_limit_b?: number;
  truncate_metric_b?: boolean;
  seriesType?: GenericSeriesType;
  seriesTypeB?: GenericSeriesType;
  stackB?: boolean;
  areaB?: boolean;
  show_valueB?: boolean;
  opacityB?: number;
  markerEnabledB?: boolean;
  markerSizeB?: number;
  /** The y-axis of A's series: 0 primary (left), 1 secondary (right). */
  yAxisIndex?: 0 | 1;
  yAxisIndexB?: 0 | 1;
  sort_series_typeB?: string;
  sort_series_ascendingB?: boolean;
  /** Let the primary y-axis start at its data's minimum rather than at zero (Superset's `truncateYAxis`). */
  truncateYAxis?: boolean;
  /** The same for the secondary y-axis (Superset's `truncateYAxisSecondary`); charts saved without it follow `truncateYAxis`. */
  truncateYAxisSecondary?: boolean;
  y_axis_format_secondary?: string;
  /** Values the secondary y-axis reaches at least, `[min, max]`, either `null` (as `y_axis_bounds` for the primary). */
  y_axis_bounds_secondary?: [number | string | null, number | string | null] | null;
  /** The primary (left) y-axis on a logarithmic scale (Superset's `logAxis`). */
  logAxis?: boolean;
  /** The secondary (right) y-axis on a logarithmic scale (Superset's `logAxisSecondary`). */
  logAxisSecondary?: boolean;
  yAxisTitleSecondary?: string;
  /** Add "(Query A)" / "(Query B)" to the series names. */
  show_query_identifiers?: boolean;
}

/**
 * Query A's form data: every field but query B's `_b` ones (Superset's `removeFormDataSuffix`).
 *
 * @example
 * queryAFormData({ metrics: ['count'], metrics_b: ['sum__num'], x_axis: 'ds' }); // { metrics: ['count'], x_axis: 'ds' }
 */
export function queryAFormData<T extends Record<string, unknown>>(formData: T): T {
  return Object.fromEntries(Object.entries(formData).filter(([key]) => !key.endsWith(QUERY_B_SUFFIX))) as T;
}

/**
 * Query B's form data: the shared fields, with each `_b` field in place of its plain one
 * (Superset's `retainFormDataSuffix`), so `metrics_b` is B's `metrics`.
 *
 * @example
 * queryBFormData({ metrics: ['count'], metrics_b: ['sum__num'], x_axis: 'ds' }); // { metrics: ['sum__num'], x_axis: 'ds' }
 */
export function queryBFormData<T extends Record<string, unknown>>(formData: T): T {
  const next: Record<string, unknown> = { ...formData };
  for (const [key, value] of Object.entries(formData)) {
    if (!key.endsWith(QUERY_B_SUFFIX)) continue;
    next[key.slice(0, -QUERY_B_SUFFIX.length)] = value;
    delete next[key];
  }
  return next as T;
}

/** The drawing fields of query B's series under their plain names (`seriesTypeB` → `seriesType`). */
export const STYLE_FIELDS = ['seriesType', 'stack', 'area', 'show_value', 'opacity', 'markerEnabled', 'markerSize', 'yAxisIndex', 'sort_series_type', 'sort_series_ascending'] as const;

/** Query B's drawing fields read under their plain names, for the code that draws A's. */
export function styleBFields(formData: MixedTimeseriesFormData): Record<(typeof STYLE_FIELDS)[number], unknown> {
  const record = formData as Record<string, unknown>;
  return Object.fromEntries(STYLE_FIELDS.map((field) => [field, record[`${field}${STYLE_B_SUFFIX}`]])) as Record<(typeof STYLE_FIELDS)[number], unknown>;
}
