/** A job's state: queued, then running, then done or error (Superset's async query statuses). */
export type AsyncJobStatus = 'pending' | 'running' | 'done' | 'error';

/** One error of a failed job, in Superset's error shape. */
export interface AsyncEventError {
  message: string;
  error_type: string;
  level: 'error' | 'warning' | 'info';
  extra?: Record<string, unknown>;
}

/** What the API answers (202) when a chart-data request becomes an async job. */
export interface AsyncJobMetadata {
  channel_id: string;
  job_id: string;
  user_id: number;
  status: AsyncJobStatus;
  /** Where the finished result is fetched; null until the job is done. */
  result_url: string | null;
  errors: AsyncEventError[];
}

/**
 * One status change of a job, as `GET /api/v1/async_event/` and the WebSocket hand it out.
 * `id` is a Redis-stream-style id (`"<ms>-<seq>"`), increasing within a channel, that the client
 * sends back as `last_id` to resume after it.
 */
export interface AsyncEvent extends Omit<AsyncJobMetadata, 'status'> {
  id: string;
  status: Exclude<AsyncJobStatus, 'pending'>;
}

/** An event before the store has given it its id. */
export type NewAsyncEvent = Omit<AsyncEvent, 'id'>;
