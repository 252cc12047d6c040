import type { QueryFormData } from '@core/plugin-api/index.js';
import type { CountryMapFormData } from './form-data.schema.js';

/**
 * Upgrades saved `country_map` form data: an entity stored as a one-column list becomes the
 * column, and a country stored with capitals or spaces (`"France"`, `"United Kingdom"`) takes
 * Superset's lowercase name (`france`, `united_kingdom`). Idempotent; the input is not modified.
 */
export function migrateCountryMap(formData: QueryFormData): CountryMapFormData {
  const next: Record<string, unknown> = { ...formData };
  if (Array.isArray(next.entity)) next.entity = next.entity.length > 0 ? next.entity[0] : null;
  if (typeof next.select_country === 'string') next.select_country = next.select_country.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return next as CountryMapFormData;
}
