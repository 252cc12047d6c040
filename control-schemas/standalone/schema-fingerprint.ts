import type { JsonSchema } from '@core/plugin-api/json-schema.js';
import { stableJson } from '@core/query/stable-json.js';

/** 53-bit string hash (two 32-bit multiply-xorshift lanes); small, fast and dependency-free. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * A short, stable identifier of a schema's content (key order does not matter), plus its length
 * to make collisions between different schemas even less likely. Build time and browser compute
 * the same value, which is how a precompiled validator is found for a schema at run time.
 *
 * @example
 * ```ts
 * schemaFingerprint({ type: 'integer', minimum: 1 }) === schemaFingerprint({ minimum: 1, type: 'integer' }); // true
 * ```
 */
export function schemaFingerprint(schema: JsonSchema): string {
  const json = stableJson(schema);
  return `${hash53(json)}-${json.length.toString(36)}`;
}
