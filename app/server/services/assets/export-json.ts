import type { BundleJson, BundleObject } from './bundle-format.js';

/** A stored JSON value as a bundle value: anything JSON cannot carry becomes null. */
export function toBundleJson(value: unknown): BundleJson {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map(toBundleJson);
  if (typeof value === 'object') {
    const out: BundleObject = {};
    for (const [key, entry] of Object.entries(value)) if (entry !== undefined) out[key] = toBundleJson(entry);
    return out;
  }
  return null;
}

/**
 * A JSON text column as an object, as Superset writes `params`, `extra` and the like into a
 * bundle: null when the column is empty, not JSON, or not an object.
 */
export function parseJsonObject(text: string | null | undefined): BundleObject | null {
  if (!text || !text.trim()) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return toBundleJson(parsed) as BundleObject;
  } catch {
    return null;
  }
}

/** A stored flag (0/1 on SQLite, boolean on PostgreSQL) as a boolean. */
export function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't' || value === 'true';
}

/** Whether a bundle value is a JSON object. */
export function isBundleObject(value: BundleJson | undefined): value is BundleObject {
  return value !== null && value !== undefined && typeof value === 'object' && !Array.isArray(value);
}
