import { ConfigError, loadConfig } from '../config/load-config.js';
import type { TesseraConfig } from '../config/tessera-config.js';
import { probeRedis, redisLocation } from '../engine/cache/connect-redis.js';
import { registerChartDataJobs } from '../engine/chart-data/async-chart-data-job.js';
import { createEngineServices, type EngineServices } from '../engine/create-engine-services.js';
import { createServerKernel } from '../kernel/create-server-kernel.js';
import { SERVER_PLUGINS, WEB_PLUGIN_KEYS } from '../kernel/server-plugins.js';
import { SecurityManager } from '../security/security-manager.js';
import { registerSqlLabJobs } from '../services/sqllab-async-job.js';
import { SqlLabExecuteService } from '../services/sqllab-execute-service.js';
import { SqlLabResultsStore } from '../services/sqllab-results.js';
import { RunningQueries } from '../services/sqllab-running-queries.js';
import { createStore } from '../store/create-store.js';
import type { Store } from '../store/store.js';

/** How long SIGINT/SIGTERM waits for running jobs (and the connections) before exiting anyway. */
export const WORKER_SHUTDOWN_GRACE_MS = 10_000;
/** Of which the running jobs get this much; a job still running then is taken over by another process. */
const DRAIN_MS = 8_000;

/** A running worker: what `stop()` drains and closes. */
export interface TesseraWorker {
  config: TesseraConfig;
  engine: EngineServices;
  /** Stops taking jobs, lets the running ones finish (bounded), closes the engines, Redis and the store. */
  stop(): Promise<void>;
}

/**
 * Builds a worker process's services and starts taking async jobs: the metadata store, the
 * plugins' engines, the shared results cache, and the async chart-data and SQL Lab handlers, the
 * same the web routes register, taking jobs from the BullMQ queue in Redis. The caller of every
 * job is loaded again from the metadata store and their rights checked as the web route would.
 */
export async function startWorker(log: { info(message: string): void; warn(message: string): void }, env: NodeJS.ProcessEnv = process.env): Promise<TesseraWorker> {
  const config = loadConfig({ env });
  if (!config.redisUrl) {
    throw new ConfigError('A worker takes async queries from Redis: set TESSERA_REDIS_URL (the same as the web processes), and ASYNC_QUERY_WORKERS=true on the web processes.');
  }
  const where = redisLocation(config.redisUrl);
  const redis = await probeRedis(config.redisUrl);
  if (!redis.up) log.warn(`Redis at ${where} is unreachable (${redis.reason}); the worker takes jobs once it is back.`);
  const store: Store = await createStore({ url: config.databaseUrl, home: config.home });
  const security = new SecurityManager(store.db);
  const kernel = createServerKernel(config, SERVER_PLUGINS, { warn: (m) => log.warn(m) }, WEB_PLUGIN_KEYS);
  const engine = createEngineServices(config, kernel, store.db, {
    role: 'worker',
    drainTimeoutMs: DRAIN_MS,
    onAsyncError: (error) => log.warn(`async query job: ${error instanceof Error ? error.message : String(error)}`),
  });
  const principals = {
    loadPrincipal: (userId: number) => security.loadPrincipal(userId),
    guest: { enabled: Boolean(config.featureFlags['EMBEDDED_SUPERSET']), settings: config.guestToken, secretKey: config.secretKey, db: store.db },
  };
  registerChartDataJobs(engine.asyncQueries, { service: engine.chartData, cache: engine.cache, rowLevelSecurity: engine.rowLevelSecurity, principals });
  const sqlLab = new SqlLabExecuteService({
    db: store.db,
    connections: engine.connections,
    results: new SqlLabResultsStore(engine.cache),
    hooks: kernel.hooks.sqlLab,
    jobs: engine.asyncQueries,
    running: new RunningQueries(),
    settings: { sqlMaxRow: config.sqlMaxRow, timeoutSeconds: config.sqlLabTimeoutSeconds, asyncTimeoutSeconds: config.sqlLabAsyncTimeLimitSeconds },
  });
  registerSqlLabJobs(engine.asyncQueries, sqlLab, principals);
  engine.asyncQueries.start();
  log.info(`Tessera worker is running: async chart and SQL Lab queries from Redis at ${where}, ${config.globalAsyncQueriesConcurrency} at once (metadata: ${store.dialect}).`);
  let stopping: Promise<void> | null = null;
  return {
    config,
    engine,
    stop: () => {
      stopping ??= (async () => {
        await engine.close();
        await store.close();
      })();
      return stopping;
    },
  };
}

/**
 * `npm run tessera -- worker`: runs async jobs until SIGINT or SIGTERM, which drain the running
 * jobs (at most `WORKER_SHUTDOWN_GRACE_MS`, never waiting on a Redis that has gone) and exit.
 */
export async function runWorker(): Promise<void> {
  const stamp = () => new Date().toISOString();
  const log = {
    info: (message: string) => console.log(`${stamp()} ${message}`),
    warn: (message: string) => console.warn(`${stamp()} warning: ${message}`),
  };
  const worker = await startWorker(log);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      console.error(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    closing = true;
    log.info(`${signal}: stopping; waiting up to ${WORKER_SHUTDOWN_GRACE_MS / 1000} s for running async queries to finish`);
    const deadline = setTimeout(() => {
      console.error(`The worker did not stop within ${WORKER_SHUTDOWN_GRACE_MS / 1000} s; exiting anyway.`);
      process.exit(1);
    }, WORKER_SHUTDOWN_GRACE_MS);
    deadline.unref();
    worker.stop().then(
      () => {
        log.info('Worker stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error(`The worker did not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
