import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TesseraConfig } from './config/tessera-config.js';
import { fastifyTrustProxy } from './config/trust-proxy.js';
import { registerErrorHandling } from './http/error-handler.js';
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
import { sqlLabRoutes } from './routes/sqllab-routes.js';
import { savedQueryRoutes } from './routes/saved-query-routes.js';
import { tabStateRoutes } from './routes/tab-state-routes.js';
import { logRoutes } from './routes/log-routes.js';
import { rlsRoutes } from './routes/rls-routes.js';
import { annotationLayerRoutes } from './routes/annotation-layer-routes.js';
import { logListRoutes } from './routes/log-list-routes.js';
import { createEngineServices, type EngineServices } from './engine/create-engine-services.js';
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

/** Builds the HTTP application without listening, so tests drive it with `inject()`. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, store, security, kernel } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
          },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: true, allowUnionTypes: true } },
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
    throttle: new LoginThrottle(createLoginAttemptStore({ redisUrl: config.redisUrl })),
  };
  await app.register(authPlugin, auth);

  await app.register(healthRoutes, { db: store.db });
  await app.register(securityRoutes, { auth, config });
  await app.register(securityUserRoutes, { db: store.db, security });
  await app.register(securityRoleRoutes, { db: store.db, security });
  await app.register(securityPermissionRoutes, { db: store.db });
  await app.register(meRoutes, { auth });
  await app.register(loginRoutes, { auth });
  await app.register(spaRoutes, { config });

  app.decorate('kernel', kernel);
  const engine = createEngineServices(config, kernel, store.db);
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
  await app.register(asyncEventRoutes, { manager: engine.asyncQueries, websocket: config.globalAsyncQueriesTransport === 'ws' });
  await app.register(chartDataRoutes, { service: engine.chartData, asyncQueries: engine.asyncQueries, cache: engine.cache, config });
  await app.register(sqlLabRoutes, {
    db: store.db,
    connections: engine.connections,
    cache: engine.cache,
    hooks: kernel.hooks.sqlLab,
    config,
    timeouts: { syncSeconds: config.sqlLabTimeoutSeconds, asyncSeconds: config.sqlLabAsyncTimeLimitSeconds },
  });
  await app.register(savedQueryRoutes, { db: store.db });
  await app.register(tabStateRoutes, { db: store.db });
  await app.register(logRoutes, { db: store.db });
  await app.register(rlsRoutes, { db: store.db, connections: engine.connections });
  await app.register(annotationLayerRoutes, { db: store.db });
  await app.register(logListRoutes, { db: store.db });
  app.get('/api/v1/_openapi', { config: { auth: 'public' }, schema: { hide: true } }, async () => app.swagger());

  const assets = path.join(config.webRoot, 'assets');
  mkdirSync(assets, { recursive: true });
  await app.register(fastifyStatic, {
    root: assets,
    prefix: '/static/assets/',
    // Hashed file names never change content, so browsers may keep them for a year.
    immutable: true,
    maxAge: '365d',
    decorateReply: false,
    wildcard: true,
  });

  return app;
}
