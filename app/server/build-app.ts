import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TesseraConfig } from './config/tessera-config.js';
import { fastifyTrustProxy } from './config/trust-proxy.js';
import { registerErrorHandling } from './http/error-handler.js';
import { lazySchemaCompilers } from './http/lazy-schema-compilers.js';
import { loggerOptions } from './http/logger-options.js';
import { RequestLogController } from './http/request-log-controller.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { healthRoutes } from './routes/health-routes.js';
import { loginRoutes } from './routes/login-routes.js';
import { meRoutes } from './routes/me-routes.js';
import { APP_VERSION } from './routes/bootstrap-data.js';
import { securityRoutes } from './routes/security-routes.js';
import { securityUserRoutes } from './routes/security-user-routes.js';
import { securityRoleRoutes } from './routes/security-role-routes.js';
import { securityPermissionRoutes } from './routes/security-permission-routes.js';
import { asyncEventRoutes } from './routes/async-event-routes.js';
import { chartDataRoutes } from './routes/chart-data-routes.js';
import { timeRangeRoutes } from './routes/time-range-routes.js';
import { databaseRoutes } from './routes/database-routes.js';
import { datasetRoutes } from './routes/dataset-routes.js';
import { datasourceMetadataRoutes } from './routes/datasource-metadata-routes.js';
import { chartRoutes } from './routes/chart-routes.js';
import { dashboardRoutes } from './routes/dashboard-routes.js';
import { exploreRoutes } from './routes/explore-routes.js';
import { exploreFormDataRoutes } from './routes/explore-form-data-routes.js';
import { sqlLabRoutes } from './routes/sqllab-routes.js';
import { savedQueryRoutes } from './routes/saved-query-routes.js';
import { assetImportRoutes } from './routes/asset-import-routes.js';
import { tabStateRoutes } from './routes/tab-state-routes.js';
import { logRoutes } from './routes/log-routes.js';
import { rlsRoutes } from './routes/rls-routes.js';
import { embeddedDashboardRoutes } from './routes/embedded-dashboard-routes.js';
import { guestTokenRoutes } from './routes/guest-token-routes.js';
import { annotationLayerRoutes } from './routes/annotation-layer-routes.js';
import { assetExportRoutes } from './routes/asset-export-routes.js';
import { reportRoutes } from './routes/report-routes.js';
import { logListRoutes } from './routes/log-list-routes.js';
import { bullMqPrefix } from './engine/async/index.js';
import { createEngineServices, type EngineServices } from './engine/create-engine-services.js';
import { createReportRuntime, type ReportRuntime } from './reports/report-runtime.js';
import { spaRoutes } from './routes/spa-routes.js';
import { authPlugin, type AuthOptions } from './security/auth-plugin.js';
import { createLoginAttemptStore } from './security/create-login-attempt-store.js';
import { sealStoredDatabaseSecrets } from './security/database-secrets.js';
import { LoginThrottle } from './security/login-throttle.js';
import { SessionRegistry } from './security/session-registry.js';
import type { SecurityManager } from './security/security-manager.js';
import { deriveSigningKeys } from './security/signing-keys.js';
import type { ServerKernel } from './kernel/create-server-kernel.js';
import type { Store } from './store/store.js';

declare module 'fastify' {
  interface FastifyInstance {
    kernel: ServerKernel;
    engine: EngineServices;
    reports: ReportRuntime;
  }
}

export interface AppDependencies {
  config: TesseraConfig;
  store: Store;
  security: SecurityManager;
  kernel: ServerKernel;
  /** false in tests that want silence; otherwise pino at the configured level. */
  logger?: boolean;
}

/** What hashed static files are served with: they never change, so browsers keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Whether a file name carries the build's content hash: esbuild names every output
 * `name-HASH.ext` with an upper-case hash (`main-G442VHDL.js`, `main-B6MLII7E.css.map`).
 */
export function isHashedAssetName(name: string): boolean {
  return /-[A-Z0-9]{3,}\.[a-z0-9.]+$/.test(name);
}

