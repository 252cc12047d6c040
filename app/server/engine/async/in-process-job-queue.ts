import type { QueuedAsyncJob } from './async-job.js';
import type { AsyncJobConsumer, AsyncJobQueue } from './async-job-queue.js';

/** What queued jobs are told when the process stops before running them. */
export const SHUTTING_DOWN_MESSAGE = 'The server is shutting down';

/**
 * Jobs in this process's memory, run in submission order under the consumer's concurrency: what
 * a server without Redis uses. Closing drops the queued jobs (the consumer hears of each) and
 * aborts the running ones through their signal, then waits for them.
 */
export class InProcessJobQueue implements AsyncJobQueue {
  private readonly queue: QueuedAsyncJob[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly abort = new AbortController();
  private consumer: AsyncJobConsumer | null = null;
  private concurrency = 1;
  private idleWaiters: (() => void)[] = [];
  private closed = false;

  async add(job: QueuedAsyncJob): Promise<void> {
    if (this.closed) throw new Error('The async job queue is closed');
    this.queue.push(job);
    this.pump();
  }

  consume(consumer: AsyncJobConsumer, concurrency: number): void {
    this.consumer = consumer;
    this.concurrency = concurrency;
    this.pump();
  }

  stats(): { queued: number; running: number } {
    return { queued: this.queue.length, running: this.running.size };
  }

  idle(): Promise<void> {
    if (this.queue.length === 0 && this.running.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const dropped = this.queue.splice(0);
    this.abort.abort();
    if (this.consumer) await Promise.all(dropped.map((job) => this.consumer!.lost(job, SHUTTING_DOWN_MESSAGE)));
    await Promise.allSettled([...this.running]);
  }

  private pump(): void {
    const consumer = this.consumer;
    if (!consumer) return;
    while (this.running.size < this.concurrency && this.queue.length > 0) {
      const next = this.queue.shift()!;
      const execution: Promise<void> = consumer.run(next, this.abort.signal).catch(() => undefined).finally(() => {
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
}
