/**
 * A read-only map of descriptors by key, frozen once built. It has no mutating methods at all
 * (not merely hidden by a `ReadonlyMap` type), so nothing can register a viz type after start-up.
 *
 * @example
 * ```ts
 * registry.get('pie');      // descriptor or undefined
 * registry.require('pie');  // descriptor, or throws "Unknown viz type 'pie'"
 * registry.list();          // every descriptor, in contribution order
 * ```
 */
export class FrozenRegistry<Descriptor> implements ReadonlyMap<string, Descriptor> {
  readonly #entries: Map<string, Descriptor>;
  readonly #kind: string;
  readonly #list: readonly Descriptor[];

  constructor(kind: string, entries: Iterable<readonly [string, Descriptor]>) {
    this.#kind = kind;
    this.#entries = new Map(entries);
    this.#list = Object.freeze([...this.#entries.values()]);
    Object.freeze(this);
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): Descriptor | undefined {
    return this.#entries.get(key);
  }

  has(key: string): boolean {
    return this.#entries.has(key);
  }

  /** The descriptor for `key`; throws when there is none (e.g. its plugin is disabled). */
  require(key: string): Descriptor {
    const descriptor = this.#entries.get(key);
    if (descriptor === undefined) throw new Error(`Unknown ${this.#kind} '${key}'`);
    return descriptor;
  }

  /** Every descriptor, in the order the contributions were bound. */
  list(): readonly Descriptor[] {
    return this.#list;
  }

  forEach(callback: (value: Descriptor, key: string, map: ReadonlyMap<string, Descriptor>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.#entries) callback.call(thisArg, value, key, this);
  }

  keys(): MapIterator<string> {
    return this.#entries.keys();
  }

  values(): MapIterator<Descriptor> {
    return this.#entries.values();
  }

  entries(): MapIterator<[string, Descriptor]> {
    return this.#entries.entries();
  }

  [Symbol.iterator](): MapIterator<[string, Descriptor]> {
    return this.#entries.entries();
  }
}
