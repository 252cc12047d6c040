import { randomUUID } from 'node:crypto';
import { ErrorType } from '@core/errors/index.js';
import type { AsyncEvent, AsyncEventError, AsyncJobMetadata, NewAsyncEvent } from './async-event.js';
import type { AsyncEventListener, AsyncEventStore } from './async-event-store.js';
import type { AsyncJobHandler, AsyncJobLostHandler, AsyncJobRequest, QueuedAsyncJob } from './async-job.js';
import type { AsyncJobQueue } from './async-job-queue.js';
import { InProcessJobQueue } from './in-process-job-queue.js';
import { MemoryAsyncEventStore } from './memory-async-event-store.js';

export interface AsyncQueryManagerOptions {
  /** Where events go; in process by default. */
  store?: AsyncEventStore;
  /** Where jobs wait; this process's memory by default, a BullMQ queue in Redis for several processes. */
  queue?: AsyncJobQueue;
  /** Jobs this process runs at once; the rest wait in submission order. Default 4. */
  concurrency?: number;
  /** Whether this process runs jobs at all once started (default true); a web process with separate workers only queues them. */
  consume?: boolean;
  /** Told about failures the client cannot be told about (an event that could not be written). */
  onInternalError?: (error: unknown, job: QueuedAsyncJob) => void;
}

interface Registered {
  run: AsyncJobHandler;
  lost?: AsyncJobLostHandler;
}

/**
 * Superset's global async queries: a chart-data request (or an async SQL Lab run) is answered at
 * once with job metadata (HTTP 202), the query runs in the background, and its progress is
 * published as events on the caller's channel (`running`, then `done` with a `result_url` or
 * `error` with Superset-shaped errors), which the client reads with
 * `GET /api/v1/async_event/?last_id=` or over the WebSocket.
 *
 * Jobs are data ({@link AsyncJobRequest}: a kind and its JSON payload), run by the handler
 * registered for their kind in whichever process takes them: the web process itself, or a worker
 * (`npm run tessera -- worker`) when the queue is in Redis. Every process registers the same
 * handlers, which load the caller again and check their rights before running anything.
 *
 * @example
 * ```ts
 * manager.handle('chart-data', (job) => runChartDataJob(deps, job));
 * manager.start();
 * const metadata = await manager.submit({ kind: 'chart-data', channelId: channelFor(request), userId, payload: queryContext });
 * reply.code(202).send(metadata);
 * ```
 */
export class AsyncQueryManager {
  readonly concurrency: number;
  /** Whether this process runs jobs (see {@link AsyncQueryManagerOptions.consume}). */
  readonly consumes: boolean;
  private readonly store: AsyncEventStore;
  private readonly queue: AsyncJobQueue;
  private readonly handlers = new Map<string, Registered>();
  private readonly onInternalError: (error: unknown, job: QueuedAsyncJob) => void;
  private started = false;
  private closed = false;

  constructor(options: AsyncQueryManagerOptions = {}) {
    this.store = options.store ?? new MemoryAsyncEventStore();
    this.queue = options.queue ?? new InProcessJobQueue();
    this.concurrency = options.concurrency ?? 4;
    if (!Number.isInteger(this.concurrency) || this.concurrency < 1) throw new RangeError(`concurrency must be a positive integer, got ${this.concurrency}`);
    this.consumes = options.consume ?? true;
    this.onInternalError = options.onInternalError ?? (() => undefined);
  }

  /** Registers what runs jobs of `kind` (and, optionally, what records a job of that kind lost for good). */
  handle<P>(kind: string, run: AsyncJobHandler<P>, lost?: AsyncJobLostHandler<P>): void {
    this.handlers.set(kind, { run: run as AsyncJobHandler, ...(lost ? { lost: lost as AsyncJobLostHandler } : {}) });
  }

