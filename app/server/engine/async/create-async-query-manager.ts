import { AsyncQueryManager, type AsyncJob } from './async-query-manager.js';
import { MemoryAsyncEventStore } from './memory-async-event-store.js';
import { RedisAsyncEventStore } from './redis-async-event-store.js';

export interface AsyncQueryManagerConfig {
  /** When set (`TESSERA_REDIS_URL`), events live in Redis streams shared by every process. */
  redisUrl?: string;
  /** Jobs run at once per process; default 4. */
  concurrency?: number;
  /** Events kept per channel; default 1000. */
  maxEventsPerChannel?: number;
  /** Redis key prefix; default `tessera:`. */
  keyPrefix?: string;
  /** How often WebSocket subscribers look for other processes' events on Redis; default 500 ms. */
  pollIntervalMs?: number;
  onInternalError?: (error: unknown, job: AsyncJob) => void;
}

/**
 * The async query manager the configuration asks for.
 *
 * @example
 * ```ts
 * const manager = createAsyncQueryManager({ redisUrl: config.redisUrl, onInternalError: (e) => app.log.error(e) });
 * app.addHook('onClose', () => manager.close());
 * ```
 */
export function createAsyncQueryManager(config: AsyncQueryManagerConfig = {}): AsyncQueryManager {
  const store = config.redisUrl
    ? new RedisAsyncEventStore({
      url: config.redisUrl,
      ...(config.keyPrefix !== undefined ? { keyPrefix: config.keyPrefix } : {}),
      ...(config.maxEventsPerChannel !== undefined ? { maxEventsPerChannel: config.maxEventsPerChannel } : {}),
      ...(config.pollIntervalMs !== undefined ? { pollIntervalMs: config.pollIntervalMs } : {}),
    })
    : new MemoryAsyncEventStore(config.maxEventsPerChannel !== undefined ? { maxEventsPerChannel: config.maxEventsPerChannel } : {});
  return new AsyncQueryManager({
    store,
    ...(config.concurrency !== undefined ? { concurrency: config.concurrency } : {}),
    ...(config.onInternalError ? { onInternalError: config.onInternalError } : {}),
  });
}
