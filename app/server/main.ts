import { createServer } from 'node:net';
import { printAdminCredentials } from './bootstrap/ensure-admin.js';
import { prepareStore, setUpFirstStart } from './bootstrap/initialize.js';
import { buildApp } from './build-app.js';
import { ConfigError, loadConfig } from './config/load-config.js';
import type { TesseraConfig } from './config/tessera-config.js';
import { onRedisStateChange, probeRedis, recordRedisState, redisLocation } from './engine/cache/connect-redis.js';
import { createServerKernel } from './kernel/create-server-kernel.js';
import { RETRY_AFTER_SECONDS } from './http/service-unavailable.js';
import { SERVER_PLUGINS, WEB_PLUGIN_KEYS } from './kernel/server-plugins.js';
import { SecurityManager } from './security/security-manager.js';
import { createStore } from './store/create-store.js';
import { StoreUnavailableError } from './store/store-unavailable.js';

/** How long SIGINT/SIGTERM waits for requests, report runs and async jobs to finish before exiting anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The exit code of a start whose port is taken (Linux's errno for EADDRINUSE). */
const EXIT_PORT_IN_USE = 98;

/** A start-up failure that one line explains; printed without a stack. */
class StartupError extends Error {
  constructor(message: string, readonly exitCode = 1) {
    super(message);
  }
}

/** The one line for a port that cannot be listened on, or null for another error. */
function listenProblem(error: unknown, config: Pick<TesseraConfig, 'port' | 'host'>): StartupError | null {
  const code = (error as { code?: unknown } | null)?.code;
  const where = `port ${config.port} on ${config.host}`;
  if (code === 'EADDRINUSE') {
    return new StartupError(`Cannot start Tessera: ${where} is already in use. Stop what listens there, or choose another port (PORT=${config.port + 1} npm start).`, EXIT_PORT_IN_USE);
  }
  if (code === 'EACCES') return new StartupError(`Cannot start Tessera: no permission to listen on ${where}; ports below 1024 need privileges.`);
  if (code === 'EADDRNOTAVAIL') return new StartupError(`Cannot start Tessera: ${config.host} is not an address of this machine (HOST).`);
  return null;
}

/** Binds the port and lets it go: a start that cannot serve stops here, before it writes anything. */
async function checkPortFree(config: Pick<TesseraConfig, 'port' | 'host'>): Promise<void> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ port: config.port, host: config.host, exclusive: true }, resolve);
  }).catch((error: unknown) => {
    throw listenProblem(error, config) ?? error;
  });
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}

/**
 * `npm start`: the port is checked first, then configuration → metadata store (schema, roles) →
 * HTTP server listening → first-start setup (administrator, examples) → report scheduler →
 * banner. SIGINT and SIGTERM drain requests and running work, at most `SHUTDOWN_GRACE_MS`.
 */
async function main(): Promise<void> {
  // Read only: nothing is created in TESSERA_HOME until the port is known to be free.
  await checkPortFree(loadConfig({ prepareHome: false }));
  const config = loadConfig();
  const store = await createStore({ url: config.databaseUrl, home: config.home });
  const security = new SecurityManager(store.db);
  const kernel = createServerKernel(config, SERVER_PLUGINS, { warn: (m) => console.warn(`warning: ${m}`) }, WEB_PLUGIN_KEYS);
  const app = await buildApp({ config, store, security, kernel });
  const logger = { info: (m: string) => app.log.info(m) };
  await prepareStore(store, security, logger);

  // The report scheduler's queue lives in Redis when Redis is configured: it starts once Redis answers.
  const schedulerWanted = config.reports.schedulerEnabled && Boolean(config.featureFlags['ALERT_REPORTS']);
  let redisUp = true;
  let schedulerStarted = false;
  let ready = false;
  const startScheduler = () => {
    if (!schedulerWanted || schedulerStarted || !ready || !redisUp) return;
    schedulerStarted = true;
    app.reports.start();
  };
  if (config.redisUrl) {
    const where = redisLocation(config.redisUrl);
    const redis = await probeRedis(config.redisUrl);
    recordRedisState(redis);
    redisUp = redis.up;
    if (!redis.up) {
      const reports = schedulerWanted ? ', the report scheduler waits' : '';
      app.log.warn(`Redis at ${where} is unreachable (${redis.reason}): charts run without the shared cache, and sign-in and async queries answer 503${reports} until it is back.`);
    }
    onRedisStateChange((state) => {
      redisUp = state.up;
      if (state.up) app.log.info(`Redis at ${where} is reachable again.`);
      else app.log.warn(`Redis at ${where} is unreachable (${state.reason}): charts run without the shared cache until it is back.`);
      startScheduler();
    });
  } else if (config.asyncQueryWorkers.enabled) {
    // Workers take jobs from the queue in Redis: without Redis there is no queue to share.
    app.log.warn('ASYNC_QUERY_WORKERS is on but no Redis is configured (TESSERA_REDIS_URL): async queries run in this process, and worker processes get none.');
  }

  // Between listening and the end of the first-start setup (administrator, examples) the server
  // answers 503, /health included: a load balancer or a test runner waits for a ready server.
  let settingUp = true;
  app.addHook('onRequest', async (request, reply) => {
    if (!settingUp) return;
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    const path = request.url.split('?')[0];
    if (path === '/health' || path === '/healthcheck') return reply.status(503).type('text/plain').send('Starting');
    return reply.status(503).send({ message: 'Tessera is starting; try again in a moment.' });
  });
  await app.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
    throw listenProblem(error, config) ?? error;
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      console.error(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: stopping; waiting up to ${SHUTDOWN_GRACE_MS / 1000} s for requests, report runs and async queries to finish`);
    const deadline = setTimeout(() => {
      console.error(`Tessera did not stop within ${SHUTDOWN_GRACE_MS / 1000} s; exiting anyway.`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    try {
      // Report runs in progress finish while the server still serves the pages they render.
      await app.reports.stop();
      await app.close();
      await store.close();
      process.exit(0);
    } catch (error) {
      console.error(`Tessera did not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const url = `http://localhost:${config.port}`;
  await setUpFirstStart(store, security, config, logger, (admin) => printAdminCredentials(admin, url));
  settingUp = false;
  ready = true;
  startScheduler();
  console.log(`Tessera is running at ${url}/ (metadata: ${store.dialect}, home: ${config.home})`);
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(error.message);
    process.exit(error.exitCode);
  }
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof StoreUnavailableError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
