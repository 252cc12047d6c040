import type { ReportToRun } from '../report-model.js';
import { dueTimesInWindow, floorToMinute, MINUTE_MS } from './cron-window.js';
import { reportJobOf, type ReportJob, type ReportJobQueue } from './report-job.js';

/** What the scheduler needs of a schedule. */
export type ScheduledReport = Pick<ReportToRun, 'id' | 'crontab' | 'timezone'>;

/** Where the scheduler writes what it could not do (a schedule it cannot read, a queue that refuses). */
export interface SchedulerLog {
  warn(message: string): void;
}

export interface ReportSchedulerOptions {
  /** The active schedules, read afresh on every tick. */
  listActive: () => Promise<ScheduledReport[]>;
  queue: ReportJobQueue;
  log: SchedulerLog;
}

/** Fires slightly after the minute so a timer that wakes a hair early still lands in the new minute. */
const TIMER_MARGIN_MS = 5;

/**
 * Turns cron schedules into jobs. Each tick stands for a minute boundary `T` and queues one job
 * per active schedule due in `(T − 1 min, T]`, in the schedule's timezone. Due times older than
 * that window (the process was stopped or asleep) are skipped, not caught up: a report that
 * arrives hours late is worse than the next one on time, and Superset's beat does not backfill
 * either. A minute already ticked is not read again; job ids keep several processes (or a
 * repeated tick) from running a due time twice.
 */
export class ReportScheduler {
  private lastTick: number | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: ReportSchedulerOptions) {}

  /** Queues what is due at the minute `now` falls in; returns the jobs it handed to the queue. */
  async tick(now: Date = new Date()): Promise<ReportJob[]> {
    const to = floorToMinute(now);
    if (this.lastTick === to.getTime()) return [];
    this.lastTick = to.getTime();
    const from = new Date(to.getTime() - MINUTE_MS);
    const jobs: ReportJob[] = [];
    for (const schedule of await this.options.listActive()) {
      let due: Date[];
      try {
        due = dueTimesInWindow(schedule.crontab, schedule.timezone, from, to);
      } catch (error) {
        this.options.log.warn(`report ${schedule.id}: cannot read its schedule "${schedule.crontab}" (${schedule.timezone}): ${messageOf(error)}`);
        continue;
      }
      for (const at of due) {
        const job = reportJobOf(schedule.id, at);
        try {
          await this.options.queue.add(job);
          jobs.push(job);
        } catch (error) {
          this.options.log.warn(`report ${schedule.id}: could not queue ${job.id}: ${messageOf(error)}`);
        }
      }
    }
    return jobs;
  }

  /** Ticks at every minute boundary from now on; the timer does not keep the process alive. */
  start(): void {
    if (this.timer) return;
    this.arm();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  get running(): boolean {
    return this.timer !== null;
  }

  private arm(): void {
    const delay = MINUTE_MS - (Date.now() % MINUTE_MS) + TIMER_MARGIN_MS;
    this.timer = setTimeout(() => {
      this.arm();
      this.tick(new Date()).catch((error: unknown) => this.options.log.warn(`report scheduler tick failed: ${messageOf(error)}`));
    }, delay);
    this.timer.unref();
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
