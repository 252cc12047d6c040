import { MemoryResultsCache } from './memory-results-cache.js';
import { RedisResultsCache } from './redis-results-cache.js';
import type { ResultsCache } from './results-cache.js';

export interface ResultsCacheConfig {
  /** When set (`TESSERA_REDIS_URL`), results live in Redis and every process shares them. */
  redisUrl?: string;
  /** Bound of the in-process cache; default 256 MB. Unused with Redis. */
  maxBytes?: number;
  /** Redis key prefix; default `tessera:`. */
  keyPrefix?: string;
}

/**
 * The results cache the configuration asks for: Redis when a URL is set, else in process.
 *
 * @example
 * ```ts
 * const cache = createResultsCache({ redisUrl: config.redisUrl });
 * app.addHook('onClose', () => cache.close());
 * ```
 */
export function createResultsCache(config: ResultsCacheConfig = {}): ResultsCache {
  if (config.redisUrl) return new RedisResultsCache({ url: config.redisUrl, ...(config.keyPrefix !== undefined ? { keyPrefix: config.keyPrefix } : {}) });
  return new MemoryResultsCache(config.maxBytes !== undefined ? { maxBytes: config.maxBytes } : {});
}
