import type { QueryFormData } from '@core/plugin-api/index.js';
import { fromLegacyArea, fromLegacyBar, fromLegacyDistBar, fromLegacyLine, migrateNvd3Common, type MutableFormData } from './legacy-nvd3.js';
import type { TimeseriesFormData } from './timeseries-form-data.js';

/**
 * Superset's retired NVD3 time-series keys: how each one's form data translates, and the key it
 * opens as (unless the translation names another: a stepped or smoothed `line`).
 */
export const NVD3_TIMESERIES_MIGRATIONS: Readonly<Record<string, { to: string; migrate: (formData: QueryFormData) => MutableFormData }>> = Object.freeze({
  line: { to: 'echarts_timeseries_line', migrate: fromLegacyLine },
  bar: { to: 'echarts_timeseries_bar', migrate: fromLegacyBar },
  dist_bar: { to: 'echarts_timeseries_bar', migrate: fromLegacyDistBar },
  area: { to: 'echarts_area', migrate: fromLegacyArea },
});

const isUnset = (value: unknown): boolean => value === undefined || value === null || value === '';

/** Moves `from` to `to` when `to` is unset; drops `from` either way once `to` holds its value. */
function rename(formData: Record<string, unknown>, from: string, to: string, convert: (value: unknown) => unknown = (value) => value): void {
  if (!(from in formData)) return;
  if (isUnset(formData[to]) && !isUnset(formData[from])) formData[to] = convert(formData[from]);
  delete formData[from];
}

/**
 * Upgrades time-series form data saved by Superset or by older versions: the legacy time column
 * `granularity_sqla` becomes the `x_axis` (when there is none), `timeseries_limit_metric` →
 * `series_limit_metric`, `limit` → `series_limit` (0 meaning none), `x_axis_format` →
 * `x_axis_time_format`, `legendOrientation` → `legend_orientation`, a single `time_compare` string
 * becomes a list, and Superset's stack styles (`'Stack'`, `'Stream'`) become `stack: true`.
 * A chart stored under a retired NVD3 key (`line`, `bar`, `dist_bar`, `area`) is first translated
 * as Superset's own migration does (see `legacy-nvd3.ts`) and takes its current key: a `line` drawn
 * with stepped or smoothed interpolation takes the Stepped or Smooth Line's, the same choice the
 * line chart declares as the registry's redirect of `line`, so `resolve` opens it as that type.
 * Pure and idempotent: migrating twice gives the same form data.
 *
 * @example
 * migrateTimeseriesFormData({ datasource: '1__table', viz_type: 'echarts_timeseries_line', granularity_sqla: 'ds', limit: 5 });
 * // { datasource: '1__table', viz_type: 'echarts_timeseries_line', x_axis: 'ds', series_limit: 5 }
 */
export function migrateTimeseriesFormData(formData: QueryFormData): TimeseriesFormData {
  const legacy = Object.hasOwn(NVD3_TIMESERIES_MIGRATIONS, formData.viz_type) ? NVD3_TIMESERIES_MIGRATIONS[formData.viz_type] : undefined;
  const translated = legacy?.migrate(formData);
  const next: Record<string, unknown> = translated
    ? { ...translated, viz_type: translated['viz_type'] !== formData.viz_type ? translated['viz_type'] : legacy!.to }
    : { ...formData };
  // `compare` and `time_pivot` keep Superset's NVD3 keys, so their charts still carry NVD3 fields.
  if (formData.viz_type === 'compare' || formData.viz_type === 'time_pivot') migrateNvd3Common(next);

  // The legacy time column was the x-axis; keep it only when a different x-axis was chosen since.
  const granularity = next['granularity_sqla'];
  if (!isUnset(granularity)) {
    if (isUnset(next['x_axis'])) next['x_axis'] = granularity;
    if (next['x_axis'] === granularity) delete next['granularity_sqla'];
  }

  rename(next, 'timeseries_limit_metric', 'series_limit_metric');
  rename(next, 'limit', 'series_limit', (value) => {
    const limit = Number(value);
    return Number.isInteger(limit) && limit > 0 ? limit : null;
  });
  rename(next, 'x_axis_format', 'x_axis_time_format');
  rename(next, 'legendOrientation', 'legend_orientation');

  if (typeof next['time_compare'] === 'string') next['time_compare'] = next['time_compare'].trim() === '' ? [] : [next['time_compare']];
  if ('stack' in next && typeof next['stack'] !== 'boolean') next['stack'] = typeof next['stack'] === 'string' && next['stack'] !== '';

  return next as TimeseriesFormData;
}
