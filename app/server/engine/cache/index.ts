/** Chart-data results cache: in process or Redis, keyed by what makes results interchangeable. */
export type { CachedEntry, ResultsCache } from './results-cache.js';
export { MemoryResultsCache, DEFAULT_CACHE_MAX_BYTES, type MemoryResultsCacheOptions } from './memory-results-cache.js';
export { RedisResultsCache, DEFAULT_REDIS_KEY_PREFIX, type RedisResultsCacheOptions } from './redis-results-cache.js';
export { createResultsCache, type ResultsCacheConfig } from './create-results-cache.js';
export { cacheKeyFor, type CacheKeyInput } from './cache-key-for.js';
export { encodeColumnar, decodeColumnar } from './columnar-codec.js';
