import type { QueryFormData } from '@core/plugin-api/index.js';
import type { BigNumberFormData, BigNumberTotalFormData } from './form-data.schema.js';

/** Moves `from` to `to` when `to` is not set yet; `from` is dropped either way. */
function rename(formData: Record<string, unknown>, from: string, to: string): void {
  if (!(from in formData)) return;
  if (formData[to] === undefined || formData[to] === null) formData[to] = formData[from];
  delete formData[from];
}

/** Superset 4.1 renamed the big number's subheader to subtitle; Tessera keeps the older names. */
function renameSubtitle(formData: Record<string, unknown>): void {
  rename(formData, 'subtitle', 'subheader');
  rename(formData, 'subtitle_font_size', 'subheader_font_size');
}

/** A single metric from a legacy `metrics` list, when `metric` is unset. */
function singleMetric(formData: Record<string, unknown>): void {
  if (!('metrics' in formData)) return;
  const metrics = formData.metrics;
  if ((formData.metric === undefined || formData.metric === null) && Array.isArray(metrics) && metrics.length > 0) formData.metric = metrics[0];
  delete formData.metrics;
}

/**
 * Upgrades saved `big_number_total` form data: Superset's `subtitle` / `subtitle_font_size` become
 * `subheader` / `subheader_font_size`, and a legacy `metrics` list gives its first entry as
 * `metric`. Idempotent; the input is not modified.
 */
export function migrateBigNumberTotal(formData: QueryFormData): BigNumberTotalFormData {
  const next: Record<string, unknown> = { ...formData };
  renameSubtitle(next);
  singleMetric(next);
  return next as BigNumberTotalFormData;
}

/**
 * Upgrades saved `big_number` form data: the legacy time column `granularity_sqla` becomes the
 * `x_axis` (Superset's GENERIC_CHART_AXES migration), a `compare_lag` stored as text becomes an
 * integer (empty for none), plus the renames of {@link migrateBigNumberTotal}. Idempotent; the
 * input is not modified.
 */
export function migrateBigNumber(formData: QueryFormData): BigNumberFormData {
  const next: Record<string, unknown> = { ...formData };
  rename(next, 'granularity_sqla', 'x_axis');
  renameSubtitle(next);
  singleMetric(next);
  const lag = next.compare_lag;
  if (typeof lag === 'string') {
    const parsed = Number(lag.trim());
    next.compare_lag = lag.trim() !== '' && Number.isInteger(parsed) && parsed > 0 ? parsed : null;
  }
  return next as BigNumberFormData;
}
