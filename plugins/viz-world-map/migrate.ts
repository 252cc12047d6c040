import type { QueryFormData } from '@core/plugin-api/index.js';
import type { WorldMapFormData } from './form-data.schema.js';
import { COLOR_BY, COUNTRY_FIELD_TYPES } from './world-map-controls.js';

const isUnset = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Upgrades saved `world_map` form data: an entity stored as a one-column list (as some Superset
 * versions save it) becomes the column, a bubble size stored as a number becomes text, and a
 * country field type or colouring Tessera does not know is dropped so the default applies.
 * Idempotent; the input is not modified.
 */
export function migrateWorldMap(formData: QueryFormData): WorldMapFormData {
  const next: Record<string, unknown> = { ...formData };
  if (Array.isArray(next.entity)) next.entity = next.entity.length > 0 ? next.entity[0] : null;
  if (typeof next.max_bubble_size === 'number' && Number.isInteger(next.max_bubble_size) && next.max_bubble_size >= 0) {
    next.max_bubble_size = String(next.max_bubble_size);
  }
  if (!isUnset(next.country_fieldtype) && !(COUNTRY_FIELD_TYPES as readonly unknown[]).includes(next.country_fieldtype)) delete next.country_fieldtype;
  if (!isUnset(next.color_by) && !(COLOR_BY as readonly unknown[]).includes(next.color_by)) delete next.color_by;
  return next as WorldMapFormData;
}
