import type { JsonSchema } from '../plugin-api/json-schema.js';
import { isPlainObject, resolveLocalRef } from './resolve-local-ref.js';

/**
 * Every top-level property name a schema can produce, including those that only appear
 * conditionally (`if/then/else`, `dependencies`, `anyOf`/`oneOf` branches): conditional controls
 * are still controls a uiSchema may lay out.
 */
export function schemaPropertyNames(schema: JsonSchema, root: JsonSchema = schema): ReadonlySet<string> {
  const names = new Set<string>();
  const visit = (node: JsonSchema, active: Set<JsonSchema>): void => {
    const resolved = resolveLocalRef(node, root);
    if (active.has(resolved)) return;
    active.add(resolved);
    for (const name of Object.keys(resolved.properties ?? {})) names.add(name);
    const branches = [...(resolved.allOf ?? []), ...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])];
    if (resolved.then) branches.push(resolved.then);
    if (resolved.else) branches.push(resolved.else);
    for (const dependency of Object.values(resolved.dependencies ?? {})) {
      if (isPlainObject(dependency)) branches.push(dependency as JsonSchema);
    }
    for (const branch of branches) visit(branch, active);
  };
  visit(schema, new Set());
  return names;
}
