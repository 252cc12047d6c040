import type { JsonSchema } from '@core/plugin-api/index.js';

/**
 * Fills the fields a form data leaves undefined with the defaults of a composed form-data schema,
 * so the schema stays the one place defaults are written. A field explicitly set (even to null)
 * is kept. Returns a new object; the input is not modified.
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
