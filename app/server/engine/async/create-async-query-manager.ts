import type { QueuedAsyncJob } from './async-job.js';
import { AsyncQueryManager } from './async-query-manager.js';
import { BullMqJobQueue } from './bullmq-job-queue.js';
import { InProcessJobQueue } from './in-process-job-queue.js';
import { MemoryAsyncEventStore } from './memory-async-event-store.js';
import { RedisAsyncEventStore } from './redis-async-event-store.js';

export interface AsyncQueryManagerConfig {
  /** When set (`TESSERA_REDIS_URL`), events live in Redis streams and jobs wait on a BullMQ queue, both shared by every process. */
  redisUrl?: string;
  /** Jobs run at once per process; default 4. */
  concurrency?: number;
  /** Whether this process runs jobs (default true); false for a web process whose jobs separate workers run. Without Redis, always true. */
  consume?: boolean;
  /** With Redis: seconds before a job whose process died is taken over by another (default 30). */
  stalledSeconds?: number;
  /** With Redis: how long closing waits for running jobs (default 8 s). */
  drainTimeoutMs?: number;
  /** Events kept per channel; default 1000. */
  maxEventsPerChannel?: number;
  /** Redis key prefix; default `tessera:` (the queue's BullMQ prefix is the same without its colon). */
  keyPrefix?: string;
  /** How often WebSocket subscribers look for other processes' events on Redis; default 500 ms. */
  pollIntervalMs?: number;
  onInternalError?: (error: unknown, job?: QueuedAsyncJob) => void;
}

/**
 * The async query manager the configuration asks for: in process without Redis (jobs run by the
 * web process that got them, exactly as a single `npm start`); with Redis, events on Redis streams
 * and jobs on a BullMQ queue, run by whichever process consumes it.
 *
 * @example
 * ```ts
 * const manager = createAsyncQueryManager({ redisUrl: config.redisUrl, consume: config.asyncQueryWorkers.runInWeb, onInternalError: (e) => app.log.error(e) });
 * app.addHook('onClose', () => manager.close());
 * ```
 */
export function createAsyncQueryManager(config: AsyncQueryManagerConfig = {}): AsyncQueryManager {
  const keyPrefix = config.keyPrefix ?? 'tessera:';
  const store = config.redisUrl
    ? new RedisAsyncEventStore({
      url: config.redisUrl,
      keyPrefix,
      ...(config.maxEventsPerChannel !== undefined ? { maxEventsPerChannel: config.maxEventsPerChannel } : {}),
      ...(config.pollIntervalMs !== undefined ? { pollIntervalMs: config.pollIntervalMs } : {}),
    })
    : new MemoryAsyncEventStore(config.maxEventsPerChannel !== undefined ? { maxEventsPerChannel: config.maxEventsPerChannel } : {});
  const queue = config.redisUrl
    ? new BullMqJobQueue({
      redisUrl: config.redisUrl,
      prefix: bullMqPrefix(keyPrefix),
      ...(config.stalledSeconds !== undefined ? { stalledSeconds: config.stalledSeconds } : {}),
      ...(config.drainTimeoutMs !== undefined ? { drainTimeoutMs: config.drainTimeoutMs } : {}),
      ...(config.onInternalError ? { onError: config.onInternalError } : {}),
    })
    : new InProcessJobQueue();
  return new AsyncQueryManager({
    store,
    queue,
    consume: config.redisUrl ? (config.consume ?? true) : true,
    ...(config.concurrency !== undefined ? { concurrency: config.concurrency } : {}),
    ...(config.onInternalError ? { onInternalError: config.onInternalError } : {}),
  });
}

/** BullMQ's prefix for a Redis key prefix: `tessera:` → `tessera` (BullMQ adds the colon). */
export function bullMqPrefix(keyPrefix: string): string {
  return keyPrefix.replace(/:+$/, '') || 'tessera';
}
