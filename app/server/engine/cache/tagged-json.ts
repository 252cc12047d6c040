/**
 * Tagged JSON, for the rare mixed or nested result column: values JSON cannot carry (bigint,
 * NaN and ±Infinity, bytes, dates) become `{"$t": tag, "v": …}`. An object that itself has a
 * `$t` member is wrapped, so no user value is ever mistaken for a tag. `fromTagged` undoes it.
 *
 * @example
 * ```ts
 * fromTagged(JSON.parse(JSON.stringify(toTagged({ id: 2n ** 64n })))); // { id: 18446744073709551616n }
 * ```
 */
export function toTagged(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  switch (typeof value) {
    case 'bigint': return { $t: 'n', v: value.toString() };
    case 'number': return Number.isFinite(value) ? value : { $t: 'f', v: String(value) };
    case 'string':
    case 'boolean': return value;
    case 'object': {
      if (value instanceof Uint8Array) return { $t: 'b', v: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
      if (value instanceof Date) return { $t: 'd', v: value.getTime() };
      if (Array.isArray(value)) return value.map(toTagged);
      const out: Record<string, unknown> = {};
      for (const [key, member] of Object.entries(value)) if (member !== undefined) setMember(out, key, toTagged(member));
      return Object.hasOwn(value, '$t') ? { $t: 'o', v: out } : out;
    }
    default: return null;
  }
}

/** The value `toTagged` was given, from the parsed JSON of its output. */
export function fromTagged(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(fromTagged);
  const record = value as Record<string, unknown>;
  switch (record.$t) {
    case 'n': return BigInt(record.v as string);
    case 'f': return Number(record.v);
    case 'b': return new Uint8Array(Buffer.from(record.v as string, 'base64'));
    case 'd': return new Date(record.v as number);
    case 'o': return untagMembers(record.v as Record<string, unknown>);
    default: return untagMembers(record);
  }
}

function untagMembers(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(record)) setMember(out, key, fromTagged(member));
  return out;
}

/** Plain assignment of `__proto__` would replace the prototype instead of adding a member. */
function setMember(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
