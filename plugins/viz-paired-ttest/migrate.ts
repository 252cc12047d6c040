import type { QueryFormData } from '@core/plugin-api/index.js';
import type { PairedTTestFormData } from './form-data.schema.js';

const isUnset = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Upgrades saved `paired_ttest` form data: Superset's text inputs stored the significance level
 * and precisions as text, which become numbers (unreadable ones are dropped so the defaults
 * apply); the newer `series_limit` / `series_limit_metric` names become the legacy `limit` /
 * `timeseries_limit_metric` this chart reads; a single `groupby` column becomes a list.
 * Idempotent; the input is not modified.
 */
export function migratePairedTTest(formData: QueryFormData): PairedTTestFormData {
  const next: Record<string, unknown> = { ...formData };
  for (const [key, integer] of [
    ['significance_level', false],
    ['pvalue_precision', true],
    ['liftvalue_precision', true],
  ] as const) {
    if (!(key in next) || typeof next[key] === 'number') continue;
    const value = typeof next[key] === 'string' && next[key].trim() !== '' ? Number(next[key]) : Number.NaN;
    if (Number.isFinite(value) && (!integer || Number.isInteger(value))) next[key] = value;
    else delete next[key];
  }
  for (const [from, to] of [
    ['series_limit', 'limit'],
    ['series_limit_metric', 'timeseries_limit_metric'],
  ] as const) {
    if (!(from in next)) continue;
    if (isUnset(next[to])) next[to] = next[from];
    delete next[from];
  }
  if (!isUnset(next.groupby) && !Array.isArray(next.groupby)) next.groupby = [next.groupby];
  return next as PairedTTestFormData;
}
