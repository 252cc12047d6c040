import type { QueryFormData } from '@core/plugin-api/index.js';
import type { PartitionFormData } from './form-data.schema.js';
import { TIME_SERIES_OPTIONS } from './partition-controls.js';

/** Superset's text inputs store numbers as text; these are read back as numbers. */
const INTEGER_FIELDS = ['partition_limit', 'limit', 'rolling_periods', 'min_periods', 'row_limit'];
const NUMBER_FIELDS = ['partition_threshold'];

/**
 * Upgrades saved `partition` form data: numbers Superset's text inputs stored as text
 * (`partition_limit: '5'`, `partition_threshold: '0.05'`, periods) become numbers (an empty one
 * is dropped so the default applies), a single metric saved as `metric` joins `metrics`, a legacy
 * `granularity` names the time column, and an unknown time series option falls back to the default.
 * Idempotent; the input is not modified.
 */
export function migratePartition(formData: QueryFormData): PartitionFormData {
  const next: Record<string, unknown> = { ...formData };
  for (const field of [...INTEGER_FIELDS, ...NUMBER_FIELDS]) {
    const value = next[field];
    if (typeof value !== 'string') continue;
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number)) delete next[field];
    else next[field] = INTEGER_FIELDS.includes(field) ? Math.round(number) : number;
  }
  if ('metric' in next) {
    const metrics = Array.isArray(next.metrics) ? next.metrics : [];
    if (next.metric !== null && next.metric !== undefined && next.metric !== '' && metrics.length === 0) next.metrics = [next.metric];
    delete next.metric;
  }
  if ((next.granularity_sqla === undefined || next.granularity_sqla === null) && typeof next.granularity === 'string' && next.granularity !== '') {
    next.granularity_sqla = next.granularity;
    delete next.granularity;
  }
  if (next.time_series_option !== undefined && !(TIME_SERIES_OPTIONS as readonly unknown[]).includes(next.time_series_option)) delete next.time_series_option;
  return next as PartitionFormData;
}