/** Builds the HTTP application without listening, so tests drive it with `inject()`. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, store, security, kernel } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : await loggerOptions(config),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: true, allowUnionTypes: true } },
    // Each route's schemas compile on its first request, not all of them before the server listens.
    schemaController: { compilersFactory: lazySchemaCompilers() },
    bodyLimit: 10 * 1024 * 1024,
    // Behind a reverse proxy, request.ip (what login throttling counts by) is the forwarded client's.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: false },
    logController: new RequestLogController(),
  });

  registerErrorHandling(app);
  // Static files are public: they are the same for everyone and hold no data.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/static/')) route.config = { ...(route.config as object), auth: 'public' };
  });
  registerSecurityHeaders(app, config);

  // Answers and static files go out brotli- or gzip-compressed when the client accepts it. Must come
  // before every route (and @fastify/static). Types that are already compressed (images, XLSX,
  // Arrow streams) and event streams, which must flush as they go, are left as they are.
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 3: a 2 MB chart-data answer in ~7 ms of CPU at ~15:1 (quality 11 takes seconds).
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT } },
    zlibOptions: { level: 6 },
    // Request bodies stay as sent: nothing here needs compressed uploads.
    globalDecompression: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Tessera', version: APP_VERSION, description: 'Tessera REST API (Superset-compatible routes).' },
      components: {
        securitySchemes: {
          jwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          session: { type: 'apiKey', in: 'cookie', name: 'session' },
        },
      },
      security: [{ jwt: [] }, { session: [] }],
    },
  });

  const auth: AuthOptions = {
    security,
    keys: deriveSigningKeys(config.secretKey),
    sessionMaxAgeSeconds: config.sessionMaxAgeSeconds,
    secureCookies: config.sessionCookieSecure,
    sessions: new SessionRegistry(store.db),
    throttle: new LoginThrottle(createLoginAttemptStore({ redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix })),
    // Embedded dashboards' guest tokens (read only with EMBEDDED_SUPERSET on).
    guest: { enabled: Boolean(config.featureFlags['EMBEDDED_SUPERSET']), settings: config.guestToken, secretKey: config.secretKey, db: store.db },
  };
  await app.register(authPlugin, auth);

  await app.register(healthRoutes, { db: store.db, redisUrl: config.redisUrl });
  await app.register(securityRoutes, { auth, config });
  await app.register(securityUserRoutes, { db: store.db, security });
  await app.register(securityRoleRoutes, { db: store.db, security });
  await app.register(securityPermissionRoutes, { db: store.db });
  await app.register(meRoutes, { auth });
  await app.register(loginRoutes, { auth });
  await app.register(spaRoutes, { config, db: store.db });

  app.decorate('kernel', kernel);
  const engine = createEngineServices(config, kernel, store.db, { onAsyncError: (error) => app.log.error({ err: error }, 'async query job') });
  app.decorate('engine', engine);
  app.addHook('onClose', async () => engine.close());
  // Database passwords written before encryption at rest are sealed once the store is migrated.
  app.addHook('onReady', async () => void (await sealStoredDatabaseSecrets(store.db, engine.connections.secrets)));
  await app.register(timeRangeRoutes);
  const dataRouteOptions = { db: store.db, connections: engine.connections };
  await app.register(databaseRoutes, dataRouteOptions);
  await app.register(datasetRoutes, dataRouteOptions);
  await app.register(datasourceMetadataRoutes, dataRouteOptions);
  await app.register(chartRoutes, { db: store.db });
  await app.register(dashboardRoutes, { ...dataRouteOptions, featureFlags: config.featureFlags });
  await app.register(exploreRoutes, dataRouteOptions);
  await app.register(exploreFormDataRoutes, { db: store.db });
  await app.register(asyncEventRoutes, { manager: engine.asyncQueries, websocket: config.globalAsyncQueriesTransport === 'ws' });
  // An async job loads its caller again wherever it runs (this process or a worker).
  const principals = { loadPrincipal: (userId: number) => security.loadPrincipal(userId), ...(auth.guest ? { guest: auth.guest } : {}) };
  await app.register(chartDataRoutes, { service: engine.chartData, asyncQueries: engine.asyncQueries, cache: engine.cache, config, principals });
  await app.register(sqlLabRoutes, {
    db: store.db,
    connections: engine.connections,
    cache: engine.cache,
    hooks: kernel.hooks.sqlLab,
    config,
    timeouts: { syncSeconds: config.sqlLabTimeoutSeconds, asyncSeconds: config.sqlLabAsyncTimeLimitSeconds },
    asyncQueries: engine.asyncQueries,
    principals,
  });
  // Every kind of async job has its handler now: this process starts taking jobs (when it does).
  app.addHook('onReady', async () => engine.asyncQueries.start());
  await app.register(savedQueryRoutes, { db: store.db });
  await app.register(assetImportRoutes, dataRouteOptions);
  await app.register(tabStateRoutes, { db: store.db });
  await app.register(logRoutes, { db: store.db });
  await app.register(rlsRoutes, { db: store.db, connections: engine.connections });
  await app.register(embeddedDashboardRoutes, { ...dataRouteOptions, featureFlags: config.featureFlags });
  await app.register(guestTokenRoutes, { ...dataRouteOptions, config });
  await app.register(annotationLayerRoutes, { db: store.db });
  await app.register(assetExportRoutes, { db: store.db, featureFlags: config.featureFlags });
  await app.register(reportRoutes, { db: store.db, config, connections: engine.connections });
  await app.register(logListRoutes, { db: store.db });
  const reports = createReportRuntime({ config, store, engine, security, sessions: auth.sessions, sqlLabHooks: kernel.hooks.sqlLab, logger: app.log, queuePrefix: bullMqPrefix(config.redisKeyPrefix) });
  app.decorate('reports', reports);
  // Started by main.ts (which stops it before closing the app); onClose hooks run last-added first, so before the engine's.
  app.addHook('onClose', async () => reports.close());
  app.get('/api/v1/_openapi', { config: { auth: 'public' }, schema: { hide: true } }, async () => app.swagger());

  const assets = path.join(config.webRoot, 'assets');
  mkdirSync(assets, { recursive: true });
  await app.register(fastifyStatic, {
    root: assets,
    prefix: '/static/assets/',
    // Hashed file names never change content, so browsers may keep them for a year; anything
    // else (a name without the build's content hash) is revalidated on every use.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', isHashedAssetName(path.basename(filePath)) ? IMMUTABLE_CACHE_CONTROL : 'no-cache');
    },
    decorateReply: false,
    wildcard: true,
  });

  return app;
}
