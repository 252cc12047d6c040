import type { JsonSchema } from '../json-schema.js';

/**
 * Fills the fields a form data leaves undefined with the `default`s of its form-data schema's
 * properties, so the schema stays the one place defaults are written. A field explicitly set
 * (even to null) is kept. Returns a new object with cloned defaults; the input is not modified.
 *
 * @example
 * ```ts
 * withSchemaDefaults({ type: 'object', properties: { row_limit: { type: 'integer', default: 100 } } }, { viz_type: 'pie' });
 * // { viz_type: 'pie', row_limit: 100 }
 * ```
 */
export function withSchemaDefaults<T extends object>(schema: JsonSchema, formData: T): T {
  const filled = { ...formData } as Record<string, unknown>;
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, property] of Object.entries(properties)) {
    if (filled[name] === undefined && property && typeof property === 'object' && 'default' in property) {
      filled[name] = structuredClone(property.default);
    }
  }
  return filled as T;
}
