import type { ReportJob, ReportJobHandler, ReportJobQueue } from './report-job.js';

/** How long a finished job's id still refuses a duplicate: longer than any scheduler's tick lag. */
const REMEMBER_MS = 60 * 60_000;

export interface MemoryReportQueueOptions {
  /** Jobs run at once (default 2). */
  concurrency?: number;
  /** Called with a job that failed outside the run's own error handling. */
  onError?: (job: ReportJob, error: unknown) => void;
  /** The clock, for tests. */
  now?: () => number;
}

/**
 * The embedded default's queue: jobs wait in memory, at most `concurrency` run at once, and a
 * job id seen in the last hour is not queued again. Only one process can use it, which is the
 * embedded default's deployment.
 */
export class MemoryReportQueue implements ReportJobQueue {
  private readonly waiting: ReportJob[] = [];
  private readonly running = new Set<Promise<void>>();
  /** Job id → when it was queued. */
  private readonly seen = new Map<string, number>();
  private handler: ReportJobHandler | null = null;
  private closed = false;
  private readonly concurrency: number;
  private readonly now: () => number;

  constructor(private readonly options: MemoryReportQueueOptions = {}) {
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.now = options.now ?? Date.now;
  }

  async add(job: ReportJob): Promise<void> {
    if (this.closed) return;
    this.forgetOld();
    if (this.seen.has(job.id)) return;
    this.seen.set(job.id, this.now());
    this.waiting.push(job);
    this.pump();
  }

  process(handler: ReportJobHandler): void {
    this.handler = handler;
    this.pump();
  }

  /** Jobs waiting plus running: for tests and health. */
  get size(): number {
    return this.waiting.length + this.running.size;
  }

  /** Resolves once nothing waits or runs. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    await this.drain();
  }

  private pump(): void {
    const handler = this.handler;
    if (!handler || this.closed) return;
    while (this.running.size < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      const task: Promise<void> = handler(job)
        .catch((error: unknown) => this.options.onError?.(job, error))
        .finally(() => {
          this.running.delete(task);
          this.pump();
        });
      this.running.add(task);
    }
  }

  private forgetOld(): void {
    const cutoff = this.now() - REMEMBER_MS;
    for (const [id, at] of this.seen) {
      if (at >= cutoff) break;
      this.seen.delete(id);
    }
  }
}
