import { isoMinuteOf } from './cron-window.js';

/** One execution of a schedule for one due time, as it travels through a job queue. */
export interface ReportJob {
  /** `report:{reportId}:{isoMinute}`: the same for every process that sees the same due time. */
  id: string;
  reportId: number;
  /** The due time (ISO-8601, UTC): the execution log's `scheduled_dttm`. */
  scheduledAt: string;
}

/** The job of schedule `reportId` due at `scheduledAt`. */
export function reportJobOf(reportId: number, scheduledAt: Date): ReportJob {
  return { id: `report:${reportId}:${isoMinuteOf(scheduledAt)}`, reportId, scheduledAt: scheduledAt.toISOString() };
}

/** What a queue calls for each job; a rejection is logged by the queue and never retried. */
export type ReportJobHandler = (job: ReportJob) => Promise<void>;

/**
 * Where due executions wait for a worker. Jobs are deduplicated by id: adding a job whose id the
 * queue has already seen (waiting, running or recently finished) does nothing, which is what
 * makes several schedulers ticking the same minute run it once.
 */
export interface ReportJobQueue {
  /** Queues a job, unless a job with its id is already known to the queue. */
  add(job: ReportJob): Promise<void>;
  /** Starts handing jobs to `handler` (at most the queue's concurrency at once). */
  process(handler: ReportJobHandler): void;
  /** Stops taking jobs and waits for the running ones to end. */
  close(): Promise<void>;
}
