import { randomUUID } from 'node:crypto';
import { ErrorType } from '@core/errors/index.js';
import type { AsyncEvent, AsyncEventError, AsyncJobMetadata, NewAsyncEvent } from './async-event.js';
import type { AsyncEventListener, AsyncEventStore } from './async-event-store.js';
import { MemoryAsyncEventStore } from './memory-async-event-store.js';

/** What a job's work function receives. */
export interface AsyncJob {
  jobId: string;
  channelId: string;
  userId: number;
  /** Aborted when the manager closes; pass it on to `EngineConnection.execute`. */
  signal: AbortSignal;
}

/** Runs the query, stores the result somewhere fetchable and says where. */
export type AsyncJobRunner = (job: AsyncJob) => Promise<{ resultUrl: string }>;

export interface AsyncQueryManagerOptions {
  /** Where events go; in process by default. */
  store?: AsyncEventStore;
  /** Jobs run at once; the rest wait in submission order. Default 4. */
  concurrency?: number;
  /** Told about failures the client cannot be told about (an event that could not be written). */
  onInternalError?: (error: unknown, job: AsyncJob) => void;
}

interface QueuedJob {
  job: AsyncJob;
  run: AsyncJobRunner;
}

/**
 * Superset's global async queries: a chart-data request is answered at once with job metadata
 * (HTTP 202), the query runs in the background under a concurrency limit, and its progress is
 * published as events on the caller's channel (`running`, then `done` with a `result_url` or
 * `error` with Superset-shaped errors), which the client reads with
 * `GET /api/v1/async_event/?last_id=` or over the WebSocket.
 *
 * @example
 * ```ts
 * const metadata = manager.submit(channelFor(request), request.principal!.userId, async (job) => {
 *   const result = await engine.execute(sql, [], { signal: job.signal });
 *   await cache.set(key, { payload: encodeColumnar(result), cachedAt: new Date().toISOString() }, ttl);
 *   return { resultUrl: `/api/v1/chart/data/${key}` };
 * });
 * reply.code(202).send(metadata);
 * ```
 */
export class AsyncQueryManager {
  readonly concurrency: number;
  private readonly store: AsyncEventStore;
  private readonly onInternalError: (error: unknown, job: AsyncJob) => void;
  private readonly queue: QueuedJob[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly abort = new AbortController();
  private idleWaiters: (() => void)[] = [];
  private closed = false;

  constructor(options: AsyncQueryManagerOptions = {}) {
    this.store = options.store ?? new MemoryAsyncEventStore();
    this.concurrency = options.concurrency ?? 4;
    if (!Number.isInteger(this.concurrency) || this.concurrency < 1) throw new RangeError(`concurrency must be a positive integer, got ${this.concurrency}`);
    this.onInternalError = options.onInternalError ?? (() => undefined);
  }

  /** Queues a job and returns its metadata (status `pending`) without waiting for it. */
  submit(channel: string, userId: number, run: AsyncJobRunner): AsyncJobMetadata {
    if (this.closed) throw new Error('The async query manager is closed');
    const job: AsyncJob = { jobId: randomUUID(), channelId: channel, userId, signal: this.abort.signal };
    this.queue.push({ job, run });
    this.pump();
    return { channel_id: channel, job_id: job.jobId, user_id: userId, status: 'pending', result_url: null, errors: [] };
  }

  /** The channel's events after `lastId` (every kept event when absent), oldest first. */
  events(channel: string, lastId?: string | null): Promise<AsyncEvent[]> {
    return this.store.read(channel, lastId ?? null);
  }

  /** Pushes the channel's events after `afterId` (only new ones when null) to `listener`; returns the unsubscribe function. */
  subscribe(channel: string, afterId: string | null, listener: AsyncEventListener): () => void {
    return this.store.subscribe(channel, afterId, listener);
  }

  /** Jobs waiting and running right now. */
  stats(): { queued: number; running: number } {
    return { queued: this.queue.length, running: this.running.size };
  }

  /** Resolves once no job is queued or running and every event has been written. */
  idle(): Promise<void> {
    if (this.queue.length === 0 && this.running.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Refuses new jobs, reports queued ones as errors, aborts running ones through their signal,
   * waits for them to settle and closes the event store.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const dropped = this.queue.splice(0);
    this.abort.abort();
    await Promise.all(dropped.map(({ job }) => this.publish(job, {
      status: 'error', result_url: null,
      errors: [{ message: 'The server is shutting down', error_type: ErrorType.GENERIC_BACKEND_ERROR, level: 'error' }],
    })));
    await Promise.allSettled([...this.running]);
    await this.store.close();
  }

  private pump(): void {
    while (this.running.size < this.concurrency && this.queue.length > 0) {
      const next = this.queue.shift()!;
      const execution = this.execute(next).finally(() => {
        this.running.delete(execution);
        this.pump();
        if (this.queue.length === 0 && this.running.size === 0) {
          const waiters = this.idleWaiters;
          this.idleWaiters = [];
          for (const resolve of waiters) resolve();
        }
      });
      this.running.add(execution);
    }
  }

  private async execute({ job, run }: QueuedJob): Promise<void> {
    // Written before the work starts so `running` always precedes the job's last event.
    await this.publish(job, { status: 'running', result_url: null, errors: [] });
    try {
      const { resultUrl } = await run(job);
      await this.publish(job, { status: 'done', result_url: resultUrl, errors: [] });
    } catch (error) {
      await this.publish(job, { status: 'error', result_url: null, errors: toAsyncErrors(error) });
    }
  }

  private async publish(job: AsyncJob, change: Pick<NewAsyncEvent, 'status' | 'result_url' | 'errors'>): Promise<void> {
    try {
      await this.store.append(job.channelId, { channel_id: job.channelId, job_id: job.jobId, user_id: job.userId, ...change });
    } catch (error) {
      this.onInternalError(error, job);
    }
  }
}

/**
 * Superset-shaped errors from whatever a job threw: an error already carrying `errors` (an
 * `HttpError` body, a database error mapped by the engine) keeps them; anything else becomes one
 * generic error with its message. Stacks never leave the server.
 */
export function toAsyncErrors(error: unknown): AsyncEventError[] {
  const carried = (error as { body?: { errors?: unknown } } | null)?.body?.errors ?? (error as { errors?: unknown } | null)?.errors;
  if (Array.isArray(carried) && carried.length > 0 && carried.every(isErrorLike)) {
    return carried.map((e) => ({ message: e.message, error_type: e.error_type ?? ErrorType.GENERIC_BACKEND_ERROR, level: e.level ?? 'error', ...(e.extra ? { extra: e.extra } : {}) }));
  }
  const name = (error as { name?: unknown } | null)?.name;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'An error occurred';
  const errorType = name === 'TimeoutError' ? ErrorType.BACKEND_TIMEOUT_ERROR : ErrorType.GENERIC_BACKEND_ERROR;
  return [{ message: message || 'An error occurred', error_type: errorType, level: 'error' }];
}

function isErrorLike(value: unknown): value is { message: string; error_type?: string; level?: AsyncEventError['level']; extra?: Record<string, unknown> } {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}
