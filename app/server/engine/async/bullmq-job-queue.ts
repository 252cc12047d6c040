import type { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { REDIS_RECONNECT_MAX_DELAY_MS, isRedisUnavailable } from '../cache/connect-redis.js';
import { isQueuedAsyncJob, type QueuedAsyncJob } from './async-job.js';
import { AsyncQueueUnavailableError, type AsyncJobConsumer, type AsyncJobQueue } from './async-job-queue.js';

export interface BullMqJobQueueOptions {
  redisUrl: string;
  /** BullMQ key prefix (default `tessera`): keys are `<prefix>:async-queries:…`. */
  prefix?: string;
  /**
   * Seconds a taken job's lock lasts without renewal (default 30): once a process running it dies,
   * another takes the job over within about twice this. A job taken over twice ends as an error.
   */
  stalledSeconds?: number;
  /** How long `close()` waits for running jobs before it lets go of them (default 8 s); another process takes them over. */
  drainTimeoutMs?: number;
  onError?: (error: unknown) => void;
}

const QUEUE_NAME = 'async-queries';
/** An add that Redis has not acknowledged in this time is refused: the request answers 503 within a second. */
const ADD_TIMEOUT_MS = 800;
/** Closing the queue's own connection must not wait on a Redis that is gone. */
const CLOSE_TIMEOUT_MS = 1_000;
const KEEP_COMPLETED_SECONDS = 60 * 60;
const KEEP_FAILED_SECONDS = 24 * 60 * 60;
/** What BullMQ says of a job whose lock expired more often than allowed (see `maxStalledCount`). */
const STALLED_TOO_OFTEN = 'job stalled more than allowable limit';

/** The message of a job lost by the queue, in the product's words. */
export const INTERRUPTED_MESSAGE = 'The process running this query stopped before it finished, more than once; run the query again.';

interface Connected {
  queue: Queue;
  connection: Redis;
  worker: Worker | null;
  workerConnection: Redis | null;
}

/** Socket errors of a Redis that is down: its state is reported elsewhere (start-up, `/health`), not once per reconnection here. */
const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);
const isConnectionError = (error: unknown) => CONNECTION_ERRORS.has(String((error as { code?: unknown } | null)?.code)) || isRedisUnavailable(error);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Whether `promise` settles within `ms` (its rejection counts as settling). */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true, () => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Async jobs on a BullMQ queue in Redis, shared by every web and worker process. A job is kept in
 * Redis from the moment `add` resolves; the process that takes it holds a lock it renews while it
 * runs, so a job whose process is killed is taken over by another once the lock expires (BullMQ's
 * stalled-job check), and after a second such loss it fails and its consumer is told
 * (`lost`), which writes its error event. Jobs are tried once otherwise: a query that fails ends
 * with its error event, not a retry. bullmq and ioredis are imported on first use.
 */
export class BullMqJobQueue implements AsyncJobQueue {
  private connected: Promise<Connected> | null = null;
  private readonly running = new Set<Promise<void>>();
  private idleWaiters: (() => void)[] = [];
  private closed = false;
  private readonly neverAborted = new AbortController().signal;

  constructor(private readonly options: BullMqJobQueueOptions) {}

  async add(job: QueuedAsyncJob): Promise<void> {
    if (this.closed) throw new Error('The async job queue is closed');
    const { queue, connection } = await this.connect();
    // A connection known to be down refuses at once; one still connecting gets the add's time bound.
    if (['reconnecting', 'close', 'end'].includes(connection.status)) throw new AsyncQueueUnavailableError(`Redis is unreachable (${connection.status})`);
    let failure: unknown = null;
    const added = queue.add(job.kind, job, {
      jobId: job.jobId,
      attempts: 1,
      removeOnComplete: { age: KEEP_COMPLETED_SECONDS },
      removeOnFail: { age: KEEP_FAILED_SECONDS },
    }).catch((error: unknown) => {
      failure = error;
    });
    if (!(await settlesWithin(added, ADD_TIMEOUT_MS))) throw new AsyncQueueUnavailableError(`Redis did not keep the job within ${ADD_TIMEOUT_MS} ms`);
    if (failure) throw new AsyncQueueUnavailableError(`Redis refused the job: ${failure instanceof Error ? failure.message : String(failure)}`, { cause: failure });
  }

