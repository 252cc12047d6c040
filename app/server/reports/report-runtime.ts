import type { SqlLabHooks } from '@core/plugin-api/index.js';
import type { TesseraConfig } from '../config/tessera-config.js';
import type { EngineServices } from '../engine/create-engine-services.js';
import type { SecurityManager } from '../security/security-manager.js';
import type { SessionRegistry } from '../security/session-registry.js';
import { listActiveReports, loadReportToRun } from '../services/reports/report-to-run.js';
import type { Store } from '../store/store.js';
import { createReportNotifier } from './deliver/index.js';
import { createReportRenderer } from './render/index.js';
import type { ReportNotifier, ReportRenderer } from './report-model.js';
import { runAlertQuery } from './run/alert-query.js';
import { ReportRunner, type RunResult } from './run/execute-report.js';
import { BullMqReportQueue } from './schedule/bullmq-report-queue.js';
import { MemoryReportQueue } from './schedule/memory-report-queue.js';
import { floorToMinute } from './schedule/cron-window.js';
import type { ReportJob, ReportJobQueue } from './schedule/report-job.js';
import { ReportScheduler } from './schedule/report-scheduler.js';

/** Where the runtime reports what it did (the server's logger fits). */
export interface ReportRuntimeLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface ReportRuntimeOptions {
  config: TesseraConfig;
  store: Store;
  engine: EngineServices;
  security: SecurityManager;
  /** Browser sessions (the renderer signs the executor in for the screenshot). */
  sessions: SessionRegistry;
  /** SQL Lab's hooks: alert queries and saved-query reports pass through them like any SQL Lab run. */
  sqlLabHooks: SqlLabHooks;
  /** Replaces the Chromium renderer (the default renders through `app/server/reports/render`). */
  renderer?: ReportRenderer;
  /** Replaces SMTP and webhook delivery (the default is `createReportNotifier(config.reports)`). */
  notifier?: ReportNotifier;
  logger?: ReportRuntimeLogger;
  /** Reports run at once in this process (default 2). */
  concurrency?: number;
  /** Redis key prefix of the BullMQ queue (default `tessera`). */
  queuePrefix?: string;
}

/** The scheduler, its queue and the run pipeline of one server process. */
export interface ReportRuntime {
  /** Takes jobs from the queue and, unless `timer` is false, ticks at every minute boundary. */
  start(options?: { timer?: boolean }): void;
  /** Stops ticking and taking jobs; waits for the runs in progress. Final: start a new runtime to resume. */
  stop(): Promise<void>;
  /** Queues what is due at the minute of `now` (see `ReportScheduler.tick`). */
  tick(now?: Date): Promise<ReportJob[]>;
  /** Runs a report at once in this process (active or not), as if due at `scheduledAt` (default: this minute). */
  runNow(reportId: number, scheduledAt?: Date): Promise<RunResult>;
  /** Resolves once no run of this process is in progress. */
  settled(): Promise<void>;
  /** `stop()`, then closes the renderer's browser and the mail transport. */
  close(): Promise<void>;
  readonly started: boolean;
}

const SILENT: ReportRuntimeLogger = { info: () => undefined, warn: () => undefined };

/**
 * Builds the alerts-and-reports machinery of a server: an in-process queue on the embedded
 * default, BullMQ over Redis when `config.redisUrl` is set (several processes, each ticking,
 * one execution per due time), the scheduler, and the run pipeline with the Chromium renderer
 * and the SMTP/webhook notifier. Nothing runs until `start()`.
 *
 * @example
 * const reports = createReportRuntime({ config, store, engine: app.engine, security, sessions, sqlLabHooks: kernel.hooks.sqlLab });
 * await app.listen(...); reports.start();
 */
export function createReportRuntime(options: ReportRuntimeOptions): ReportRuntime {
  const { config, store, engine, security } = options;
  const logger = options.logger ?? SILENT;
  const renderer =
    options.renderer ??
    createReportRenderer({ config, db: store.db, engine, security, sessions: options.sessions, sqlLabHooks: options.sqlLabHooks });
  const notifier = options.notifier ?? createReportNotifier(config.reports, { logger });
  const runner = new ReportRunner({
    db: store.db,
    loadReport: (id) => loadReportToRun(store.db, id),
    loadPrincipal: (id) => security.loadPrincipal(id),
    queryAlert: (report, principal, signal, timeoutMs) =>
      runAlertQuery({ db: store.db, connections: engine.connections, hooks: options.sqlLabHooks }, report, principal, signal, timeoutMs),
    renderer,
    notifier,
    timeouts: config.reports,
    warn: (message) => logger.warn(message),
  });
  const concurrency = options.concurrency ?? 2;
  const queue: ReportJobQueue = config.redisUrl
    ? new BullMqReportQueue({ redisUrl: config.redisUrl, prefix: options.queuePrefix, concurrency, onError: (e) => logger.warn(`report queue: ${String(e)}`) })
    : new MemoryReportQueue({ concurrency, onError: (job, e) => logger.warn(`${job.id} failed: ${String(e)}`) });
  const scheduler = new ReportScheduler({ listActive: () => listActiveReports(store.db), queue, log: logger });
  const inFlight = new Set<Promise<RunResult>>();
  let started = false;
  let stopped: Promise<void> | null = null;

  const track = (run: Promise<RunResult>): Promise<RunResult> => {
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run)).catch(() => undefined);
    return run;
  };
  const describe = (label: string, result: RunResult): void => {
    if (result.kind === 'skipped') logger.info(`${label}: skipped (${result.reason})`);
    else if (result.errorMessage) logger.warn(`${label}: ${result.state}: ${result.errorMessage}`);
    else logger.info(`${label}: ${result.state}`);
  };
  const settled = async (): Promise<void> => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };
  const stop = (): Promise<void> =>
    (stopped ??= (async () => {
      scheduler.stop();
      await queue.close();
      await settled();
    })());

  return {
    start(startOptions = {}) {
      if (started || stopped) return;
      started = true;
      queue.process(async (job) => {
        describe(job.id, await track(runner.run({ reportId: job.reportId, scheduledAt: job.scheduledAt, requireActive: true })));
      });
      if (startOptions.timer !== false) scheduler.start();
    },
    stop,
    tick: (now) => scheduler.tick(now),
    async runNow(reportId, scheduledAt) {
      const at = (scheduledAt ?? floorToMinute(new Date())).toISOString();
      const result = await track(runner.run({ reportId, scheduledAt: at, requireActive: false }));
      describe(`report ${reportId} (run now)`, result);
      return result;
    },
    settled,
    async close() {
      await stop();
      await Promise.allSettled([renderer.close(), notifier.close()]);
    },
    get started() {
      return started && !stopped;
    },
  };
}
