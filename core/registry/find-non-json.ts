import { isPlainObject } from './resolve-local-ref.js';

function escapeToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

function kindOf(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return undefined;
    case 'number':
      return Number.isFinite(value) ? undefined : String(value);
    case 'object':
      if (value === null || Array.isArray(value) || isPlainObject(value)) {
        const prototype = value === null || Array.isArray(value) ? null : Object.getPrototypeOf(value);
        return prototype === null || prototype === Object.prototype ? undefined : `a ${prototype.constructor?.name ?? 'class'} instance`;
      }
      return 'an object';
    default:
      return `a ${typeof value}`;
  }
}

/**
 * JSON pointers to the values in `value` that are not plain JSON (functions, class instances,
 * `undefined`, NaN …), with what they are. Schemas and uiSchemas must be data: no closures, so
 * they can be stored, diffed, documented and precompiled.
 *
 * @example
 * ```ts
 * findNonJson({ a: { b: () => 1 } }); // [{ path: '/a/b', kind: 'a function' }]
 * ```
 */
export function findNonJson(value: unknown, path = '', found: Array<{ path: string; kind: string }> = []): Array<{ path: string; kind: string }> {
  const kind = kindOf(value);
  if (kind) {
    found.push({ path: path || '/', kind });
    return found;
  }
  if (Array.isArray(value)) value.forEach((item, index) => findNonJson(item, `${path}/${index}`, found));
  else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) findNonJson(item, `${path}/${escapeToken(key)}`, found);
  }
  return found;
}
