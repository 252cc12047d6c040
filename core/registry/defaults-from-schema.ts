import type { JsonSchema } from '../plugin-api/json-schema.js';
import { isPlainObject, resolveLocalRef } from './resolve-local-ref.js';

function describesObject(schema: JsonSchema): boolean {
  return schema.type === 'object' || isPlainObject(schema.properties) || Array.isArray(schema.allOf);
}

function fillDefaults(target: Record<string, unknown>, schema: JsonSchema, root: JsonSchema, active: Set<JsonSchema>): void {
  const resolved = resolveLocalRef(schema, root);
  // A recursive schema (a tree of filters, say) would otherwise recurse forever.
  if (active.has(resolved)) return;
  active.add(resolved);
  for (const part of resolved.allOf ?? []) fillDefaults(target, part, root, active);
  for (const [name, property] of Object.entries(resolved.properties ?? {})) {
    const propertySchema = resolveLocalRef(property, root);
    if (!(name in target)) {
      if ('default' in propertySchema) {
        target[name] = structuredClone(propertySchema.default);
      } else if (describesObject(propertySchema)) {
        const nested: Record<string, unknown> = {};
        fillDefaults(nested, propertySchema, root, active);
        if (Object.keys(nested).length > 0) target[name] = nested;
        continue;
      } else {
        continue;
      }
    }
    const value = target[name];
    if (isPlainObject(value) && describesObject(propertySchema)) fillDefaults(value, propertySchema, root, active);
  }
  active.delete(resolved);
}

/**
 * The default form data (or filter options) a schema describes: every property's `default`,
 * walking nested objects, `allOf` parts and local `$ref`s. An object-level `default` wins over
 * its properties' defaults, which only fill what it leaves out (ajv's `useDefaults` order).
 * Conditional branches (`if/then`, `dependencies`) are not applied: their defaults depend on
 * values the user has not chosen yet. Defaults are deep copies; mutating them is safe.
 *
 * @example
 * ```ts
 * defaultsFromSchema({
 *   type: 'object',
 *   properties: {
 *     row_limit: { type: 'integer', default: 10000 },
 *     legend: { type: 'object', properties: { show: { type: 'boolean', default: true } } },
 *     metric: { type: 'string' },
 *   },
 * }); // { row_limit: 10000, legend: { show: true } }
 * ```
 */
export function defaultsFromSchema<T extends Record<string, unknown> = Record<string, unknown>>(schema: JsonSchema): Partial<T> {
  const resolved = resolveLocalRef(schema, schema);
  const defaults: Record<string, unknown> = isPlainObject(resolved.default) ? structuredClone(resolved.default) : {};
  fillDefaults(defaults, resolved, schema, new Set());
  return defaults as Partial<T>;
}
