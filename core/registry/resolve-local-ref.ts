import type { JsonSchema } from '../plugin-api/json-schema.js';

/** True for a non-null, non-array object. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unescapePointerToken(token: string): string {
  return decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~');
}

/**
 * Follows `$ref`s that point inside `root` (`#`, `#/$defs/metric`, `#/definitions/x`) until it
 * reaches a schema without one. Remote refs are left alone: descriptor schemas are composed in
 * code from control-schemas fragments, not fetched.
 *
 * @throws when a local ref points nowhere or refs form a loop.
 */
export function resolveLocalRef(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let current = schema;
  const followed = new Set<string>();
  while (typeof current.$ref === 'string' && current.$ref.startsWith('#')) {
    const ref = current.$ref;
    if (followed.has(ref)) throw new Error(`$ref loop through '${ref}'`);
    followed.add(ref);
    let target: unknown = root;
    for (const token of ref.slice(1).split('/').filter(Boolean).map(unescapePointerToken)) {
      target = isPlainObject(target) || Array.isArray(target) ? (target as Record<string, unknown>)[token] : undefined;
    }
    if (!isPlainObject(target)) throw new Error(`$ref '${ref}' does not point to a schema`);
    current = target as JsonSchema;
  }
  return current;
}
