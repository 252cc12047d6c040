import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { compileOnFirstUse } from '../http/compile-on-first-use.js';
import { configFileSchema, type ConfigFileKey } from './config-schema.js';
import { DEFAULT_FEATURE_FLAGS, type GuestTokenSettings, type ReportSettings, type TesseraConfig } from './tessera-config.js';
import { readTrustProxy, trustProxyFromEnvironment } from './trust-proxy.js';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type RawConfig = Partial<Record<ConfigFileKey, unknown>>;

const BOOLEAN_KEYS = new Set<ConfigFileKey>([
  'SESSION_COOKIE_SECURE', 'TESSERA_LOAD_EXAMPLES', 'ALLOW_FULL_CSV_EXPORT', 'ROLLUPS_ENABLED',
  'SMTP_STARTTLS', 'SMTP_SSL', 'ALERT_REPORTS_NOTIFICATION_DRY_RUN', 'REPORT_SCHEDULER',
  'ASYNC_QUERY_WORKERS', 'ASYNC_QUERY_RUN_IN_WEB',
]);
const INTEGER_KEYS = new Set<ConfigFileKey>([
  'PORT', 'SESSION_MAX_AGE_SECONDS', 'ACCESS_TOKEN_TTL_SECONDS', 'REFRESH_TOKEN_TTL_SECONDS',
  'SQL_MAX_ROW', 'ROW_LIMIT', 'SAMPLES_ROW_LIMIT', 'DEFAULT_SQLLAB_LIMIT', 'SQLLAB_DEFAULT_DBID',
  'GLOBAL_ASYNC_QUERIES_POLLING_DELAY', 'SUPERSET_WEBSERVER_TIMEOUT', 'CACHE_DEFAULT_TIMEOUT', 'RESULTS_CACHE_MAX_MB', 'ROLLUPS_REFRESH_SECONDS',
  'GLOBAL_ASYNC_QUERIES_CONCURRENCY', 'SQLLAB_TIMEOUT', 'SQLLAB_ASYNC_TIME_LIMIT_SEC', 'GUEST_TOKEN_JWT_EXP_SECONDS', 'ASYNC_QUERY_STALLED_SECONDS',
  'SMTP_PORT', 'ALERT_REPORTS_DEFAULT_WORKING_TIMEOUT', 'ALERT_REPORTS_WORKING_TIME_OUT_LAG', 'ALERT_REPORTS_DEFAULT_RETENTION',
  'ALERT_MINIMUM_INTERVAL', 'REPORT_MINIMUM_INTERVAL', 'REPORT_NOTIFICATION_MAX_TRIES', 'REPORT_NOTIFICATION_RETRY_DELAY_MS',
]);
const LIST_KEYS = new Set<ConfigFileKey>(['PLUGINS_ENABLED', 'PLUGINS_DISABLED', 'MAP_EXTRA_HOSTS']);

/** Reads an environment value into the type the schema expects, so both sources validate alike. */
function fromEnvironment(key: ConfigFileKey, value: string): unknown {
  if (BOOLEAN_KEYS.has(key)) return /^(1|true|yes|on)$/i.test(value);
  if (INTEGER_KEYS.has(key)) return value === '' || value === 'null' ? null : Number(value);
  if (LIST_KEYS.has(key)) return value.split(',').map((s) => s.trim()).filter(Boolean);
  if (key === 'TRUST_PROXY') return trustProxyFromEnvironment(value);
  if (key === 'FEATURE_FLAGS') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      throw new ConfigError('FEATURE_FLAGS must be a JSON object of booleans, e.g. {"DASHBOARD_RBAC": true}');
    }
  }
  return value;
}

function readConfigFile(file: string): RawConfig {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RawConfig;
  } catch (error) {
    throw new ConfigError(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

/** Feature flags may also be given one by one as `FEATURE_FLAG_<NAME>=true`. */
function featureFlagsFromEnvironment(env: NodeJS.ProcessEnv): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith('FEATURE_FLAG_') && value !== undefined) {
      flags[key.slice('FEATURE_FLAG_'.length)] = /^(1|true|yes|on)$/i.test(value);
    }
  }
  return flags;
}

