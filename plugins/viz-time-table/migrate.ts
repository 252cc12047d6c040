import type { QueryFormData } from '@core/plugin-api/index.js';
import type { TimeTableFormData } from './form-data.schema.js';

/**
 * Upgrades saved `time_table` form data: a single metric or group column becomes a list, newer
 * `series_limit` / `series_limit_metric` names (from a switch of viz type) become the legacy
 * `limit` / `timeseries_limit_metric` this type uses, and a `column_collection` saved as JSON text
 * is parsed (dropped when it is not a list). Idempotent; the input is not modified.
 */
export function migrateTimeTable(formData: QueryFormData): TimeTableFormData {
  const next: Record<string, unknown> = { ...formData };
  for (const key of ['metrics', 'groupby']) {
    if (key in next && !Array.isArray(next[key])) next[key] = next[key] === null || next[key] === undefined || next[key] === '' ? [] : [next[key]];
  }
  for (const [from, to] of [
    ['series_limit', 'limit'],
    ['series_limit_metric', 'timeseries_limit_metric'],
  ] as const) {
    if (!(from in next)) continue;
    if (next[to] === undefined || next[to] === null) next[to] = next[from];
    delete next[from];
  }
  if (typeof next.column_collection === 'string') {
    try {
      next.column_collection = JSON.parse(next.column_collection) as unknown;
    } catch {
      next.column_collection = undefined;
    }
  }
  if ('column_collection' in next && !Array.isArray(next.column_collection)) delete next.column_collection;
  return next as TimeTableFormData;
}
