/**
 * One cached chart-data result. `payload` is already serialized (see `encodeColumnar`, or a
 * finished JSON/CSV body), so a hit costs one lookup and no re-encoding.
 */
export interface CachedEntry {
  payload: Uint8Array | string;
  /** When the result was computed, ISO-8601 UTC; the API reports it as `cached_dttm`. */
  cachedAt: string;
  /** Small JSON-safe facts about the result (row count, applied filters …) kept beside it. */
  meta?: Record<string, unknown>;
}

/**
 * Where chart-data results are kept between requests: in process by default, Redis when the
 * server is configured with one so that every process shares it.
 *
 * TTL semantics follow Superset's `cache_timeout`: a positive value expires after that many
 * seconds, `0` never expires, a negative value means "do not cache" (nothing is stored and any
 * previous entry under the key is removed).
 *
 * @example
 * ```ts
 * const cache = createResultsCache({ redisUrl: config.redisUrl });
 * const key = cacheKeyFor({ sql, rlsClauses, datasourceVersion, resultType: 'full' });
 * const hit = force ? null : await cache.get(key);
 * if (!hit) await cache.set(key, { payload: encodeColumnar(result), cachedAt: new Date().toISOString() }, 86_400);
 * ```
 */
export interface ResultsCache {
  /** The live entry under `key`, or null when absent or expired. */
  get(key: string): Promise<CachedEntry | null>;
  set(key: string, entry: CachedEntry, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Releases connections; the cache is unusable afterwards. */
  close(): Promise<void>;
}