/** The secret signs sessions, CSRF and API tokens: made once and kept in TESSERA_HOME when not given. */
function resolveSecretKey(home: string, given: string | undefined): string {
  if (given) return given;
  const file = path.join(home, 'secret_key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

function trustProxy(value: unknown) {
  try {
    return readTrustProxy(value);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function reportSettings(raw: RawConfig): ReportSettings {
  const text = (key: ConfigFileKey): string | undefined => raw[key] as string | undefined;
  const integer = (key: ConfigFileKey): number | undefined => raw[key] as number | undefined;
  const flag = (key: ConfigFileKey): boolean | undefined => raw[key] as boolean | undefined;
  return {
    smtpHost: text('SMTP_HOST') ?? 'localhost',
    smtpPort: integer('SMTP_PORT') ?? 25,
    smtpStarttls: flag('SMTP_STARTTLS') ?? true,
    smtpSsl: flag('SMTP_SSL') ?? false,
    smtpUser: text('SMTP_USER') || null,
    smtpPassword: text('SMTP_PASSWORD') || null,
    smtpMailFrom: text('SMTP_MAIL_FROM') ?? 'tessera@localhost',
    subjectPrefix: text('EMAIL_REPORTS_SUBJECT_PREFIX') ?? '[Report] ',
    webdriverBaseUrl: text('WEBDRIVER_BASEURL') ?? null,
    webdriverBaseUrlUserFriendly: text('WEBDRIVER_BASEURL_USER_FRIENDLY') ?? null,
    chromiumPath: text('REPORT_CHROMIUM_PATH') ?? '/usr/bin/chromium',
    defaultWorkingTimeoutSeconds: integer('ALERT_REPORTS_DEFAULT_WORKING_TIMEOUT') ?? 3600,
    workingTimeoutLagSeconds: integer('ALERT_REPORTS_WORKING_TIME_OUT_LAG') ?? 10,
    defaultRetentionDays: integer('ALERT_REPORTS_DEFAULT_RETENTION') ?? 90,
    defaultCronValue: text('ALERT_REPORTS_DEFAULT_CRON_VALUE') ?? '0 * * * *',
    alertMinimumIntervalSeconds: integer('ALERT_MINIMUM_INTERVAL') ?? 0,
    reportMinimumIntervalSeconds: integer('REPORT_MINIMUM_INTERVAL') ?? 0,
    notificationDryRun: flag('ALERT_REPORTS_NOTIFICATION_DRY_RUN') ?? false,
    notificationMaxTries: integer('REPORT_NOTIFICATION_MAX_TRIES') ?? 3,
    notificationRetryDelayMs: integer('REPORT_NOTIFICATION_RETRY_DELAY_MS') ?? 2000,
    schedulerEnabled: flag('REPORT_SCHEDULER') ?? true,
  };
}

export interface LoadConfigOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Values that win over every source (tests). */
  overrides?: Partial<TesseraConfig>;
  /**
   * false: read only — TESSERA_HOME and its secret key are not created (the secret is '' when
   * there is none yet). The server reads its port this way before it may write anything.
   */
  prepareHome?: boolean;
}

/** The configuration's validator, compiled once per process however often the configuration is read. */
const validateConfigFile = compileOnFirstUse(new Ajv({ allErrors: true }), configFileSchema);

export function loadConfig(options: LoadConfigOptions = {}): TesseraConfig {
  const env = options.env ?? process.env;
  const cwd = options.cwd ?? process.cwd();
  const configPath = env.TESSERA_CONFIG ?? path.join(cwd, 'tessera.config.json');
  const raw: RawConfig = env.TESSERA_CONFIG || existsSync(configPath) ? readConfigFile(configPath) : {};
  for (const key of Object.keys(configFileSchema.properties) as ConfigFileKey[]) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = fromEnvironment(key, value);
  }

  if (!validateConfigFile(raw)) {
    const problems = (validateConfigFile.errors ?? []).map((e) => `${e.instancePath.slice(1) || e.params['additionalProperty'] || 'config'} ${e.message}`);
    throw new ConfigError(`Invalid configuration (${configPath} or environment): ${problems.join('; ')}`);
  }

  const home = path.resolve(cwd, (raw.TESSERA_HOME as string | undefined) ?? '.tessera');
  const prepareHome = options.prepareHome ?? true;
  if (prepareHome) mkdirSync(home, { recursive: true });
  const config: TesseraConfig = {
    port: (raw.PORT as number | undefined) ?? 8088,
    host: (raw.HOST as string | undefined) ?? '0.0.0.0',
    home,
    databaseUrl: raw.TESSERA_DATABASE_URL as string | undefined,
    secretKey: '',
    redisUrl: raw.TESSERA_REDIS_URL as string | undefined,
    redisKeyPrefix: (raw.TESSERA_REDIS_KEY_PREFIX as string | undefined) ?? 'tessera:',
    logLevel: (raw.LOG_LEVEL as TesseraConfig['logLevel'] | undefined) ?? 'info',
    sessionCookieSecure: (raw.SESSION_COOKIE_SECURE as boolean | undefined) ?? false,
    sessionMaxAgeSeconds: (raw.SESSION_MAX_AGE_SECONDS as number | undefined) ?? 7 * 24 * 3600,
    accessTokenTtlSeconds: (raw.ACCESS_TOKEN_TTL_SECONDS as number | undefined) ?? 15 * 60,
    refreshTokenTtlSeconds: (raw.REFRESH_TOKEN_TTL_SECONDS as number | undefined) ?? 30 * 24 * 3600,
    featureFlags: {
      ...DEFAULT_FEATURE_FLAGS,
      ...((raw.FEATURE_FLAGS as Record<string, boolean> | undefined) ?? {}),
      ...featureFlagsFromEnvironment(env),
    },
    sqlMaxRow: (raw.SQL_MAX_ROW as number | undefined) ?? 100_000,
    rowLimit: (raw.ROW_LIMIT as number | undefined) ?? 10_000,
    samplesRowLimit: (raw.SAMPLES_ROW_LIMIT as number | undefined) ?? 1000,
    allowFullCsvExport: (raw.ALLOW_FULL_CSV_EXPORT as boolean | undefined) ?? false,
    defaultSqllabLimit: (raw.DEFAULT_SQLLAB_LIMIT as number | undefined) ?? 1000,
    sqllabDefaultDbId: (raw.SQLLAB_DEFAULT_DBID as number | null | undefined) ?? null,
    globalAsyncQueriesTransport: (raw.GLOBAL_ASYNC_QUERIES_TRANSPORT as 'polling' | 'ws' | undefined) ?? 'polling',
    globalAsyncQueriesPollingDelay: (raw.GLOBAL_ASYNC_QUERIES_POLLING_DELAY as number | undefined) ?? 500,
    globalAsyncQueriesWebsocketUrl: (raw.GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL as string | undefined) || null,
    webserverTimeoutSeconds: (raw.SUPERSET_WEBSERVER_TIMEOUT as number | undefined) ?? 60,
    cacheDefaultTimeoutSeconds: (raw.CACHE_DEFAULT_TIMEOUT as number | undefined) ?? 86_400,
    resultsCacheMaxBytes: ((raw.RESULTS_CACHE_MAX_MB as number | undefined) ?? 256) * 1024 * 1024,
    rollups: { enabled: (raw.ROLLUPS_ENABLED as boolean | undefined) ?? true, refreshSeconds: (raw.ROLLUPS_REFRESH_SECONDS as number | undefined) ?? 600 },
    globalAsyncQueriesConcurrency: (raw.GLOBAL_ASYNC_QUERIES_CONCURRENCY as number | undefined) ?? 4,
    asyncQueryWorkers: {
      enabled: (raw.ASYNC_QUERY_WORKERS as boolean | undefined) ?? false,
      runInWeb: (raw.ASYNC_QUERY_RUN_IN_WEB as boolean | undefined) ?? !((raw.ASYNC_QUERY_WORKERS as boolean | undefined) ?? false),
      stalledSeconds: (raw.ASYNC_QUERY_STALLED_SECONDS as number | undefined) ?? 30,
    },
    sqlLabTimeoutSeconds: (raw.SQLLAB_TIMEOUT as number | undefined) ?? 30,
    sqlLabAsyncTimeLimitSeconds: (raw.SQLLAB_ASYNC_TIME_LIMIT_SEC as number | undefined) ?? 6 * 3600,
    plugins: {
      enabled: raw.PLUGINS_ENABLED as string[] | undefined,
      disabled: (raw.PLUGINS_DISABLED as string[] | undefined) ?? [],
    },
    adminUsername: raw.TESSERA_ADMIN_USERNAME as string | undefined,
    adminPassword: raw.TESSERA_ADMIN_PASSWORD as string | undefined,
    loadExamples: (raw.TESSERA_LOAD_EXAMPLES as boolean | undefined) ?? true,
    trustProxy: trustProxy(raw.TRUST_PROXY),
    mapTileUrl: (raw.MAP_TILE_URL as string | undefined) || null,
    mapboxApiKey: (raw.MAPBOX_API_KEY as string | undefined) || null,
    mapStyleUrl: (raw.MAP_STYLE_URL as string | undefined) || null,
    mapExtraHosts: ((raw.MAP_EXTRA_HOSTS as string[] | undefined) ?? []).map((host) => host.replace(/\/$/, '').toLowerCase()),
    guestToken: {
      secret: (raw.GUEST_TOKEN_JWT_SECRET as string | undefined) ?? null,
      algorithm: (raw.GUEST_TOKEN_JWT_ALGO as GuestTokenSettings['algorithm'] | undefined) ?? 'HS256',
      expSeconds: (raw.GUEST_TOKEN_JWT_EXP_SECONDS as number | undefined) ?? 300,
      audience: (raw.GUEST_TOKEN_JWT_AUDIENCE as string | undefined) ?? null,
      headerName: (raw.GUEST_TOKEN_HEADER_NAME as string | undefined) ?? 'X-GuestToken',
      roleName: (raw.GUEST_ROLE_NAME as string | undefined) ?? 'Public',
    },
    reports: reportSettings(raw),
    webRoot: path.resolve(cwd, 'dist/web'),
    ...options.overrides,
  };
  config.secretKey = options.overrides?.secretKey ?? (prepareHome ? resolveSecretKey(home, raw.TESSERA_SECRET_KEY as string | undefined) : '');
  return config;
}