  consume(consumer: AsyncJobConsumer, concurrency: number): void {
    void this.connect()
      .then((connected) => this.startWorker(connected, consumer, concurrency))
      .catch((error: unknown) => this.options.onError?.(error));
  }

  stats(): { queued: number; running: number } {
    return { queued: 0, running: this.running.size };
  }

  idle(): Promise<void> {
    if (this.running.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Stops taking jobs and waits for the running ones up to the drain bound; then lets go: a job
   * still running is taken over by another process once its lock expires. Never waits on a Redis
   * that has gone away for longer than the bounds.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (!this.connected) return;
    const { queue, connection, worker, workerConnection } = await this.connected;
    if (worker) {
      const drained = await settlesWithin(worker.close(), this.options.drainTimeoutMs ?? 8_000);
      if (!drained) this.options.onError?.(new Error(`async jobs still running after ${this.options.drainTimeoutMs ?? 8_000} ms; another process takes them over`));
      if (!drained) void worker.close(true).catch(() => undefined);
    }
    await settlesWithin(queue.close(), CLOSE_TIMEOUT_MS);
    for (const client of [connection, workerConnection]) {
      if (!client) continue;
      if (client.status === 'ready' && (await settlesWithin(client.quit(), CLOSE_TIMEOUT_MS))) continue;
      client.disconnect();
    }
  }

  private connect(): Promise<Connected> {
    this.connected ??= (async () => {
      const [{ Queue }, connection] = await Promise.all([import('bullmq'), this.newConnection(false)]);
      const queue = new Queue(QUEUE_NAME, { connection, prefix: this.prefix });
      queue.on('error', (error) => this.report(error));
      return { queue, connection, worker: null, workerConnection: null };
    })();
    return this.connected;
  }

  /** A connection that reconnects at most a second apart; the worker's blocking reads need requests that never give up. */
  private async newConnection(blocking: boolean): Promise<Redis> {
    const { Redis: RedisClient } = await import('ioredis');
    const client = new RedisClient(this.options.redisUrl, {
      maxRetriesPerRequest: blocking ? null : 1,
      connectTimeout: 2_000,
      retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_RECONNECT_MAX_DELAY_MS),
    });
    // Listening keeps ioredis from printing every failed reconnection; the queue reports what matters.
    client.on('error', () => undefined);
    return client;
  }

  private async startWorker(connected: Connected, consumer: AsyncJobConsumer, concurrency: number): Promise<void> {
    if (connected.worker || this.closed) return;
    const [{ Worker }, workerConnection] = await Promise.all([import('bullmq'), this.newConnection(true)]);
    if (this.closed) {
      workerConnection.disconnect();
      return;
    }
    const stalledMs = Math.max(1, this.options.stalledSeconds ?? 30) * 1000;
    const worker = new Worker(QUEUE_NAME, async (taken) => {
      if (!isQueuedAsyncJob(taken.data)) throw new Error(`Job ${taken.id ?? '?'} is not an async query`);
      await this.track(consumer.run(taken.data, this.neverAborted));
    }, {
      connection: workerConnection,
      prefix: this.prefix,
      concurrency: Math.max(1, concurrency),
      lockDuration: stalledMs,
      stalledInterval: stalledMs,
      maxStalledCount: 1,
    });
    worker.on('error', (error) => this.report(error));
    // A job that failed outside the handler: taken over too often, or its last event could not be written.
    worker.on('failed', (taken, error) => {
      if (!taken || !isQueuedAsyncJob(taken.data)) return;
      const message = error.message === STALLED_TOO_OFTEN ? INTERRUPTED_MESSAGE : error.message;
      void consumer.lost(taken.data, message).catch((lostError: unknown) => this.options.onError?.(lostError));
    });
    connected.worker = worker;
    connected.workerConnection = workerConnection;
    // Until Redis answers, the worker retries on its own; a closed queue does not wait for it.
    await Promise.race([worker.waitUntilReady().catch(() => undefined), sleep(5_000)]);
  }

  private report(error: unknown): void {
    if (!isConnectionError(error)) this.options.onError?.(error);
  }

  private track(execution: Promise<void>): Promise<void> {
    this.running.add(execution);
    return execution.finally(() => {
      this.running.delete(execution);
      if (this.running.size === 0) {
        const waiters = this.idleWaiters;
        this.idleWaiters = [];
        for (const resolve of waiters) resolve();
      }
    });
  }

  private get prefix(): string {
    return this.options.prefix ?? 'tessera';
  }
}
