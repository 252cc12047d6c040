import { isRedisUnavailable } from './connect-redis.js';
import type { CachedEntry, ResultsCache } from './results-cache.js';

/**
 * A results cache for work that can do without it: while the cache behind cannot be reached
 * (Redis down or hanging), a read is a miss and a write is skipped, so chart data runs on the
 * engine instead of failing. Any other error still surfaces. What must not be lost (SQL Lab
 * results, explore state, async results) keeps using the cache directly and answers 503.
 */
export class BestEffortResultsCache implements ResultsCache {
  constructor(private readonly inner: ResultsCache) {}

  async get(key: string): Promise<CachedEntry | null> {
    try {
      return await this.inner.get(key);
    } catch (error) {
      if (isRedisUnavailable(error)) return null;
      throw error;
    }
  }

  async set(key: string, entry: CachedEntry, ttlSeconds: number): Promise<void> {
    try {
      await this.inner.set(key, entry, ttlSeconds);
    } catch (error) {
      if (!isRedisUnavailable(error)) throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.inner.delete(key);
    } catch (error) {
      if (!isRedisUnavailable(error)) throw error;
    }
  }

  /** The inner cache is closed by whoever opened it. */
  async close(): Promise<void> {}
}
