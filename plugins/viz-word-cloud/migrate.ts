import type { QueryFormData } from '@core/plugin-api/index.js';
import type { WordCloudFormData } from './form-data.schema.js';
import { WORD_ROTATIONS } from './word-cloud-controls.js';

/**
 * Upgrades saved `word_cloud` form data: font sizes stored as text (Superset's text inputs) become
 * whole numbers, a series stored as a one-column list becomes that column, and a rotation Tessera
 * does not know falls back to the default. Idempotent; the input is not modified.
 */
export function migrateWordCloud(formData: QueryFormData): WordCloudFormData {
  const next: Record<string, unknown> = { ...formData };
  for (const field of ['size_from', 'size_to']) {
    const value = next[field];
    if (typeof value !== 'string') continue;
    const size = Number(value);
    if (value.trim() !== '' && Number.isFinite(size) && size > 0) next[field] = Math.round(size);
    else delete next[field];
  }
  if (Array.isArray(next.series)) next.series = next.series[0] ?? null;
  if (next.rotation !== undefined && !(WORD_ROTATIONS as readonly unknown[]).includes(next.rotation)) delete next.rotation;
  return next as WordCloudFormData;
}
