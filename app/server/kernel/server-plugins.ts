import type { TesseraPlugin } from '@core/plugin-api/index.js';
import dbDuckdb from '@plugins/db-duckdb/index.js';
import dbMysql from '@plugins/db-mysql/index.js';
import dbPostgres from '@plugins/db-postgres/index.js';
import dbSqlite from '@plugins/db-sqlite/index.js';

/**
 * Every plugin the server knows. Configuration (`PLUGINS_ENABLED`, `PLUGINS_DISABLED`) decides
 * which of them load; database engines (`plugins/db-*`) and server-side hooks are added here.
 * Engine plugins load their drivers only when a connection is opened.
 */
export const SERVER_PLUGINS: readonly TesseraPlugin[] = [dbDuckdb, dbSqlite, dbPostgres, dbMysql];
