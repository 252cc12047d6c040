import type { JsonSchema, QueryFormData } from '@core/plugin-api/index.js';
import { choicesOf } from '@control-schemas/index.js';
import { bigNumberTotalSchema, type BigNumberFormData, type BigNumberTotalFormData } from './form-data.schema.js';

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

/** The closed choices of a font-size control, read from the schema (the same for both big numbers). */
function sizeChoices(field: string): number[] {
  const schema = (bigNumberTotalSchema.properties as Record<string, JsonSchema> | undefined)?.[field];
  return schema ? choicesOf(schema).choices.map((choice) => choice.const).filter((value): value is number => typeof value === 'number') : [];
}

/**
 * Font sizes as older Superset versions stored them: text (`"0.4"`) becomes a number, and a size
 * between the choices (`0.45`, `0.8` from older lists) the nearest choice, so the schema accepts it.
 */
function fontSizes(formData: Record<string, unknown>): void {
  for (const field of ['header_font_size', 'subheader_font_size']) {
    const raw = formData[field];
    if (raw === undefined || raw === null) continue;
    const size = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    const choices = sizeChoices(field);
    if (typeof size !== 'number' || !Number.isFinite(size) || choices.length === 0) {
      delete formData[field];
      continue;
    }
    formData[field] = choices.reduce((best, choice) => (Math.abs(choice - size) < Math.abs(best - size) ? choice : best), choices[0]!);
  }
}

/**
 * Upgrades saved `big_number_total` form data: Superset's `subtitle` / `subtitle_font_size` become
 * `subheader` / `subheader_font_size`, a legacy `metrics` list gives its first entry as `metric`,
 * the Druid-era time column `granularity` is `granularity_sqla`, and font sizes stored as text or
 * between the choices snap to a choice. Idempotent; the input is not modified.
 */
export function migrateBigNumberTotal(formData: QueryFormData): BigNumberTotalFormData {
  const next: Record<string, unknown> = { ...formData };
  rename(next, 'granularity', 'granularity_sqla');
  renameSubtitle(next);
  singleMetric(next);
  fontSizes(next);
  return next as BigNumberTotalFormData;
}

/**
 * Upgrades saved `big_number` form data: the legacy time column `granularity_sqla` becomes the
 * `x_axis` (Superset's GENERIC_CHART_AXES migration; the Druid-era `granularity` too), a
 * `compare_lag` stored as text becomes an integer (empty for none), plus the renames and font
 * sizes of {@link migrateBigNumberTotal}. Idempotent; the
 * input is not modified.
 */
export function migrateBigNumber(formData: QueryFormData): BigNumberFormData {
  const next: Record<string, unknown> = { ...formData };
  rename(next, 'granularity', 'granularity_sqla');
  rename(next, 'granularity_sqla', 'x_axis');
  renameSubtitle(next);
  singleMetric(next);
  fontSizes(next);
  const lag = next.compare_lag;
  if (typeof lag === 'string') {
    const parsed = Number(lag.trim());
    next.compare_lag = lag.trim() !== '' && Number.isInteger(parsed) && parsed > 0 ? parsed : null;
  }
  return next as BigNumberFormData;
}
