import type { TesseraConfig } from '../config/tessera-config.js';
import { mapHosts } from '../http/security-headers.js';
import type { Principal } from '../security/principal.js';
import { objectPermissions } from './me-routes.js';

export const APP_VERSION = '0.1.0';

/** What the web app needs before its first request: the user, feature flags and limits. Same shape as Superset's. */
export function bootstrapData(config: TesseraConfig, principal: Principal | null) {
  return {
    user: principal
      ? {
          userId: principal.userId,
          username: principal.username,
          firstName: principal.firstName,
          lastName: principal.lastName,
          email: principal.email,
          isActive: principal.isActive,
          isAnonymous: false,
          roles: principal.roles,
          permissions: objectPermissions(principal),
        }
      : null,
    common: {
      feature_flags: config.featureFlags,
      conf: {
        SQL_MAX_ROW: config.sqlMaxRow,
        ROW_LIMIT: config.rowLimit,
        SAMPLES_ROW_LIMIT: config.samplesRowLimit,
        ALLOW_FULL_CSV_EXPORT: config.allowFullCsvExport,
        DEFAULT_SQLLAB_LIMIT: config.defaultSqllabLimit,
        SQLLAB_DEFAULT_DBID: config.sqllabDefaultDbId,
        GLOBAL_ASYNC_QUERIES_TRANSPORT: config.globalAsyncQueriesTransport,
        GLOBAL_ASYNC_QUERIES_POLLING_DELAY: config.globalAsyncQueriesPollingDelay,
        GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: config.globalAsyncQueriesWebsocketUrl,
        SUPERSET_WEBSERVER_TIMEOUT: config.webserverTimeoutSeconds,
        PLUGINS_ENABLED: config.plugins.enabled ?? null,
        PLUGINS_DISABLED: config.plugins.disabled,
        MAP_TILE_URL: config.mapTileUrl,
        MAPBOX_API_KEY: config.mapboxApiKey,
        MAP_STYLE_URL: config.mapStyleUrl,
        MAP_HOSTS: mapHosts(config),
      },
      application_root: '/',
      version: APP_VERSION,
    },
  };
}
