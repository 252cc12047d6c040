import type { TrustProxySetting } from './trust-proxy.js';

/** How guest tokens for embedded dashboards are signed, checked and read. */
export interface GuestTokenSettings {
  /** HMAC secret (`GUEST_TOKEN_JWT_SECRET`); when unset, a key derived from the secret key. */
  secret: string | null;
  /** `GUEST_TOKEN_JWT_ALGO`: HS256 (default), HS384 or HS512. */
  algorithm: 'HS256' | 'HS384' | 'HS512';
  /** `GUEST_TOKEN_JWT_EXP_SECONDS`, default 300. */
  expSeconds: number;
  /** `GUEST_TOKEN_JWT_AUDIENCE`; when unset, the server's own origin is not checked and `tessera` is used. */
  audience: string | null;
  /** `GUEST_TOKEN_HEADER_NAME`, default `X-GuestToken`. */
  headerName: string;
  /** `GUEST_ROLE_NAME`: whose permissions and RLS rules guests get, default `Public`. */
  roleName: string;
}

/** Alerts and reports: mail delivery (Superset's `SMTP_*` names), rendering and scheduling. */
export interface ReportSettings {
  /** `SMTP_HOST`, default `localhost`. */
  smtpHost: string;
  /** `SMTP_PORT`, default 25. */
  smtpPort: number;
  /** `SMTP_STARTTLS`: upgrade a plain connection with STARTTLS (default true; used when the server offers it). */
  smtpStarttls: boolean;
  /** `SMTP_SSL`: connect over TLS from the start (default false). */
  smtpSsl: boolean;
  /** `SMTP_USER` and `SMTP_PASSWORD`: log in when both are set. */
  smtpUser: string | null;
  smtpPassword: string | null;
  /** `SMTP_MAIL_FROM`, default `tessera@localhost`. */
  smtpMailFrom: string;
  /** `EMAIL_REPORTS_SUBJECT_PREFIX`, default `[Report] `. */
  subjectPrefix: string;
  /** `WEBDRIVER_BASEURL`: where the report browser reaches this server; null means `http://127.0.0.1:{PORT}/`. */
  webdriverBaseUrl: string | null;
  /** `WEBDRIVER_BASEURL_USER_FRIENDLY`: the address links in mails point to; null means the base URL. */
  webdriverBaseUrlUserFriendly: string | null;
  /** `REPORT_CHROMIUM_PATH`: the Chromium that renders screenshots and PDFs, default `/usr/bin/chromium`. */
  chromiumPath: string;
  /** `ALERT_REPORTS_DEFAULT_WORKING_TIMEOUT` (seconds), default 3600. */
  defaultWorkingTimeoutSeconds: number;
  /** `ALERT_REPORTS_WORKING_TIME_OUT_LAG` (seconds added to a run's working timeout), default 10. */
  workingTimeoutLagSeconds: number;
  /** `ALERT_REPORTS_DEFAULT_RETENTION` (days of execution log), default 90. */
  defaultRetentionDays: number;
  /** `ALERT_REPORTS_DEFAULT_CRON_VALUE`, default `0 * * * *`. */
  defaultCronValue: string;
  /** `ALERT_MINIMUM_INTERVAL` and `REPORT_MINIMUM_INTERVAL` (seconds between two runs of a schedule), default 0. */
  alertMinimumIntervalSeconds: number;
  reportMinimumIntervalSeconds: number;
  /** `ALERT_REPORTS_NOTIFICATION_DRY_RUN`: log what would be sent and send nothing. */
  notificationDryRun: boolean;
  /** `REPORT_NOTIFICATION_MAX_TRIES`: attempts per delivery before the run is an error, default 3. */
  notificationMaxTries: number;
  /** `REPORT_NOTIFICATION_RETRY_DELAY_MS`: wait before the first retry, doubled each time, default 2000. */
  notificationRetryDelayMs: number;
  /** `REPORT_SCHEDULER`: this process runs due schedules (default true; with Redis, several processes share the work). */
  schedulerEnabled: boolean;
}

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
  /** `TESSERA_REDIS_KEY_PREFIX`: what every Redis key of this deployment starts with (default `tessera:`). */
  redisKeyPrefix: string;
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
  /**
   * Where the web app opens the async-event WebSocket when the transport is `ws`
   * (`GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL`, a `ws://`/`wss://` URL or a path on the page's own
   * host); null: `/ws` on the page's own host.
   */
  globalAsyncQueriesWebsocketUrl: string | null;
  webserverTimeoutSeconds: number;
  /** Seconds a chart-data result stays cached when neither the dataset nor its database sets one. */
  cacheDefaultTimeoutSeconds: number;
  /** Upper bound of the in-process results cache (Redis has its own limits). */
  resultsCacheMaxBytes: number;
  /**
   * Dashboard pre-aggregates (app/server/engine/rollups, docs/rollups.md): `ROLLUPS_ENABLED`
   * (default true) and `ROLLUPS_REFRESH_SECONDS`, how long a rollup answers before it is rebuilt
   * from the table (default 600).
   */
  rollups: { enabled: boolean; refreshSeconds: number };
  /** Async chart queries run at once per server process. */
  globalAsyncQueriesConcurrency: number;
  /**
   * Who runs async chart-data and SQL Lab jobs when Redis is configured (they then wait on a
   * BullMQ queue in Redis): `ASYNC_QUERY_WORKERS` says `npm run tessera -- worker` processes do;
   * `ASYNC_QUERY_RUN_IN_WEB` whether web processes take jobs too (default: only when no workers
   * are declared); `ASYNC_QUERY_STALLED_SECONDS`, how long a job whose process died waits before
   * another process takes it over. Without Redis, jobs run in the web process that got them.
   */
  asyncQueryWorkers: { enabled: boolean; runInWeb: boolean; stalledSeconds: number };
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
  /** A MapLibre style document (`style.json`) replacing the offline base map (`MAP_STYLE_URL`); ahead of `mapTileUrl`. */
  mapStyleUrl: string | null;
  /**
   * Other origins a map's style loads from (its tiles, glyphs, sprite), `https://host[:port]`
   * (`MAP_EXTRA_HOSTS`): added to the page's Content-Security-Policy beside the configured URLs' own.
   */
  mapExtraHosts: string[];
  /** Embedded dashboards' guest tokens (Superset's `GUEST_TOKEN_*` and `GUEST_ROLE_NAME`). */
  guestToken: GuestTokenSettings;
  /** Alerts and reports (`SMTP_*`, `WEBDRIVER_*`, `ALERT_REPORTS_*`). */
  reports: ReportSettings;
  /** Where the built web app lives (dist/web). */
  webRoot: string;
}

/** Feature flags the web app and server know; configuration may add more. */
export const DEFAULT_FEATURE_FLAGS: Readonly<Record<string, boolean>> = Object.freeze({
  DASHBOARD_RBAC: false,
  CONFIRM_DASHBOARD_DIFF: false,
  GLOBAL_ASYNC_QUERIES: false,
  EMBEDDED_SUPERSET: false,
  ALERT_REPORTS: true,
  DASHBOARD_CROSS_FILTERS: true,
  DRILL_TO_DETAIL: true,
});
