import { existsSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestStore } from './store-test-harness.js';

async function postgresDatabaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}

describe('createTestStore', () => {
  it('gives PostgreSQL suites their own database and drops it afterwards', async () => {
    const { store, drop } = await createTestStore('postgres');
    const name = new URL(store.url).pathname.slice(1);
    expect(name).toMatch(/^tessera_test_/);
    expect(await postgresDatabaseExists(name)).toBe(true);
    expect(await store.db.selectFrom('ab_user').selectAll().execute()).toEqual([]);
    await drop();
    expect(await postgresDatabaseExists(name)).toBe(false);
  });

  it('gives SQLite suites a temporary file and removes it afterwards', async () => {
    const { store, drop } = await createTestStore('sqlite');
    const file = store.url.slice('sqlite://'.length);
    expect(existsSync(file)).toBe(true);
    await drop();
    expect(existsSync(file)).toBe(false);
  });
});
