import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { BOOLEAN_COLUMN_NAMES } from './boolean-columns.js';
import type { Database } from './database.js';
import { maskPassword } from './mask-password.js';
import { parseStoreUrl } from './parse-store-url.js';
import { SqliteBooleanPlugin } from './sqlite-boolean-plugin.js';
import { SqliteInsertDefaultsPlugin } from './sqlite-insert-defaults-plugin.js';
import { StoreUnavailableError, withUnavailableErrors } from './store-unavailable.js';
import type { Store } from './store.js';

export type { Store, StoreDialect } from './store.js';

export interface CreateStoreOptions {
  /** `sqlite:///abs/path.db`, `sqlite://relative.db`, `postgres://…`; default `${home}/tessera.db`. */
  url?: string;
  /** Tessera's home folder: holds the default SQLite file and anchors relative SQLite paths. */
  home: string;
  logger?: { info(msg: string): void; warn?(msg: string): void };
}

/**
 * How long a SQLite statement waits for another process's lock before it fails with SQLITE_BUSY
 * (answered 503 with Retry-After). The wait blocks the event loop (the driver is synchronous),
 * so it is kept short: SQLite's own writes last milliseconds.
 */
const SQLITE_BUSY_TIMEOUT_MS = 1_000;
const PG_INT8_OID = 20;
/** A request waits this long for a PostgreSQL connection (a new one, or a free one of the pool) before it answers 503. */
const PG_CONNECT_TIMEOUT_MS = 5_000;

/**
 * Opens the metadata store named by `options.url`. The schema is not touched: call
 * `migrateToLatest(store)` next. PostgreSQL is contacted once here so a wrong URL or a stopped
 * server fails at start-up rather than on the first request.
 */
export async function createStore(options: CreateStoreOptions): Promise<Store> {
  const location = parseStoreUrl(options.url, options.home);
  if (location.dialect === 'sqlite') {
    const database = openSqlite(location.file);
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database }),
      plugins: [
        new SqliteInsertDefaultsPlugin((table) => columnDefaults(database, table)),
        new SqliteBooleanPlugin(BOOLEAN_COLUMN_NAMES),
      ],
    });
    options.logger?.info(`metadata store: SQLite ${location.file}`);
    return { db, dialect: 'sqlite', url: location.url, close: () => db.destroy() };
  }

  const pool = new pg.Pool({
    connectionString: location.connectionString,
    max: 10,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    // count(*) and other bigint results come back as numbers, as they do from SQLite. Set per
    // pool: pg's global parser table is shared with the data-source engines.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8_OID && format !== 'binary'
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client whose server connection ends (a PostgreSQL restart, a dropped database) emits
  // 'error' on the pool; unheard, that would crash the process. The pool replaces the client.
  pool.on('error', (error) => options.logger?.warn?.(`metadata store: idle PostgreSQL connection lost: ${error.message}`));
  // A connection lost while checked out rejects its query (answered 503 by the API), and its client
  // emits 'error' as well, which the pool only listens to on idle clients: unheard, it would crash
  // the process. Heard here, the query's rejection is what counts.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Connection failures become StoreUnavailableError: the API answers them 503 with Retry-After.
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withUnavailableErrors(pool) }) });
  const shown = maskPassword(location.url);
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy();
    const reason = error instanceof Error ? error.message : String(error);
    throw new StoreUnavailableError(`Cannot connect to the metadata store ${shown}: ${reason}`, { cause: error });
  }
  options.logger?.info(`metadata store: PostgreSQL ${shown}`);
  return { db, dialect: 'postgres', url: location.url, close: () => db.destroy() };
}

function openSqlite(file: string): BetterSqlite3.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const database = new BetterSqlite3(file);
  try {
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  } catch (error) {
    database.close();
    throw error;
  }
  return database;
}

function columnDefaults(database: BetterSqlite3.Database, table: string): Map<string, string | null> {
  const columns = database
    .prepare('select name, dflt_value from pragma_table_info(?)')
    .all(table) as { name: string; dflt_value: string | null }[];
  return new Map(columns.map((column) => [column.name, column.dflt_value]));
}
