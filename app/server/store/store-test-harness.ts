import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createStore } from './create-store.js';
import { migrateToLatest } from './migrate.js';
import type { Store, StoreDialect } from './store.js';

/** A throw-away metadata store for a test suite, and the way to get rid of it. */
export interface TestStore {
  readonly store: Store;
  /** Closes the store and deletes its SQLite folder or PostgreSQL database. */
  drop(): Promise<void>;
}

export interface TestStoreOptions {
  /** Apply the migrations before returning (default true). */
  migrate?: boolean;
}

/**
 * The PostgreSQL server tests use; `TESSERA_TEST_PG_URL` overrides it. Tests connect for real
 * and fail when it is down: a skipped dialect would hide exactly the bugs this suite exists for.
 */
const PG_ADMIN_URL = process.env.TESSERA_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Creates an empty metadata store: SQLite in a fresh temporary folder, or a uniquely named
 * PostgreSQL database created through `PG_ADMIN_URL`.
 *
 * @example
 * const { store, drop } = await createTestStore('postgres');
 * try { await store.db.selectFrom('ab_user').selectAll().execute(); } finally { await drop(); }
 */
export async function createTestStore(
  dialect: StoreDialect,
  options: TestStoreOptions = {},
): Promise<TestStore> {
  const home = await mkdtemp(path.join(os.tmpdir(), 'tessera-store-'));
  let url: string | undefined;
  let databaseName: string | undefined;
  if (dialect === 'postgres') {
    databaseName = `tessera_test_${process.pid}_${randomBytes(6).toString('hex')}`;
    await runAdmin(`create database "${databaseName}"`);
    const target = new URL(PG_ADMIN_URL);
    target.pathname = `/${databaseName}`;
    url = target.toString();
  }
  const drop = async (store?: Store): Promise<void> => {
    await store?.close();
    if (databaseName !== undefined) await runAdmin(`drop database if exists "${databaseName}" with (force)`);
    await rm(home, { recursive: true, force: true });
  };
  let store: Store | undefined;
  try {
    store = await createStore({ url, home });
    if (options.migrate ?? true) await migrateToLatest(store);
  } catch (error) {
    await drop(store);
    throw error;
  }
  const opened = store;
  return { store: opened, drop: () => drop(opened) };
}

async function runAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
