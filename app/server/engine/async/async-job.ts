/**
 * What a web process asks to run in the background: plain data (a kind, who asked, where its
 * events go, and the kind's own JSON payload), never a function, so that the job can wait in
 * Redis and be run by any process, a worker included, which checks the caller's rights again.
 */
export interface AsyncJobRequest<P = unknown> {
  /** Which handler runs it (`chart-data`, `sqllab`). */
  kind: string;
  /** The async-event channel the job's events are written to. */
  channelId: string;
  /** Who asked; the handler loads this user (or the guest below) again before running anything. */
  userId: number;
  /** An embedded dashboard's guest token, for a guest's job (guests have no user row). */
  guestToken?: string | null;
  payload: P;
}

/** A request once it has its id: what the queue keeps. */
export interface QueuedAsyncJob<P = unknown> extends AsyncJobRequest<P> {
  jobId: string;
}

/** What a handler receives: the queued job and the signal that tells it to stop. */
export interface AsyncJob<P = unknown> extends QueuedAsyncJob<P> {
  /** Aborted when the process stops waiting for the job (an in-process queue closing). */
  signal: AbortSignal;
}

/** Runs a job's query, stores the result somewhere fetchable and says where. */
export type AsyncJobHandler<P = unknown> = (job: AsyncJob<P>) => Promise<{ resultUrl: string }>;

/** Told when a job ended without its handler finishing it (its processes kept dying); the handler's own records can say so. */
export type AsyncJobLostHandler<P = unknown> = (job: QueuedAsyncJob<P>, message: string) => Promise<void>;

/** Whether a value is a queued job as written by {@link AsyncJobRequest} producers (data read back from Redis). */
export function isQueuedAsyncJob(value: unknown): value is QueuedAsyncJob {
  const job = value as Partial<QueuedAsyncJob> | null;
  return typeof job === 'object' && job !== null && typeof job.jobId === 'string' && typeof job.kind === 'string'
    && typeof job.channelId === 'string' && typeof job.userId === 'number';
}
