import type { Redis } from 'ioredis';
import type { Queue, Worker } from 'bullmq';
import type { ReportJob, ReportJobHandler, ReportJobQueue } from './report-job.js';

export interface BullMqReportQueueOptions {
  redisUrl: string;
  /** Redis key prefix (default `tessera`); tests use a unique one each. */
  prefix?: string;
  /** Jobs one worker runs at once (default 2). */
  concurrency?: number;
  onError?: (error: unknown) => void;
}

const QUEUE_NAME = 'reports';
/** Seconds a finished job's id keeps refusing a duplicate: every process ticks the same minute well within it. */
const KEEP_COMPLETED_SECONDS = 60 * 60;
const KEEP_FAILED_SECONDS = 24 * 60 * 60;

interface Connected {
  queue: Queue<ReportJob>;
  connections: Redis[];
  worker: Worker<ReportJob> | null;
}

/**
 * The shared queue when Redis is configured (BullMQ): every server process may add the same due
 * execution, BullMQ keeps one job per id (kept an hour after it ends), and any process's worker
 * runs it, once. A job is tried once: a failed report is logged by the run, not retried blindly.
 * bullmq and ioredis are imported on first use.
 */
export class BullMqReportQueue implements ReportJobQueue {
  private connected: Promise<Connected> | null = null;
  private handler: ReportJobHandler | null = null;
  private workerStarting: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly options: BullMqReportQueueOptions) {}

  async add(job: ReportJob): Promise<void> {
    if (this.closed) return;
    const { queue } = await this.connect();
    await queue.add('report', job, {
      jobId: job.id,
      attempts: 1,
      removeOnComplete: { age: KEEP_COMPLETED_SECONDS },
      removeOnFail: { age: KEEP_FAILED_SECONDS },
    });
  }

  process(handler: ReportJobHandler): void {
    this.handler = handler;
    this.workerStarting ??= this.connect()
      .then((connected) => this.startWorker(connected))
      .catch((error: unknown) => this.options.onError?.(error));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (!this.connected) return;
    await this.workerStarting;
    const { queue, worker, connections } = await this.connected;
    // A worker closing without force waits for the jobs it is running.
    await worker?.close();
    await queue.close();
    await Promise.all(connections.map((c) => c.quit().catch(() => c.disconnect())));
  }

  private connect(): Promise<Connected> {
    this.connected ??= (async () => {
      const [{ Queue }, { Redis: RedisClient }] = await Promise.all([import('bullmq'), import('ioredis')]);
      // BullMQ's blocking worker commands need requests that never give up.
      const queueConnection = new RedisClient(this.options.redisUrl, { maxRetriesPerRequest: null });
      const queue = new Queue<ReportJob>(QUEUE_NAME, { connection: queueConnection, prefix: this.prefix });
      queue.on('error', (error) => this.options.onError?.(error));
      return { queue, connections: [queueConnection], worker: null };
    })();
    return this.connected;
  }

  private async startWorker(connected: Connected): Promise<void> {
    const handler = this.handler;
    if (!handler || connected.worker || this.closed) return;
    const { Worker } = await import('bullmq');
    const { Redis: RedisClient } = await import('ioredis');
    if (this.closed) return;
    const workerConnection = new RedisClient(this.options.redisUrl, { maxRetriesPerRequest: null });
    connected.connections.push(workerConnection);
    const worker = new Worker<ReportJob>(QUEUE_NAME, async (job) => handler(job.data), {
      connection: workerConnection,
      prefix: this.prefix,
      concurrency: Math.max(1, this.options.concurrency ?? 2),
    });
    worker.on('error', (error) => this.options.onError?.(error));
    connected.worker = worker;
    await worker.waitUntilReady();
  }

  private get prefix(): string {
    return this.options.prefix ?? 'tessera';
  }
}
