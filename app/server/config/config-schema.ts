/**
 * JSON Schema of `tessera.config.json`. Keys are the environment variable names, so one
 * table in the README documents both. Unknown keys are rejected: a typo should not be ignored.
 */
export const configFileSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535 },
    HOST: { type: 'string', minLength: 1 },
    TESSERA_HOME: { type: 'string', minLength: 1 },
    TESSERA_DATABASE_URL: { type: 'string', minLength: 1 },
    TESSERA_SECRET_KEY: { type: 'string', minLength: 16 },
    TESSERA_REDIS_URL: { type: 'string', pattern: '^rediss?://' },
    LOG_LEVEL: { enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] },
    SESSION_COOKIE_SECURE: { type: 'boolean' },
    SESSION_MAX_AGE_SECONDS: { type: 'integer', minimum: 60 },
    ACCESS_TOKEN_TTL_SECONDS: { type: 'integer', minimum: 30 },
    REFRESH_TOKEN_TTL_SECONDS: { type: 'integer', minimum: 60 },
    FEATURE_FLAGS: { type: 'object', additionalProperties: { type: 'boolean' } },
    SQL_MAX_ROW: { type: 'integer', minimum: 1 },
    ROW_LIMIT: { type: 'integer', minimum: 1 },
    SAMPLES_ROW_LIMIT: { type: 'integer', minimum: 1 },
    ALLOW_FULL_CSV_EXPORT: { type: 'boolean' },
    DEFAULT_SQLLAB_LIMIT: { type: 'integer', minimum: 1 },
    SQLLAB_DEFAULT_DBID: { type: ['integer', 'null'], minimum: 1 },
    GLOBAL_ASYNC_QUERIES_TRANSPORT: { enum: ['polling', 'ws'] },
    GLOBAL_ASYNC_QUERIES_POLLING_DELAY: { type: 'integer', minimum: 50 },
    SUPERSET_WEBSERVER_TIMEOUT: { type: 'integer', minimum: 1 },
    CACHE_DEFAULT_TIMEOUT: { type: 'integer', minimum: 0 },
    RESULTS_CACHE_MAX_MB: { type: 'integer', minimum: 1 },
    GLOBAL_ASYNC_QUERIES_CONCURRENCY: { type: 'integer', minimum: 1, maximum: 64 },
    SQLLAB_TIMEOUT: { type: 'integer', minimum: 1 },
    SQLLAB_ASYNC_TIME_LIMIT_SEC: { type: 'integer', minimum: 1 },
    PLUGINS_ENABLED: { type: 'array', items: { type: 'string' } },
    PLUGINS_DISABLED: { type: 'array', items: { type: 'string' } },
    TESSERA_ADMIN_USERNAME: { type: 'string', minLength: 1 },
    TESSERA_ADMIN_PASSWORD: { type: 'string', minLength: 1 },
    TESSERA_LOAD_EXAMPLES: { type: 'boolean' },
    MAP_TILE_URL: { type: 'string', pattern: '^(https?://|/).*\\{z\\}.*\\{x\\}.*\\{y\\}' },
    MAPBOX_API_KEY: { type: 'string' },
    TRUST_PROXY: { anyOf: [{ type: 'boolean' }, { type: 'integer', minimum: 0 }, { type: 'string' }, { type: 'array', items: { type: 'string' } }] },
  },
} as const;

export type ConfigFileKey = keyof typeof configFileSchema.properties;
