import { duckdbEngine } from '@plugins/db-duckdb/duckdb-engine.js';
import { mysqlEngine } from '@plugins/db-mysql/mysql-engine.js';
import { postgresEngine } from '@plugins/db-postgres/postgres-engine.js';
import { sqliteEngine } from '@plugins/db-sqlite/sqlite-engine.js';

/** Test-only: the built-in engine specs the compiler's tests compile for, by engine key. */
export const TEST_SPECS = { duckdb: duckdbEngine, postgresql: postgresEngine, mysql: mysqlEngine, sqlite: sqliteEngine } as const;
