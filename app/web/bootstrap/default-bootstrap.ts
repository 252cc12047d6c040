import type { BootstrapData } from './bootstrap-data';

/** Used when the page carries no (or unreadable) bootstrap data: signed out, spec defaults (§9). */
export const DEFAULT_BOOTSTRAP: BootstrapData = {
  user: null,
  common: {
    feature_flags: {},
    conf: {
      SQL_MAX_ROW: 100_000,
      ROW_LIMIT: 10_000,
      SAMPLES_ROW_LIMIT: 1000,
      ALLOW_FULL_CSV_EXPORT: false,
      DEFAULT_SQLLAB_LIMIT: 1000,
      SQLLAB_DEFAULT_DBID: null,
      GLOBAL_ASYNC_QUERIES_TRANSPORT: 'polling',
      GLOBAL_ASYNC_QUERIES_POLLING_DELAY: 500,
      GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: null,
      SUPERSET_WEBSERVER_TIMEOUT: 60,
      PLUGINS_ENABLED: null,
      PLUGINS_DISABLED: [],
      MAP_TILE_URL: null,
      MAPBOX_API_KEY: null,
      MAP_STYLE_URL: null,
      MAP_HOSTS: [],
    },
    application_root: '/',
    version: '',
  },
};
