import type { QueuedAsyncJob } from './async-job.js';

/** Runs one taken job to its last event; resolves when it is over (it never rejects for the job's own failure). */
export type AsyncJobRunner = (job: QueuedAsyncJob, signal: AbortSignal) => Promise<void>;

/** What a queue tells its consumer besides jobs to run. */
export interface AsyncJobConsumer {
  run: AsyncJobRunner;
  /** A job that will not run: dropped by a closing in-process queue, or failed by the queue after its processes kept dying. */
  lost(job: QueuedAsyncJob, message: string): Promise<void>;
}

/**
 * Where async jobs wait until a process runs them: this process's memory, or a BullMQ queue in
 * Redis shared by every web and worker process.
 */
export interface AsyncJobQueue {
  /** Keeps the job until a consumer takes it; resolves once it is kept (the caller may then answer 202). */
  add(job: QueuedAsyncJob): Promise<void>;
  /** Starts taking jobs, at most `concurrency` at once. Called at most once. */
  consume(consumer: AsyncJobConsumer, concurrency: number): void;
  /** Jobs waiting and running in this process (an in-process queue's whole state; a shared queue counts what this process runs). */
  stats(): { queued: number; running: number };
  /** Resolves once this process runs no job and has none queued in memory. */
  idle(): Promise<void>;
  /** Stops taking jobs and lets the running ones finish, within the queue's own bound; refuses new jobs. */
  close(): Promise<void>;
}

/** A job could not be queued because the shared queue (Redis) cannot be reached: the request answers 503. */
export class AsyncQueueUnavailableError extends Error {
  override name = 'AsyncQueueUnavailableError';
}
