import type { QueryFormData } from '@core/plugin-api/index.js';
import type { DeckFormData } from './form-data.js';

/** Numeric fields Superset may have stored as text. */
const NUMERIC_FIELDS = ['grid_size', 'line_width', 'stroke_width', 'min_radius', 'max_radius', 'multiplier', 'intensity', 'radius_pixels', 'point_radius_scale', 'opacity'] as const;

/**
 * Superset form data of a map → this plugin's: numbers stored as text become numbers, a bare
 * `point_radius_fixed` number becomes `{ type: 'fix', value }`, `deck_slices` become chart ids.
 * Idempotent; the input is left alone. The JavaScript fields are kept as they are (never run).
 */
export function migrateDeck(formData: QueryFormData): DeckFormData {
  const next: Record<string, unknown> = { ...formData };
  for (const field of NUMERIC_FIELDS) {
    const value = next[field];
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) next[field] = Number(value);
  }
  const radius = next['point_radius_fixed'];
  if (typeof radius === 'number' || (typeof radius === 'string' && radius.trim() !== '' && Number.isFinite(Number(radius)))) next['point_radius_fixed'] = { type: 'fix', value: Number(radius) };
  if (Array.isArray(next['deck_slices'])) next['deck_slices'] = (next['deck_slices'] as unknown[]).map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return next as DeckFormData;
}
