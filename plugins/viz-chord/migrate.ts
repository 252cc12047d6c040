import type { AdhocFilter, QueryFormData } from '@core/plugin-api/index.js';
import type { ChordFormData } from './form-data.schema.js';

const isUnset = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * Upgrades saved `chord` form data. Superset stores the source and target pickers as single
 * values or one-element lists: both become one-element lists (extra entries dropped, as the
 * chart reads the first). A legacy `metrics` list gives its first entry as `metric`,
 * `number_format` is read as `y_axis_format`, and the legacy time column and range become a
 * `TEMPORAL_RANGE` filter (as Superset moved every chart's time range into its filters).
 * Idempotent; the input is not modified.
 */
export function migrateChord(formData: QueryFormData): ChordFormData {
  const next: Record<string, unknown> = { ...formData };
  const column = next.granularity_sqla;
  if (typeof column === 'string' && column !== '') {
    const filters = Array.isArray(next.adhoc_filters) ? (next.adhoc_filters as AdhocFilter[]) : [];
    const timeRange = typeof next.time_range === 'string' && next.time_range !== '' ? next.time_range : 'No filter';
    if (!filters.some((filter) => filter.operator === 'TEMPORAL_RANGE')) {
      next.adhoc_filters = [...filters, { expressionType: 'SIMPLE', clause: 'WHERE', subject: column, operator: 'TEMPORAL_RANGE', comparator: timeRange }];
    }
  }
  delete next.granularity_sqla;
  delete next.time_range;
  for (const field of ['groupby', 'columns']) {
    const value = next[field];
    if (isUnset(value)) continue;
    next[field] = Array.isArray(value) ? value.slice(0, 1) : [value];
  }
  if ('metrics' in next) {
    if (isUnset(next.metric) && Array.isArray(next.metrics) && next.metrics.length > 0) next.metric = next.metrics[0];
    delete next.metrics;
  }
  if ('number_format' in next) {
    if (isUnset(next.y_axis_format)) next.y_axis_format = next.number_format;
    delete next.number_format;
  }
  return next as ChordFormData;
}