  /** Starts running jobs in this process (when it consumes), once every kind has its handler. Idempotent. */
  start(): void {
    if (this.started || this.closed || !this.consumes) return;
    this.started = true;
    this.queue.consume({ run: (job, signal) => this.execute(job, signal), lost: (job, message) => this.lose(job, message) }, this.concurrency);
  }

  /**
   * Queues a job and returns its metadata (status `pending`) once the queue keeps it, without
   * waiting for it to run. Rejects when the queue cannot keep it (`AsyncQueueUnavailableError`
   * while Redis is unreachable).
   */
  async submit<P>(request: AsyncJobRequest<P>): Promise<AsyncJobMetadata> {
    if (this.closed) throw new Error('The async query manager is closed');
    const job: QueuedAsyncJob<P> = { ...request, guestToken: request.guestToken ?? null, jobId: randomUUID() };
    await this.queue.add(job);
    return { channel_id: job.channelId, job_id: job.jobId, user_id: job.userId, status: 'pending', result_url: null, errors: [] };
  }

  /** The channel's events after `lastId` (every kept event when absent), oldest first. */
  events(channel: string, lastId?: string | null): Promise<AsyncEvent[]> {
    return this.store.read(channel, lastId ?? null);
  }

  /** Pushes the channel's events after `afterId` (only new ones when null) to `listener`; returns the unsubscribe function. */
  subscribe(channel: string, afterId: string | null, listener: AsyncEventListener): () => void {
    return this.store.subscribe(channel, afterId, listener);
  }

  /** Jobs waiting and running in this process right now. */
  stats(): { queued: number; running: number } {
    return this.queue.stats();
  }

  /** Resolves once this process runs no job (and has none waiting in memory) and every event has been written. */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  /**
   * Refuses new jobs and closes the queue: an in-process queue reports its queued jobs as errors
   * and aborts the running ones; a shared queue lets running jobs finish within its bound and
   * leaves queued ones to other processes. Then closes the event store.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.queue.close();
    await this.store.close();
  }

  private async execute(job: QueuedAsyncJob, signal: AbortSignal): Promise<void> {
    // Written before the work starts so `running` always precedes the job's last event.
    await this.publish(job, { status: 'running', result_url: null, errors: [] });
    let last: Pick<NewAsyncEvent, 'status' | 'result_url' | 'errors'>;
    try {
      const handler = this.handlers.get(job.kind);
      if (!handler) throw new Error(`This server cannot run "${job.kind}" jobs`);
      const { resultUrl } = await handler.run({ ...job, signal });
      last = { status: 'done', result_url: resultUrl, errors: [] };
    } catch (error) {
      last = { status: 'error', result_url: null, errors: toAsyncErrors(error) };
    }
    try {
      await this.store.append(job.channelId, eventOf(job, last));
    } catch (error) {
      this.onInternalError(error, job);
      // A queue that keeps jobs hears of it and tries again to say how the job ended.
      throw error;
    }
  }

  /** A job that will not run (dropped at shutdown, or lost by the shared queue): its kind records it, its channel gets an error event. */
  private async lose(job: QueuedAsyncJob, message: string): Promise<void> {
    try {
      await this.handlers.get(job.kind)?.lost?.(job, message);
    } catch (error) {
      this.onInternalError(error, job);
    }
    await this.publish(job, { status: 'error', result_url: null, errors: [{ message, error_type: ErrorType.GENERIC_BACKEND_ERROR, level: 'error' }] });
  }

  private async publish(job: QueuedAsyncJob, change: Pick<NewAsyncEvent, 'status' | 'result_url' | 'errors'>): Promise<void> {
    try {
      await this.store.append(job.channelId, eventOf(job, change));
    } catch (error) {
      this.onInternalError(error, job);
    }
  }
}

function eventOf(job: QueuedAsyncJob, change: Pick<NewAsyncEvent, 'status' | 'result_url' | 'errors'>): NewAsyncEvent {
  return { channel_id: job.channelId, job_id: job.jobId, user_id: job.userId, ...change };
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
