import type { QueryFormData } from '@core/plugin-api/index.js';
import type { RoseFormData } from './form-data.schema.js';

/**
 * Upgrades saved `rose` form data from Superset's legacy chart: the old `granularity` becomes
 * `granularity_sqla`; `columns` join `groupby`; a single `metric` joins `metrics`; a single time
 * shift becomes a list; legacy shifts without a direction (`1 year`, which Superset's rose offered)
 * gain their `ago`; numbers stored as text become numbers. Idempotent; the input is not modified.
 */
export function migrateRose(formData: QueryFormData): RoseFormData {
  const next: Record<string, unknown> = { ...formData };
  if ('granularity' in next) {
    if (!next.granularity_sqla && typeof next.granularity === 'string') next.granularity_sqla = next.granularity;
    delete next.granularity;
  }
  if ('metric' in next) {
    const metrics = Array.isArray(next.metrics) ? next.metrics : [];
    if (next.metric !== null && next.metric !== undefined && next.metric !== '' && metrics.length === 0) next.metrics = [next.metric];
    delete next.metric;
  }
  if ('columns' in next) {
    const groupby = Array.isArray(next.groupby) ? next.groupby : [];
    const columns = Array.isArray(next.columns) ? next.columns : [];
    next.groupby = [...groupby, ...columns.filter((column) => !groupby.some((g) => JSON.stringify(g) === JSON.stringify(column)))];
    delete next.columns;
  }
  if (next.time_compare !== undefined) {
    const shifts = next.time_compare === null || next.time_compare === '' ? [] : Array.isArray(next.time_compare) ? next.time_compare : [next.time_compare];
    next.time_compare = shifts.map((shift) => (typeof shift === 'string' && /^\s*\d+\s+[a-z]+\s*$/i.test(shift) ? `${shift.trim()} ago` : shift));
  }
  for (const field of ['limit', 'row_limit', 'rolling_periods', 'min_periods']) {
    const value = next[field];
    if (typeof value !== 'string') continue;
    if (value.trim() === '') {
      if (field === 'row_limit') delete next[field];
      else next[field] = null;
    }
    else if (/^\d+$/.test(value.trim())) next[field] = Number(value);
  }
  return next as RoseFormData;
}
