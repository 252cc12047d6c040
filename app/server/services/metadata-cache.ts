/** How long schema, table and catalog lists of a database stay cached when it says nothing. */
export const DEFAULT_METADATA_CACHE_TTL_MS = 5 * 60_000;

/** What a cached list is of; Superset's `extra.metadata_cache_timeout` sets each separately. */
export type MetadataKind = 'catalog' | 'schema' | 'table' | 'function';

/**
 * The time to keep one kind of metadata for a database, from its `extra` JSON:
 * `metadata_cache_timeout` is either seconds for everything, or Superset's object
 * (`schema_cache_timeout`, `table_cache_timeout`, `catalog_cache_timeout`, in seconds).
 */
export function metadataCacheTtlMs(extra: string | null, kind: MetadataKind): number {
  let setting: unknown;
  try {
    setting = (JSON.parse(extra ?? '{}') as { metadata_cache_timeout?: unknown }).metadata_cache_timeout;
  } catch {
    return DEFAULT_METADATA_CACHE_TTL_MS;
  }
  if (typeof setting === 'number' && setting >= 0) return setting * 1000;
  if (setting && typeof setting === 'object') {
    const key = kind === 'catalog' ? 'catalog_cache_timeout' : kind === 'table' ? 'table_cache_timeout' : 'schema_cache_timeout';
    const seconds = (setting as Record<string, unknown>)[key];
    if (typeof seconds === 'number' && seconds >= 0) return seconds * 1000;
  }
  return DEFAULT_METADATA_CACHE_TTL_MS;
}

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

/**
 * An in-process cache of database metadata (schema and table lists, column lists) so the
 * SQL Lab tree and the dataset picker do not introspect the database on every click. Entries
 * expire after their TTL; `force` reloads; concurrent misses share one load; failed loads are
 * not kept.
 */
export class MetadataCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  async get<T>(key: string, ttlMs: number, force: boolean, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (!force && cached && cached.expiresAt > this.now()) return cached.value as Promise<T>;
    const value = load();
    if (ttlMs > 0) {
      const entry = { expiresAt: this.now() + ttlMs, value };
      this.entries.set(key, entry);
      value.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
    }
    return value;
  }

  /** Forgets everything cached for one database (after it was edited or deleted). */
  forgetDatabase(databaseId: number): void {
    const prefix = `${databaseId}:`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
