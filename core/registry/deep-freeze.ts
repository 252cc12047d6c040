/**
 * Freezes a value and everything reachable from it (objects, arrays; functions are left as they
 * are). Used on descriptor data so a consumer that mutates a shared schema or default fails
 * loudly instead of corrupting every chart of that type.
 */
export function deepFreeze<T>(value: T, visited: WeakSet<object> = new WeakSet()): T {
  if (typeof value !== 'object' || value === null || visited.has(value)) return value;
  visited.add(value);
  Object.freeze(value);
  // Children are walked even when the parent was already (shallowly) frozen by its author.
  for (const key of Reflect.ownKeys(value)) {
    deepFreeze((value as Record<string | symbol, unknown>)[key], visited);
  }
  return value;
}
