/**
 * Estimated size in bytes of a value once stored as UTF-8 JSON, without building the JSON text.
 * Exact for plain JSON data except for escaped control characters; values JSON drops (undefined,
 * functions, symbols) count as nothing and a repeated reference to an enclosing object as `null`.
 *
 * @example
 * ```ts
 * estimateJsonBytes({ a: [1, 'é'] }); // 14, the byte length of {"a":[1,"é"]}
 * ```
 */
export function estimateJsonBytes(value: unknown): number {
  return sizeOf(value, new Set());
}

function sizeOf(value: unknown, ancestors: Set<object>): number {
  switch (typeof value) {
    case 'string':
      return utf8Length(value) + 2 + escapeCount(value);
    case 'number':
      return Number.isFinite(value) ? String(value).length : 4;
    case 'boolean':
      return value ? 4 : 5;
    case 'bigint':
      return String(value).length;
    case 'object':
      return value === null ? 4 : objectSize(value, ancestors);
    default:
      return 0;
  }
}

function objectSize(value: object, ancestors: Set<object>): number {
  if (ancestors.has(value)) return 4;
  if (value instanceof Date) return 26;
  ancestors.add(value);
  let size = 2;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const itemSize = sizeOf(item, ancestors);
      // JSON writes null for array slots it cannot represent.
      size += (itemSize === 0 ? 4 : itemSize) + (index > 0 ? 1 : 0);
    });
  } else {
    let members = 0;
    for (const [key, member] of Object.entries(value)) {
      const memberSize = sizeOf(member, ancestors);
      if (memberSize === 0) continue;
      size += utf8Length(key) + 2 + escapeCount(key) + 1 + memberSize + (members > 0 ? 1 : 0);
      members += 1;
    }
  }
  ancestors.delete(value);
  return size;
}

function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      // A surrogate pair is one 4-byte code point.
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

function escapeCount(text: string): number {
  let extra = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x22 || code === 0x5c) extra += 1;
  }
  return extra;
}
