import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseEngineContribution, EngineConnection } from '@core/plugin-api/index.js';
import { createDatabaseEngineRegistry, type DatabaseEngineRegistry } from '@core/registry/index.js';
import { duckdbEngine } from '../../../plugins/db-duckdb/duckdb-engine.js';
import { mysqlEngine } from '../../../plugins/db-mysql/mysql-engine.js';
import { postgresEngine } from '../../../plugins/db-postgres/postgres-engine.js';
import { sqliteEngine } from '../../../plugins/db-sqlite/sqlite-engine.js';

/** The local servers the suite runs against (`TESSERA_TEST_PG_URL` / `TESSERA_TEST_MYSQL_URL` override them). */
const PG_SERVER = process.env.TESSERA_TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const MYSQL_SERVER = process.env.TESSERA_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/';

/** One engine with a fresh database of its own. */
export interface EngineUnderTest {
  spec: DatabaseEngineContribution;
  uri: string;
  connection: EngineConnection;
  /** Where unqualified tables land: `main`, `public`, or the MySQL database. */
  defaultSchema: string;
  /** A second schema with a table `only_here`, for the per-statement `schema` option (none on SQLite). */
  extraSchema: string | null;
  /** A local file holding the database (DuckDB, SQLite). */
  file: string | null;
}

/** The four engines, registered the way the server registers them (so URIs are routed by scheme). */
export const ENGINE_REGISTRY: DatabaseEngineRegistry = createDatabaseEngineRegistry([duckdbEngine, sqliteEngine, postgresEngine, mysqlEngine]);

function serverUri(server: string, database: string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

async function open(uri: string): Promise<EngineConnection> {
  const spec = ENGINE_REGISTRY.forUri(uri);
  if (!spec) throw new Error(`no engine for ${uri}`);
  return spec.createEngine(uri, {});
}

/**
 * Creates a uniquely named database on each engine (temporary files for DuckDB and SQLite, a new
 * database on the PostgreSQL and MariaDB servers) and opens a pooled connection to it.
 * `drop()` closes everything and deletes what was created.
 */
export async function openEnginesUnderTest(): Promise<{ engines: EngineUnderTest[]; drop(): Promise<void> }> {
  const suffix = randomBytes(5).toString('hex');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-engines-'));
  const dbName = `tessera_conf_${suffix}`;
  const cleanups: Array<() => Promise<void>> = [() => rm(dir, { recursive: true, force: true })];

  const pgAdmin = await open(PG_SERVER);
  const mysqlAdmin = await open(MYSQL_SERVER);
  cleanups.push(() => pgAdmin.close(), () => mysqlAdmin.close());
  try {
    await Promise.all([
      pgAdmin.execute(`CREATE DATABASE ${dbName} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`),
      // Binary collation: strings sort by code point, as on the other three engines.
      mysqlAdmin.execute(`CREATE DATABASE ${dbName} CHARACTER SET utf8mb4 COLLATE utf8mb4_bin`),
      mysqlAdmin.execute(`CREATE DATABASE ${dbName}_extra CHARACTER SET utf8mb4 COLLATE utf8mb4_bin`),
    ]);
  } catch (error) {
    await Promise.all(cleanups.map((cleanup) => cleanup().catch(() => undefined)));
    throw error;
  }
  cleanups.unshift(
    () => pgAdmin.execute(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).then(() => undefined),
    () => mysqlAdmin.execute(`DROP DATABASE IF EXISTS ${dbName}`).then(() => undefined),
    () => mysqlAdmin.execute(`DROP DATABASE IF EXISTS ${dbName}_extra`).then(() => undefined),
  );

  const targets = [
    { uri: `duckdb://${path.join(dir, 'conformance.duckdb')}`, file: path.join(dir, 'conformance.duckdb'), defaultSchema: 'main', extraSchema: 'extra' },
    { uri: `sqlite://${path.join(dir, 'conformance.db')}`, file: path.join(dir, 'conformance.db'), defaultSchema: 'main', extraSchema: null },
    { uri: serverUri(PG_SERVER, dbName), file: null, defaultSchema: 'public', extraSchema: 'extra' },
    { uri: serverUri(MYSQL_SERVER, dbName), file: null, defaultSchema: dbName, extraSchema: `${dbName}_extra` },
  ];
  const engines: EngineUnderTest[] = [];
  const closeEngines = () => Promise.all(engines.map((engine) => engine.connection.close().catch(() => undefined)));
  const opened = await Promise.allSettled(targets.map((target) => open(target.uri)));
  opened.forEach((outcome, index) => {
    const target = targets[index]!;
    if (outcome.status === 'fulfilled') engines.push({ ...target, spec: ENGINE_REGISTRY.forUri(target.uri)!, connection: outcome.value });
  });
  const failed = opened.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await closeEngines();
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    throw failed.reason;
  }
  return {
    engines,
    async drop() {
      await closeEngines();
      for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    },
  };
}
