import type { TrustProxySetting } from './trust-proxy.js';

/** The server's resolved configuration: defaults, then `tessera.config.json`, then the environment. */
export interface TesseraConfig {
  port: number;
  host: string;
  /** Folder for local state: the SQLite metadata file, the examples DuckDB file, the secret key. */
  home: string;
  /** Metadata store URL; undefined means the SQLite file in `home`. */
  databaseUrl: string | undefined;
  secretKey: string;
  redisUrl: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Secure cookies need HTTPS; off by default so `npm start` works on plain http://localhost. */
  sessionCookieSecure: boolean;
  sessionMaxAgeSeconds: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  featureFlags: Record<string, boolean>;
  sqlMaxRow: number;
  /** SQL Lab: seconds a synchronous run may take before it is cancelled in the engine (`SQLLAB_TIMEOUT`). */
  sqlLabTimeoutSeconds: number;
  /** SQL Lab: seconds an asynchronous run may take (`SQLLAB_ASYNC_TIME_LIMIT_SEC`). */
  sqlLabAsyncTimeLimitSeconds: number;
  rowLimit: number;
  samplesRowLimit: number;
  /** CSV and Excel exports may drop the chart's row limit (up to `sqlMaxRow`): `ALLOW_FULL_CSV_EXPORT`. */
  allowFullCsvExport: boolean;
  defaultSqllabLimit: number;
  sqllabDefaultDbId: number | null;
  globalAsyncQueriesTransport: 'polling' | 'ws';
  globalAsyncQueriesPollingDelay: number;
  webserverTimeoutSeconds: number;
  /** Seconds a chart-data result stays cached when neither the dataset nor its database sets one. */
  cacheDefaultTimeoutSeconds: number;
  /** Upper bound of the in-process results cache (Redis has its own limits). */
  resultsCacheMaxBytes: number;
  /** Async chart queries run at once per server process. */
  globalAsyncQueriesConcurrency: number;
  plugins: { enabled: string[] | undefined; disabled: string[] };
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  loadExamples: boolean;
  /** Proxies whose forwarded client address is believed (`TRUST_PROXY`); off by default, so clients cannot claim any address. */
  trustProxy: TrustProxySetting;
  /** Raster tiles replacing the offline base map of map charts: a `{z}/{x}/{y}` URL template (`MAP_TILE_URL`). */
  mapTileUrl: string | null;
  /** Superset's `MAPBOX_API_KEY`: map charts may draw Mapbox styles as their base map. */
  mapboxApiKey: string | null;
  /** Where the built web app lives (dist/web). */
  webRoot: string;
}

/** Feature flags the web app and server know; configuration may add more. */
export const DEFAULT_FEATURE_FLAGS: Readonly<Record<string, boolean>> = Object.freeze({
  DASHBOARD_RBAC: false,
  CONFIRM_DASHBOARD_DIFF: false,
  GLOBAL_ASYNC_QUERIES: false,
  EMBEDDED_SUPERSET: false,
  DASHBOARD_CROSS_FILTERS: true,
  DRILL_TO_DETAIL: true,
});
